import { createClock, previewAtProblem, type Clock } from '@engine/core/clock';
import type { DevPreviewAt } from '@platform/shell/DevPanel';

/** The preview instant of the page's query: `?at=`, else `?preview_at=`, with the parameter that gave it. */
function previewAtOf(query: Record<string, string>): DevPreviewAt | undefined {
  if (query.at !== undefined) return { param: 'at', value: query.at };
  if (query.preview_at !== undefined) return { param: 'preview_at', value: query.preview_at };
  return undefined;
}

/** Outside production, the preview instant of the page's query when it is not an instant (the clock keeps the real time). */
export function invalidPreviewAt(query: Record<string, string>, production: boolean): DevPreviewAt | undefined {
  const given = production ? undefined : previewAtOf(query);
  return given && previewAtProblem(given.value) ? given : undefined;
}

/**
 * The page's clock: outside production `?at=<ISO instant>` (or `preview_at`) moves it. A value that is not an
 * instant leaves the real time and tells the operator in the console (and in the development panel, see
 * `invalidPreviewAt`); production ignores both, silently.
 */
export function createPreviewClock(query: Record<string, string>, production: boolean, warn: (message: string) => void = (m) => console.warn(m)): Clock {
  const previewAt = previewAtOf(query)?.value;
  const invalid = invalidPreviewAt(query, production);
  if (invalid) warn(`?${invalid.param}=${invalid.value}: ${previewAtProblem(invalid.value)}. The page shows the real time.`);
  return createClock({ previewAt, allowPreview: !production });
}

/**
 * Reads the app header at start-up: from the host inside the app, otherwise
 * defaults (and the debug header outside production). The query overrides
 * only what `urlHeaderOverrides` lets it (never inside the app in production).
 */
import { buildAppHeader } from './appHeader';
import type { AppHeader } from './appHeader';
import { readMetaAppType } from './statusBar';

interface HeaderSource {
  readonly inApp: boolean;
  getHeaders(): Promise<{ ok: true; data: Record<string, string> } | { ok: false }>;
}

export async function loadAppHeader(opts: {
  bridge: HeaderSource;
  production: boolean;
  query?: Record<string, string | undefined>;
  doc?: Pick<Document, 'querySelector'>;
}): Promise<AppHeader> {
  let host: Record<string, string> | undefined;
  if (opts.bridge.inApp) {
    const res = await opts.bridge.getHeaders();
    if (res.ok) host = res.data;
    else console.warn('[app-header] the app did not return headers; using defaults');
  }
  const metaAppType = readMetaAppType(opts.doc);
  return buildAppHeader({ production: opts.production, inApp: opts.bridge.inApp, host, query: opts.query, metaAppType });
}

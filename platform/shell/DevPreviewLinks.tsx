import { phaseAt, PREVIEW_LANGUAGES, phaseInstants } from '@engine/core/phase';
import type { Period } from '@engine/core/types';
import { useI18n } from '@engine/react/hooks/useI18n';
import { useLoadedValue } from './useLoadedValue';
import { useShellT } from './useShellT';

/** What the development panel reads of the page's time, for its preview links. */
export interface DevPreview {
  /** The page's time (moved by `?at=`). */
  now(): number;
  /** The period of the campaign on the page; undefined for other pages. */
  period(): Promise<Period | undefined>;
}

/** The page's address with `changes` applied to its query (undefined removes a parameter). */
export function previewHref(href: string, changes: Record<string, string | undefined>): string {
  const url = new URL(href);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  return url.toString();
}

/** Links to every phase of the campaign on the page and every language, with the page's time and phase. */
export function PreviewLinks({ preview }: { preview: DevPreview }) {
  const t = useShellT();
  const period = useLoadedValue(preview, (p) => p.period());
  const href = window.location.href;
  const lang = useI18n().language;
  const now = preview.now();
  const current = period ? phaseAt(period, now) : undefined;
  return (
    <>
      <h2>{t('shell.dev.preview')}</h2>
      <p>
        <code>{new Date(now).toISOString()}</code>
        {current ? <> · {t(`shell.dev.phases.${current}`)}</> : null}
      </p>
      {period ? (
        <ul className="shell-dev__links" aria-label={t('shell.dev.phase')}>
          {phaseInstants(period).map(({ phase, at }) => (
            <li key={phase}>
              <a href={previewHref(href, { at: new Date(at).toISOString(), preview_at: undefined })} aria-current={phase === current ? 'true' : undefined}>
                {t(`shell.dev.phases.${phase}`)}
              </a>
            </li>
          ))}
          <li>
            <a href={previewHref(href, { at: undefined, preview_at: undefined })}>{t('shell.dev.realTime')}</a>
          </li>
        </ul>
      ) : null}
      <ul className="shell-dev__links" aria-label={t('shell.dev.language')}>
        {PREVIEW_LANGUAGES.map((code) => (
          <li key={code}>
            <a href={previewHref(href, { lang: code })} lang={code} aria-current={code === lang ? 'true' : undefined}>
              <code>{code}</code>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

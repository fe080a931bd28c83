import { useEffect, useState } from 'react';
import { phaseAt, PREVIEW_LANGUAGES, phaseInstants } from '@engine/core/phase';
import type { Period } from '@engine/core/types';
import { useI18n } from '@engine/react/hooks/useI18n';
import { useShellT } from './useShellT';

/** One request the page made to the host app. */
export interface DevBridgeEntry {
  at: number;
  action: string;
  args?: unknown;
  outcome?: string;
}

/** A fault switch of the sandbox (latency, failing calls...). */
export interface DevFaultSwitch {
  id: string;
  value: boolean | number;
}

/** A preview instant of the page's query (`?at=`, or `?preview_at=`) as written. */
export interface DevPreviewAt {
  param: 'at' | 'preview_at';
  value: string;
}

/** What the development panel reads; the application wires the bridge log, the sandbox switches and the page's query problems. */
export interface DevTools {
  bridgeLog(): readonly DevBridgeEntry[];
  faults?: {
    list(): Promise<DevFaultSwitch[]>;
    set(id: string, value: boolean | number): Promise<void>;
  };
  /** A preview instant that is not an instant: the clock was not moved, and the operator is told so. */
  invalidPreviewAt?: DevPreviewAt;
  /** The page's clock and, for a campaign page, its period: the panel links each phase and language. */
  preview?: DevPreview;
}

export interface DevPreview {
  /** The page's time (moved by `?at=`). */
  now(): number;
  /** The period of the campaign on the page; undefined for other pages. */
  period(): Promise<Period | undefined>;
}

export { PREVIEW_LANGUAGES, phaseInstants } from '@engine/core/phase';

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
function PreviewLinks({ preview }: { preview: DevPreview }) {
  const t = useShellT();
  const [period, setPeriod] = useState<Period | undefined>();
  useEffect(() => {
    let live = true;
    preview.period().then((p) => live && setPeriod(p), () => undefined);
    return () => {
      live = false;
    };
  }, [preview]);
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

function useBridgeLog(tools: DevTools, open: boolean): readonly DevBridgeEntry[] {
  const [log, setLog] = useState<readonly DevBridgeEntry[]>([]);
  useEffect(() => {
    if (!open) return undefined;
    setLog([...tools.bridgeLog()]);
    const id = setInterval(() => setLog([...tools.bridgeLog()]), 1000);
    return () => clearInterval(id);
  }, [tools, open]);
  return log;
}

/** Why the page does not show the previewed time: shown over the closed panel and at the top of the open one. */
function PreviewAtNotice({ previewAt, floating }: { previewAt: DevPreviewAt; floating: boolean }) {
  const t = useShellT();
  return (
    <p className={floating ? 'shell-dev__notice shell-dev__notice--floating' : 'shell-dev__notice'} role="alert">
      {t('shell.dev.previewAtInvalid', { param: previewAt.param, value: previewAt.value })}
    </p>
  );
}

/**
 * Development panel (never in production): links to preview each phase of the campaign and each language, what
 * the page asked the app, the sandbox fault switches, and a preview instant (`?at=`) that could not move the clock.
 */
export function DevPanel({ tools }: { tools: DevTools }) {
  const t = useShellT();
  const [open, setOpen] = useState(false);
  const [faults, setFaults] = useState<DevFaultSwitch[]>([]);
  const log = useBridgeLog(tools, open);

  useEffect(() => {
    if (!open || !tools.faults) return;
    let live = true;
    void tools.faults.list().then((f) => live && setFaults(f), () => undefined);
    return () => {
      live = false;
    };
  }, [tools, open]);

  const setFault = (id: string, value: boolean | number) => {
    if (!tools.faults) return;
    const before = faults;
    setFaults((fs) => fs.map((f) => (f.id === id ? { ...f, value } : f)));
    tools.faults.set(id, value).catch(() => setFaults(before));
  };

  if (!open) {
    return (
      <>
        {tools.invalidPreviewAt ? <PreviewAtNotice previewAt={tools.invalidPreviewAt} floating /> : null}
        <button type="button" className="shell-dev__toggle" onClick={() => setOpen(true)} aria-label={t('shell.dev.open')}>
          {t('shell.dev.short')}
        </button>
      </>
    );
  }
  return (
    <aside className="shell-dev" aria-label={t('shell.dev.title')}>
      <button type="button" className="shell-button" onClick={() => setOpen(false)}>
        {t('shell.dev.close')}
      </button>
      {tools.invalidPreviewAt ? <PreviewAtNotice previewAt={tools.invalidPreviewAt} floating={false} /> : null}
      {tools.preview ? <PreviewLinks preview={tools.preview} /> : null}
      <h2>{t('shell.dev.bridgeLog')}</h2>
      {log.length === 0 ? <p>{t('shell.dev.noCalls')}</p> : null}
      <ol className="shell-dev__log">
        {log.map((e, i) => (
          <li key={i}>
            <code>{new Date(e.at).toISOString().slice(11, 23)}</code> <strong>{e.action}</strong>{' '}
            {e.args !== undefined ? <code>{JSON.stringify(e.args)}</code> : null} {e.outcome ? <em>{e.outcome}</em> : null}
          </li>
        ))}
      </ol>
      {tools.faults ? (
        <>
          <h2>{t('shell.dev.faults')}</h2>
          <ul className="shell-dev__faults">
            {faults.map((f) => (
              <li key={f.id}>
                <label>
                  {typeof f.value === 'boolean' ? (
                    <input type="checkbox" checked={f.value} onChange={(e) => setFault(f.id, e.target.checked)} />
                  ) : (
                    <input type="number" value={f.value} onChange={(e) => setFault(f.id, Number(e.target.value))} />
                  )}{' '}
                  <code>{f.id}</code>
                </label>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}

import { useEffect, useState } from 'react';
import { PreviewLinks, type DevPreview } from './DevPreviewLinks';
import { DevUserLinks, type DevUsers } from './DevUsers';
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
  /** The sandbox's seeded users (the page's marked) and the reset of its preview data. */
  users?: DevUsers;
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
 * Development panel (never in production): links to preview each phase of the campaign, each language and each
 * seeded user (with a reset of the preview data), what the page asked the app, the sandbox fault switches, and a
 * preview instant (`?at=`) that could not move the clock.
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
      {tools.users ? <DevUserLinks users={tools.users} /> : null}
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

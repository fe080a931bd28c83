import { useState } from 'react';
import { previewHref } from './DevPreviewLinks';
import { useLoadedValue } from './useLoadedValue';
import { useShellT } from './useShellT';

/** A seeded user of the sandbox and what that user has (a couple, a family, no recharge...). */
export interface DevUser {
  userId: string;
  description: string;
}

/** The sandbox's preview users and its preview data, for the development panel. */
export interface DevUsers {
  /** The user the page previews as (`?uid=`, else the default user). */
  current: string | undefined;
  list(): Promise<DevUser[]>;
  /** Gives every fixture and sandbox state back as written (what earlier taps changed is forgotten). */
  reset(): Promise<void>;
}

/**
 * The user the page previews as, a link to preview it as each seeded user (with what that user has), and a
 * reset of the preview data, after which the page is loaded again.
 */
export function DevUserLinks({ users, reload = () => window.location.reload() }: { users: DevUsers; reload?: () => void }) {
  const t = useShellT();
  const list = useLoadedValue(users, (u) => u.list()) ?? [];
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setBusy(true);
    users.reset().then(reload, () => setBusy(false));
  };
  const href = window.location.href;
  return (
    <>
      <h2>{t('shell.dev.user')}</h2>
      <p>{t('shell.dev.userNow', { id: users.current ?? '-' })}</p>
      <ul className="shell-dev__users" aria-label={t('shell.dev.users')}>
        {list.map((u) => (
          <li key={u.userId}>
            <a href={previewHref(href, { uid: u.userId })} aria-current={u.userId === users.current ? 'true' : undefined}>
              <code>{u.userId}</code>
            </a>{' '}
            {u.description}
          </li>
        ))}
      </ul>
      <button type="button" className="shell-button" onClick={reset} disabled={busy}>
        {t('shell.dev.reset')}
      </button>
    </>
  );
}

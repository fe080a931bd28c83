/**
 * The localized confirm dialog of `confirm` steps: Confirm resolves true,
 * Cancel, Escape or an overlay tap resolve false. Only the step runner asks
 * for it, so the dialog's code comes in the step runner's chunk
 * (the app's chunk rules), not with every page.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useEngineContext } from '../useEngineContext';

const ConfirmView = lazy(() => import('./ConfirmView'));

export function ConfirmHost() {
  const { host } = useEngineContext();
  const req = useSyncExternalStore(host.confirm.subscribe, host.confirm.get, host.confirm.get);
  if (!req) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmView key={req.id} req={req} />
    </Suspense>
  );
}

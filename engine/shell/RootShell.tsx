import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { DevPanel, type DevTools } from './DevPanel';
import type { ShellHost } from './ShellContext';
import { ShellHostContext } from './ShellLayout';
import './shell.css';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface RootShellProps {
  router: AppRouter;
  host: ShellHost;
  production: boolean;
  /** Development panel data (ignored in production). */
  devTools?: DevTools;
}

/** The root of the app: the routed shell and, outside production, the development panel (P§2). */
export function RootShell({ router, host, production, devTools }: RootShellProps) {
  return (
    <ShellHostContext.Provider value={host}>
      <RouterProvider router={router} />
      {!production && devTools ? <DevPanel tools={devTools} /> : null}
    </ShellHostContext.Provider>
  );
}

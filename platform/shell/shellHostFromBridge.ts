import type { Bridge } from '@engine/bridge/types';
import type { ShellHost } from '@engine/react/pageShell/ShellContext';
import { refusals } from '@engine/security/refusals';
import type { DevBridgeEntry } from './DevPanel';

/** The shell's requests to the host app, through the engine bridge. */
export function shellHostFromBridge(bridge: Bridge): ShellHost {
  return {
    platform: bridge.platform,
    appVersion: bridge.appVersion(),
    closePage: () => void bridge.closePage(),
    resizeWindow: () => bridge.resizeWindow({ minimize: true }),
    statusBarHeight: async () => {
      const r = await bridge.getBarHeights();
      return r.ok ? r.data.statusBarHeight : undefined;
    },
  };
}

/** The bridge log as the development panel lists it. */
export function bridgeLogForPanel(bridge: Bridge): () => readonly DevBridgeEntry[] {
  return () => {
    const calls = bridge.log().map((e) => ({ at: e.at, action: e.action, args: e.args, outcome: e.message ? `${e.outcome}: ${e.message}` : e.outcome }));
    // What the page refused to do without a tap (or with a value from its URL) shows among the calls, in time order.
    const refused = refusals().map((r) => ({ at: r.at, action: 'refused', outcome: r.message }));
    return [...calls, ...refused].sort((a, b) => a.at - b.at);
  };
}

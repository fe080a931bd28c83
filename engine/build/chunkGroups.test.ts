import { describe, expect, it } from 'vitest';
import { isEngineRuntime } from './chunkGroups';

describe('engine runtime chunk', () => {
  it('holds what every page runs: renderer, hooks, http, bridge, i18n, the shell frame and the campaign shell', () => {
    for (const id of ['/app/engine/react/CampaignPage.tsx', '/app/engine/core/bindings.ts', '/app/engine/http/createHttpClient.ts', '/app/engine/bridge/createBridge.ts', '/app/engine/shell/ShellFrame.tsx', '/app/engine/shell/CampaignShell.tsx', '/app/widgets/blocks/UserLabel.tsx', 'C:\\app\\engine\\react\\hooks\\useT.ts']) {
      expect(isEngineRuntime(id), id).toBe(true);
    }
  });

  it('leaves out the router, routed platform pages, development panels, lazy layout components, widgets and tests', () => {
    for (const id of ['/app/engine/shell/createAppRouter.tsx', '/app/engine/shell/ShellLayout.tsx', '/app/engine/shell/KeepAliveOutlet.tsx', '/app/engine/shell/DevPanel.tsx', '/app/engine/shell/payments/CheckoutPage.tsx', '/app/engine/shell/pages/NotFoundPage.tsx', '/app/engine/react/layout/Tabs.tsx', '/app/engine/push/rtmChannel.ts', '/app/widgets/ranking-list/Component.tsx', '/app/engine/react/translate.test.ts', '/app/node_modules/react-router/dist/index.mjs']) {
      expect(isEngineRuntime(id), id).toBe(false);
    }
  });
});

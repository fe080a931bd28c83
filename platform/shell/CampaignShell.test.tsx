import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '@engine/core/registry';
import { useAction } from '@engine/react/hooks/useAction';
import { layoutWidgets } from '@engine/react/layout';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { CampaignShell } from './CampaignShell';
import { ShellHostContext } from './ShellFrame';
import { appPath, campaignForPath } from './campaignRoutes';

const goButton = defineWidget({
  type: 'go-button',
  version: 1,
  description: 'Runs the campaign action `go` when tapped.',
  props: z.object({}),
  component: async () => ({
    default: function GoButton() {
      const action = useAction();
      return (
        <button type="button" onClick={() => void action.run('go')}>
          go
        </button>
      );
    },
  }),
});

const campaign = testCampaign({
  id: 'solo',
  routes: ['/act/solo'],
  page: [{ type: 'go-button' }],
  actions: { go: [{ type: 'navigate', to: '/game/ranking' }] },
});
const entry = { id: 'solo', routes: ['/act/solo'], load: vi.fn(async () => ({ default: campaign })) };

const host = { platform: 'android' as const, appVersion: '3.19.0', closePage: vi.fn(), resizeWindow: vi.fn(async () => undefined), statusBarHeight: async () => 24 };

describe('a campaign opened directly (no router)', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('finds the campaign of the page path as the router would: case, trailing slash and base ignored', () => {
    const list = [entry, { id: 'param', routes: ['/act/:id'], load: async () => ({}) }];
    expect(campaignForPath(list, '/vue/act/solo')?.id).toBe('solo');
    expect(campaignForPath(list, '/vue/Act/Solo/')?.id).toBe('solo');
    expect(campaignForPath(list, '/vue/act/other')).toBeUndefined();
    expect(campaignForPath(list, '/vue/')).toBeUndefined();
    expect(appPath('/vue')).toBe('/');
    expect(appPath('/vue/a/b//')).toBe('/a/b');
    expect(appPath('/vuex/a')).toBe('/vuex/a');
  });

  it('renders the campaign inside the shell; an in-app navigate step goes to the shell, not a page load', async () => {
    window.history.replaceState(null, '', '/vue/act/solo?app_immersion=1');
    const navigate = vi.fn();
    const pageLoad = vi.fn();
    renderWithEngine(
      <ShellHostContext.Provider value={host}>
        <CampaignShell entry={entry} production navigate={navigate} />
      </ShellHostContext.Provider>,
      { registry: [...layoutWidgets, goButton], navigate: pageLoad },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'go' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/game/ranking'));
    expect(pageLoad).not.toHaveBeenCalled();
    // The immersive query of the page's own URL shows the top bar, below the app's status bar.
    await waitFor(() => expect(screen.getByTestId('shell-topbar')).toHaveStyle({ paddingTop: '24px' }));
  });

  it('the left tap of the top bar closes the page opened by the app', async () => {
    window.history.replaceState(null, '', '/vue/act/solo?app_immersion=1');
    renderWithEngine(
      <ShellHostContext.Provider value={host}>
        <CampaignShell entry={entry} production navigate={vi.fn()} />
      </ShellHostContext.Provider>,
      { registry: [...layoutWidgets, goButton] },
    );
    await screen.findByRole('button', { name: 'go' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(host.closePage).toHaveBeenCalled();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { emitRightTap } from './pageShell/rightTapEvent';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, testCampaign } from '@testing/engine';
import { CampaignPage } from './CampaignPage';
import { EngineProvider } from './EngineProvider';
import { layoutWidgets } from './layout';

afterEach(cleanup);

const page = (keepAlive: boolean) =>
  testCampaign({
    keepAlive,
    strings: { en: { title: 'T', weekly: 'Weekly', monthly: 'Monthly', a: 'Weekly ranking', b: 'Monthly ranking' } },
    page: [
      {
        type: 'tabs',
        props: { stateKey: 'tab' },
        children: [
          { type: 'tab', props: { label: 'weekly' }, children: [] },
          { type: 'tab', props: { label: 'monthly' }, children: [] },
        ],
      },
    ],
  });

describe('kept-alive pages mounted again', () => {
  it('a kept-alive page mounted again in the same app finds its selected tab; another page starts afresh', async () => {
    const services = createTestServices({ registry: [...layoutWidgets] });
    for (const keepAlive of [true, false]) {
      const first = render(<EngineProvider services={services}><CampaignPage campaign={page(keepAlive)} /></EngineProvider>);
      fireEvent.click(await screen.findByRole('tab', { name: 'Monthly' }));
      expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
      first.unmount();
      render(<EngineProvider services={services}><CampaignPage campaign={page(keepAlive)} /></EngineProvider>);
      expect(await screen.findByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', String(keepAlive));
      cleanup();
    }
  });

  it('the kept page is per app: another app (engine services) starts afresh', async () => {
    const first = render(<EngineProvider services={createTestServices({ registry: [...layoutWidgets] })}><CampaignPage campaign={page(true)} /></EngineProvider>);
    fireEvent.click(await screen.findByRole('tab', { name: 'Monthly' }));
    first.unmount();
    render(<EngineProvider services={createTestServices({ registry: [...layoutWidgets] })}><CampaignPage campaign={page(true)} /></EngineProvider>);
    expect(await screen.findByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the right tap of the top bar', () => {
  it("a page that offers a right-hand action runs it on the shell's right-tap broadcast; a page without one ignores it", async () => {
    const services = createTestServices({ registry: [...layoutWidgets] });
    const campaign = testCampaign({
      rightAction: 'openRewards',
      strings: { en: { title: 'T', opened: 'Rewards opened' } },
      actions: { openRewards: [{ type: 'toast', text: 'opened' }] },
      page: [{ type: 'stack', children: [] }],
    });
    const shown = render(<EngineProvider services={services}><CampaignPage campaign={campaign} /></EngineProvider>);
    act(() => emitRightTap({ path: '/ranking/hof' }));
    expect(await screen.findByText('Rewards opened')).toBeInTheDocument();
    shown.unmount();
    render(<EngineProvider services={services}><CampaignPage campaign={testCampaign({ strings: { en: { title: 'T', opened: 'Rewards opened' } }, page: [{ type: 'stack', children: [] }] })} /></EngineProvider>);
    act(() => emitRightTap({ path: '/act/test' }));
    expect(screen.queryByText('Rewards opened')).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type EngineEnv } from '@engine';
import { createFakeBridge, renderWithEngine, testCampaign, type FakeBridge } from '@testing/engine';
import { paymentSelector } from './index';

function page(props: Record<string, unknown>, env: Partial<EngineEnv>, bridge?: FakeBridge) {
  const campaign = testCampaign({
    page: [{ type: 'payment-selector', id: 'pay', props: { open: true, onSelect: 'chosen', onCancel: 'cancelled', ...props } }],
    actions: { chosen: [{ type: 'api', path: '/chosen', params: { channel: '{{state.payChannel}}' } }], cancelled: [{ type: 'api', path: '/cancelled' }] },
  });
  const b = bridge ?? createFakeBridge({ platform: env.platform ?? 'android', ...(env.appVersion ? { appVersion: env.appVersion } : {}) });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, paymentSelector], env, services: { bridge: b }, responses: { '/chosen': {}, '/cancelled': {} } });
}

const channelNames = async () => {
  const sheet = await screen.findByRole('dialog', { name: 'Choose a payment method' });
  await waitFor(() => expect(within(sheet).queryAllByRole('listitem').length).toBeGreaterThan(0));
  return within(sheet)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
};

describe('payment-selector', () => {
  afterEach(cleanup);

  it('the iOS app offers Apple', async () => {
    page({}, { platform: 'ios', appVersion: '3.19.0' });
    expect(await channelNames()).toEqual(['Apple']);
  });

  it('outside the app: Apple, Google, Huawei, Google/Huawei', async () => {
    page({}, { platform: 'browser' }, createFakeBridge({ platform: 'browser' }));
    expect(await channelNames()).toEqual(['Apple', 'Google', 'Huawei', 'Google/Huawei']);
  });

  it('Android from 3.18.0 asks the app; older Android offers Google/Huawei', async () => {
    const bridge = createFakeBridge({ platform: 'android', appVersion: '3.18.0' });
    bridge.respond('getPayChannels', { ok: true, data: ['GooglePay', 'Codapay'] });
    page({}, { platform: 'android', appVersion: '3.18.0' }, bridge);
    expect(await channelNames()).toEqual(['GooglePay', 'Codapay']);
    expect(bridge.calls.map((c) => c.action)).toContain('getPayChannels');
    cleanup();
    page({}, { platform: 'android', appVersion: '3.17.9' });
    expect(await channelNames()).toEqual(['Google/Huawei']);
  });

  it("'Other' only with both a user code and a product code", async () => {
    page({ userCode: 'U1', productCode: 'P1' }, { platform: 'ios', appVersion: '3.19.0' });
    expect(await channelNames()).toEqual(['Apple', 'Other']);
    cleanup();
    page({ userCode: 'U1' }, { platform: 'ios', appVersion: '3.19.0' });
    expect(await channelNames()).toEqual(['Apple']);
  });

  it('stores the chosen channel in the page state and runs the select action', async () => {
    const { services } = page({}, { platform: 'ios', appVersion: '3.19.0' });
    fireEvent.click(await screen.findByRole('button', { name: 'Apple' }));
    await waitFor(() => expect(services.http.calls).toEqual([expect.objectContaining({ path: '/chosen', params: { channel: 'Apple' } })]));
  });

  it("the sheet has a 'Cancel' button that runs the cancel action", async () => {
    const { services } = page({}, { platform: 'ios', appVersion: '3.19.0' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(services.http.calls.map((c) => c.path)).toEqual(['/cancelled']));
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import TreasureHunter from './Component';
import { treasureHunterProps } from './schema';

afterEach(cleanup);

const node = { type: 'treasure-hunter', path: 'page[1]' };
const campaign = testCampaign({ strings: { en: {} }, actions: { openRecharge: [{ type: 'bridge', action: 'rechargeDiamond' }] } });
const props = treasureHunterProps.parse({ rechargeAction: 'openRecharge' });
const tools = (stone: Partial<Record<string, number>> = {}, bow: Partial<Record<string, number>> = {}) => [
  { tool: 'stone', count: 50, used: 99, every: 100, min: 1299, max: 1999, price: 20, ...stone },
  { tool: 'bow', count: 0, used: 10, every: 40, min: 3999, max: 9999, price: 100, ...bow },
];
const index = (over: Record<string, unknown> = {}) => ({ tools: tools(), diamond: 5000, ownsPremium: true, premiumPrize: { name: "Hunter's Crown Frame" }, premiumSubstitute: 1000, ...over });
const hunts = (calls: Array<{ path: string; method?: string }>) => calls.filter((c) => c.method === 'POST' && c.path === '/activity/treasureHunter/hunt');

function setup(responses: Record<string, unknown>, locale?: 'th') {
  return renderWithEngine(<TreasureHunter props={props} children={[]} node={node} />, { campaign, ...(locale ? { locale } : {}), responses: { '/activity/treasureHunter/index': index(), ...responses } });
}

describe('treasure-hunter widget', () => {
  it('at 99 of 100 stone uses the page says the next use is the guarantee; a double tap sends one hunt; the guaranteed gift shows and the counter resets', async () => {
    let release: (v: unknown) => void = () => undefined;
    let now = index();
    const after = tools({ used: 0, count: 49 });
    const { services } = setup({
      '/activity/treasureHunter/index': () => now,
      'POST /activity/treasureHunter/hunt': () => new Promise((r) => (release = r)).then((v) => { now = index({ tools: after }); return v; }),
    });
    expect(await screen.findByText('1 more stone uses: a gift worth 1,299 to 1,999 is sure')).toBeInTheDocument();
    const one = screen.getByTestId('hunt-stone-1');
    // One stone is "1 stone" (the plural form of the count), never "1 stones".
    expect(one).toHaveTextContent(/\b1 stone(?!s)/);
    await act(async () => {
      fireEvent.click(one);
      fireEvent.click(one);
    });
    expect(hunts(services.http.calls)).toEqual([expect.objectContaining({ body: { tool: 'stone', count: 1 } })]);
    await act(async () => release({ results: [{ prizeId: 523, name: 'Rocket', diamonds: 1999, tier: 'high', guaranteed: true }], tools: after }));
    const dialog = await screen.findByRole('dialog', { name: 'Treasure found!' });
    expect(within(dialog).getByText('Rocket')).toBeInTheDocument();
    expect(screen.getByTestId('hunter-stone')).toHaveAttribute('data-used', '0');
    expect(screen.getByText('100 more stone uses: a gift worth 1,299 to 1,999 is sure')).toBeInTheDocument();
  });

  it('a premium prize already owned says 1000 diamonds came instead', async () => {
    setup({ 'POST /activity/treasureHunter/hunt': { results: [{ prizeId: 541, name: "Hunter's Crown Frame", tier: 'premium', substitute: true, substituteDiamonds: 1000 }], tools: tools() } });
    expect(screen.queryByText(/You own/)).toBeNull();
    expect(await screen.findByTestId('hunter-premium')).toHaveTextContent("You own Hunter's Crown Frame: if it comes again, you get 1,000 diamonds instead.");
    fireEvent.click(screen.getByTestId('hunt-stone-1'));
    expect(await screen.findByText('You already own the premium prize: 1,000 diamonds were sent instead.')).toBeInTheDocument();
  });

  it('without arrows a hunt is not sent: buying them is asked first and sent once on Confirm', async () => {
    const { services } = setup({ 'POST /activity/treasureHunter/buyTools': { ok: true } });
    fireEvent.click(await screen.findByTestId('hunt-bow-1'));
    const ask = await screen.findByRole('dialog', { name: 'Buy tools?' });
    expect(ask).toHaveTextContent('Buy 10 arrows for 1,000 diamonds?');
    const confirm = within(ask).getByRole('button', { name: 'Confirm' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(services.http.calls.filter((c) => c.path === '/activity/treasureHunter/buyTools')).toEqual([expect.objectContaining({ body: { tool: 'bow', count: 10 } })]));
    expect(hunts(services.http.calls)).toHaveLength(0);
  });

  it('short of diamonds for tools, the page\'s recharge action runs and nothing is bought', async () => {
    const { services } = setup({ '/activity/treasureHunter/index': index({ diamond: 10 }) });
    fireEvent.click(await screen.findByTestId('hunt-bow-10'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Buy tools?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(services.bridge.calls.map((c) => c.action)).toEqual(['rechargeDiamond']));
    expect(services.http.calls.filter((c) => c.path === '/activity/treasureHunter/buyTools')).toHaveLength(0);
  });

  it('a refused hunt shows the server\'s message; a load error offers a retry; Thai reads Thai', async () => {
    let fail = true;
    setup({
      '/activity/treasureHunter/index': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.'); return index(); },
      'POST /activity/treasureHunter/hunt': () => { throw new ApiError(2002, 'ก้อนหินไม่พอ โปรดซื้อเพิ่ม'); },
    }, 'th');
    const retry = await screen.findByRole('button', { name: 'ลองอีกครั้ง' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('ก้อนหิน: 50')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('hunt-stone-1'));
    expect(await screen.findByText('ก้อนหินไม่พอ โปรดซื้อเพิ่ม')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

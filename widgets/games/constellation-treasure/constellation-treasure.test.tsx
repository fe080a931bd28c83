import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import ConstellationTreasure from './Component';
import { constellationTreasureProps } from './schema';

afterEach(cleanup);

const node = { type: 'constellation-treasure', path: 'page[1]' };
const campaign = testCampaign({ strings: { en: {} }, actions: { openRecharge: [{ type: 'bridge', action: 'rechargeDiamond' }] } });
const props = constellationTreasureProps.parse({ rechargeAction: 'openRecharge' });
const k = (id: string, name: string, stars: number, lit: number[], reward: string, claimedTimes = 0) => ({ id, name, stars, lit, complete: lit.length >= stars, claimedTimes, reward: { name: reward, days: 7 } });
const sky = (ariesLit = [1, 2, 3, 4], leoLit = [1, 2, 3, 4, 5, 6], claimed = 0) => [k('aries', 'Aries', 4, ariesLit, 'Neon Frame', claimed), k('leo', 'Leo', 7, leoLit, 'Moon Rider')];
const index = (over: Record<string, unknown> = {}) => ({ price: 50, batches: [1, 10], diamond: 5000, constellations: sky(), ...over });
const posts = (calls: Array<{ path: string; method?: string }>, path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

function setup(responses: Record<string, unknown>, locale?: 'th') {
  return renderWithEngine(<ConstellationTreasure props={props} children={[]} node={node} />, { campaign, ...(locale ? { locale } : {}), responses: { '/activity/constellation/index': index(), ...responses } });
}

describe('constellation-treasure widget', () => {
  it('a double tap on a draw sends one request; the last dark star completes Leo and the dialog says so', async () => {
    let release: (v: unknown) => void = () => undefined;
    let now = index();
    const after = sky(undefined, [1, 2, 3, 4, 5, 6, 7]);
    const { services } = setup({
      '/activity/constellation/index': () => now,
      'POST /activity/constellation/draw': () => new Promise((r) => (release = r)).then((v) => { now = index({ constellations: after, diamond: 4950 }); return v; }),
    });
    expect(await screen.findByTestId('sky-leo-progress')).toHaveTextContent('6/7 stars lit');
    // One star is dark: a batch of 10 lights and costs only that one.
    expect(screen.getByTestId('sky-few-dark')).toHaveTextContent('Only 1 star is still dark: a bigger draw lights and charges only that one.');
    expect(screen.getByTestId('sky-draw-10')).toHaveTextContent('50 diamonds');
    const ten = screen.getByTestId('sky-draw-10');
    await act(async () => {
      fireEvent.click(ten);
      fireEvent.click(ten);
    });
    expect(posts(services.http.calls, '/activity/constellation/draw')).toEqual([expect.objectContaining({ body: { count: 10 } })]);
    await act(async () => release({ stars: [{ constellation: 'leo', name: 'Leo', star: 7, completed: true }], constellations: after, diamond: 4950 }));
    const dialog = await screen.findByRole('dialog', { name: 'Constellation complete!' });
    expect(within(dialog).getByText('Leo complete!')).toBeInTheDocument();
    expect(screen.getByTestId('sky-leo')).toHaveAttribute('data-lit', '7');
    expect(screen.getByTestId('sky-claim-first')).toHaveTextContent('Every constellation is complete: claim your rewards first.');
  });

  it('a complete constellation\'s reward is claimed once on a double tap; the reward shows and the constellation starts over', async () => {
    let now = index();
    const { services } = setup({
      '/activity/constellation/index': () => now,
      'POST /activity/constellation/claim': () => {
        now = index({ constellations: sky([], undefined, 1) });
        return { reward: { name: 'Neon Frame', days: 7 }, ...now };
      },
    });
    expect(screen.queryByTestId('sky-claim-leo')).toBeNull();
    const claim = await screen.findByTestId('sky-claim-aries');
    await act(async () => {
      fireEvent.click(claim);
      fireEvent.click(claim);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reward claimed!' });
    expect(within(dialog).getByText('Neon Frame')).toBeInTheDocument();
    expect(posts(services.http.calls, '/activity/constellation/claim')).toEqual([expect.objectContaining({ body: { constellation: 'aries' } })]);
    expect(screen.getByTestId('sky-aries-progress')).toHaveTextContent('0/4 stars lit');
    expect(screen.getByText('Reward claimed 1 time')).toBeInTheDocument();
    expect(screen.queryByTestId('sky-claim-aries')).toBeNull();
  });

  it('with every constellation complete a draw is not sent and the page says to claim first', async () => {
    const { services } = setup({ '/activity/constellation/index': index({ constellations: sky(undefined, [1, 2, 3, 4, 5, 6, 7]) }) });
    fireEvent.click(await screen.findByTestId('sky-draw-1'));
    expect(await screen.findAllByText('Every constellation is complete: claim your rewards first.')).toHaveLength(2);
    expect(posts(services.http.calls, '/activity/constellation/draw')).toHaveLength(0);
  });

  it('short of diamonds for the stars a batch lights, the page\'s recharge action runs and nothing is sent', async () => {
    const { services } = setup({ '/activity/constellation/index': index({ diamond: 60, constellations: sky([1], []) }) });
    // 10 stars are dark: ×10 costs 500.
    expect(await screen.findByTestId('sky-draw-10')).toHaveTextContent('500 diamonds');
    fireEvent.click(screen.getByTestId('sky-draw-10'));
    await waitFor(() => expect(services.bridge.calls.map((c) => c.action)).toEqual(['rechargeDiamond']));
    expect(await screen.findByText('Not enough diamonds, please top up.')).toBeInTheDocument();
    expect(posts(services.http.calls, '/activity/constellation/draw')).toHaveLength(0);
  });

  it('a refused draw shows the server\'s message; a load error offers a retry; Thai reads Thai sign names', async () => {
    let fail = true;
    setup({
      '/activity/constellation/index': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.'); return index(); },
      'POST /activity/constellation/draw': () => { throw new ApiError(2001, 'เพชรไม่พอ โปรดเติมเงิน'); },
    }, 'th');
    const retry = await screen.findByRole('button', { name: 'ลองอีกครั้ง' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'ราศีสิงห์' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('sky-draw-1'));
    expect(await screen.findByText('เพชรไม่พอ โปรดเติมเงิน')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an answer without constellations shows the empty state', async () => {
    setup({ '/activity/constellation/index': { price: 50, constellations: [] } });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });
});

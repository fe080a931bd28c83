import { Activity } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type PushChannel, type PushMessage } from '@engine';
import { createFakeHttp, createTestQueryClient, renderWithEngine, testCampaign } from '../../../engine/testing';
import { noPromptStorageKey } from '@kit/noPrompt';
import { apiQueryOptions, useApiQuery } from '../../../engine/react/hooks/useApiQuery';
import { useHostEvents } from '@platform/shell/useHostEvents';
import SlotMachine from './Component';
import { slotMachine } from './index';
import { roundFromPage, type RoundState } from './roundMachine';
import { readRoundPage, type RoundPage } from './roundPage';
import { slotMachineProps } from './schema';
import { DOUBLE_TAP_MS, useBet } from './useBet';

const NOW = Date.parse('2026-11-22T10:00:05+08:00');
const ACT = 202611220801;
const node = { type: 'slot-machine', path: 'page[0]' };
const HOSTILE = '<img src=x onerror=alert(1)>';

function indexInfo(over: Record<string, unknown> = {}) {
  return {
    actNo: ACT, channelId: 'rk', status: 20, betLeftSeconds: 25, resultViewLeftSeconds: 0, sysTime: NOW,
    buyItems: [{ id: 1, diamondCount: 100, medalCount: 1 }, { id: 2, diamondCount: 1000, medalCount: 10 }],
    prizeConfigs: [{ id: 101, name: 'Durian', multiple: 5 }, { id: 102, name: 'Mango', multiple: 5 }],
    userPrizeBets: [{ prizeConfigId: 101, betDiamond: 100, medalCount: 1 }],
    actPrizeRecords: [{ actNo: ACT - 1, prizeConfigId: 102, recordType: 4, winnerCount: 3 }],
    top: [{ userId: '9', name: HOSTILE, diamonds: 12500 }], todayIncome: 1500, walletDiamond: 88000,
    ...over,
  };
}

function fakePush() {
  // Subscribers by message code, as the engine's push channels hand messages on.
  const subs = new Set<{ code: number; cb: (m: PushMessage) => void }>();
  const reconnects = new Set<() => void>();
  let id = 0;
  const channel: PushChannel & { onReconnect(cb: () => void): () => void } = {
    subscribe: (code, cb) => {
      const sub = { code, cb };
      subs.add(sub);
      return () => void subs.delete(sub);
    },
    onReconnect: (cb) => (reconnects.add(cb), () => void reconnects.delete(cb)),
    close: () => subs.clear(),
  };
  return {
    open: () => Promise.resolve(channel),
    send: (content: Record<string, unknown>, opts: { to?: string; msgId?: number; event?: number } = {}) => {
      const msg = { from: 'SERVER', to: opts.to ?? 'rk', payload: { event: opts.event ?? 8016, msgId: opts.msgId ?? ++id, content: { type: 'update-slot-machine-status', ...content } } };
      act(() => subs.forEach((s) => s.code === msg.payload.event && s.cb(msg)));
    },
    reconnect: () => act(() => reconnects.forEach((cb) => cb())),
  };
}

/** The game's "don't ask again" flag, kept for this campaign. */
const campaign = testCampaign();
const NO_PROMPT_KEY = noPromptStorageKey({ campaign: campaign.definition.id, game: 'P10000' });

function setup(responses: Record<string, unknown> = {}, props: Record<string, unknown> = {}) {
  const push = fakePush();
  const view = renderWithEngine(<SlotMachine props={slotMachineProps.parse(props)} children={[]} node={node} />, {
    now: NOW,
    campaign,
    env: { user: { id: '10001' } },
    responses: { '/lottery/bigEaterAct/indexInfo': indexInfo(), 'POST /lottery/bigEaterAct/bet': { actNo: ACT }, ...responses },
    services: { push: push.open },
  });
  return { ...view, push };
}

const pageCalls = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/lottery/bigEaterAct/indexInfo').length;
const betCalls = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/lottery/bigEaterAct/bet');

/** useBet on a round state the test sets, to tap a prize and confirm after the round moved on. */
function BetProbe({ state, page }: { state: RoundState; page: RoundPage }) {
  const bet = useBet({ path: '/lottery/bigEaterAct/bet', actType: 'P10000', currentType: 1, game: 'P10000' }, state, page, () => {});
  return (
    <>
      <button type="button" onClick={() => bet.request(101, 2)}>tap</button>
      <button type="button" onClick={() => bet.confirm(false)}>confirm</button>
      {bet.asking ? <p>asking</p> : null}
    </>
  );
}

beforeEach(() => localStorage.clear());

/**
 * The page at rest: no read in flight and no effect left to run, so whatever is counted next is all the page asked for
 * (the game's own timers run on the test clock, which only moves when a test advances it).
 */
async function atRest(services: { queryClient: { isFetching(): number } }): Promise<void> {
  await waitFor(() => expect(services.queryClient.isFetching()).toBe(0));
  await act(async () => {});
  expect(services.queryClient.isFetching()).toBe(0);
}

/** A prize's bet button once the board takes bets (it is closed while a bet is on its way). */
async function openPrize(prize: string): Promise<HTMLElement> {
  const cell = screen.getByRole('button', { name: `Bet on ${prize}` });
  await waitFor(() => expect(cell).toBeEnabled());
  return cell;
}

describe('slot-machine widget', () => {
  it('shows the round, betting countdown, prizes with my bets, previous results, MVP and today\'s income', async () => {
    const { services } = setup();
    await screen.findByText('Place your bets');
    expect(screen.getByRole('timer')).toHaveTextContent('25s');
    // Let the page's pending effects and answers settle, so the clock moves a round that is fully loaded.
    await act(async () => {});
    act(() => services.clock.advance(5000));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('20s'));
    expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Mine: 100 · 1 medal');
    expect(screen.getByTestId('slot-previous')).toHaveTextContent('Mango');
    expect(screen.getByTestId('slot-income')).toHaveTextContent('1.5K');
    expect(services.http.calls[0]).toMatchObject({ params: { actType: 'P10000', currentType: 1 } });
  });

  it('its data need is the request the game reads: started with the page, the game does not ask again', async () => {
    const http = createFakeHttp({ '/lottery/bigEaterAct/indexInfo': indexInfo() });
    const queryClient = createTestQueryClient();
    const props = slotMachineProps.parse({ currentType: '3' });
    await Promise.all(slotMachine.requests!(props).map((req) => queryClient.prefetchQuery(apiQueryOptions(http, req))));
    expect(http.calls).toEqual([{ path: '/lottery/bigEaterAct/indexInfo', params: { actType: 'P10000', currentType: 3 } }]);
    renderWithEngine(<SlotMachine props={props} children={[]} node={node} />, { now: NOW, services: { http, queryClient, push: fakePush().open } });
    await screen.findByText('Place your bets');
    expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Mine: 100 · 1 medal');
    expect(pageCalls(http.calls)).toBe(1);
  });

  it('hostile user names are shown as inert text', async () => {
    const { container } = setup();
    expect(await screen.findByText(HOSTILE)).toBeInTheDocument();
    expect(container.querySelector('img[onerror]')).toBeNull();
  });

  it('asks for confirmation; "don\'t ask again" sets the game\'s no-prompt flag; the local counts rise by the buy item', async () => {
    const { services } = setup();
    fireEvent.click(await screen.findByRole('radio', { name: '1K' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Durian' }));
    expect(screen.getByText('Bet 1K diamonds on Durian?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't ask again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Mine: 1.1K · 11 medals'));
    const bets = services.http.calls.filter((c) => c.path === '/lottery/bigEaterAct/bet');
    expect(bets).toEqual([expect.objectContaining({ method: 'POST', body: { actType: 'P10000', actNo: ACT, currentType: 1, medalConfigId: 2, prizeConfigId: 101 } })]);
    expect(localStorage.getItem(NO_PROMPT_KEY)).toBe('1');
    // The board reopens once the first bet is through (money single-flight); a tap on a closed board is no bet.
    fireEvent.click(await openPrize('Mango'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 1K · 10 medals'));
  });

  it('a push that closes betting closes the bet confirmation, and nothing is sent', async () => {
    const { push, services } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Durian' }));
    expect(screen.getByText('Bet 100 diamonds on Durian?')).toBeInTheDocument();
    push.send({ actNo: ACT, status: 30 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Drawing the result…')).toBeInTheDocument();
    // The countdown reaching zero afterwards does not settle the round again or send anything.
    await act(async () => services.clock.advance(30_000));
    expect(betCalls(services.http.calls)).toEqual([]);
  });

  it('a confirmation given after betting closed tells the user and sends nothing', async () => {
    const page = readRoundPage(indexInfo())!;
    const betting = roundFromPage(page, NOW);
    const { rerender, services } = renderWithEngine(<BetProbe state={betting} page={page} />, { now: NOW });
    fireEvent.click(screen.getByRole('button', { name: 'tap' }));
    expect(screen.getByText('asking')).toBeInTheDocument();
    rerender(<BetProbe state={{ ...betting, status: 30 }} page={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    expect(await screen.findByText('Betting is closed for this round.')).toBeInTheDocument();
    expect(screen.queryByText('asking')).toBeNull();
    expect(betCalls(services.http.calls)).toEqual([]);
  });

  it('after a successful bet the Diamonds balance is the one the answer reports, or lower by the bet', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    let answer: Record<string, unknown> = { actNo: ACT, walletDiamond: 80_000 };
    setup({ 'POST /lottery/bigEaterAct/bet': () => answer });
    expect(await screen.findByTestId('slot-wallet')).toHaveTextContent('88K');
    const realNow = Date.now;
    const start = realNow();
    Date.now = () => start;
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Bet on Mango' }));
      await waitFor(() => expect(screen.getByTestId('slot-wallet')).toHaveTextContent('80K'));
      answer = { actNo: ACT };
      // A second, deliberate bet: later than a double tap, once the board has reopened.
      Date.now = () => start + DOUBLE_TAP_MS;
      fireEvent.click(screen.getByRole('radio', { name: '1K' }));
      fireEvent.click(await openPrize('Mango'));
      await waitFor(() => expect(screen.getByTestId('slot-wallet')).toHaveTextContent('79K'));
    } finally {
      Date.now = realNow;
    }
  });

  it('a kept-alive game shown again keeps its bets and balance, and asks for the current round', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    const push = fakePush();
    let answer: unknown = indexInfo();
    const game = (mode: 'visible' | 'hidden') => (
      <Activity mode={mode}>
        <SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />
      </Activity>
    );
    const { rerender, services } = renderWithEngine(game('visible'), {
      now: NOW,
      campaign,
      env: { user: { id: '10001' } },
      responses: { '/lottery/bigEaterAct/indexInfo': () => answer, 'POST /lottery/bigEaterAct/bet': { actNo: ACT } },
      services: { push: push.open },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Mango' }));
    await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100'));
    expect(screen.getByTestId('slot-wallet')).toHaveTextContent('87.9K');
    const asked = pageCalls(services.http.calls);
    let release: (v: unknown) => void = () => {};
    answer = new Promise((r) => (release = r));
    rerender(game('hidden'));
    await act(async () => services.clock.advance(2_000));
    const realNow = Date.now;
    Date.now = () => realNow() + 2_000;
    try {
      rerender(game('visible'));
    } finally {
      Date.now = realNow;
    }
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(asked + 1));
    // While the current round is asked for, the game is as the user left it, its countdown still right.
    expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100');
    expect(screen.getByTestId('slot-wallet')).toHaveTextContent('87.9K');
    expect(screen.getByRole('timer')).toHaveTextContent('23s');
    await act(async () => release(indexInfo({ betLeftSeconds: 23, walletDiamond: 87_900, userPrizeBets: [{ prizeConfigId: 101, betDiamond: 100, medalCount: 1 }, { prizeConfigId: 102, betDiamond: 100, medalCount: 1 }] })));
    expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100');
    expect(screen.getByRole('timer')).toHaveTextContent('23s');
  });

  it('a kept-alive game shown again after its answer went stale, or after a web refresh while hidden, asks for the round once', async () => {
    function Shell({ mode }: { mode: 'visible' | 'hidden' }) {
      useHostEvents();
      return (
        <Activity mode={mode}>
          <SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />
        </Activity>
      );
    }
    const { rerender, services } = renderWithEngine(<Shell mode="visible" />, {
      now: NOW,
      responses: { '/lottery/bigEaterAct/indexInfo': indexInfo() },
      services: { push: fakePush().open },
    });
    await screen.findByText('Place your bets');
    await act(async () => {});
    const realNow = Date.now;
    let shift = 0;
    Date.now = () => realNow() + shift;
    try {
      // Hidden longer than an answer stays fresh: showing the game again reads its round page, and the game's own
      // ask for the current round is that same read.
      rerender(<Shell mode="hidden" />);
      shift += 6_000;
      act(() => services.clock.advance(6_000));
      rerender(<Shell mode="visible" />);
      await waitFor(() => expect(pageCalls(services.http.calls)).toBe(2));
      await atRest(services);
      expect(pageCalls(services.http.calls)).toBe(2);
      // The app's web refresh while the game is hidden: read once when the game shows again.
      rerender(<Shell mode="hidden" />);
      act(() => services.bridge.emit('refresh', undefined));
      shift += 2_000;
      act(() => services.clock.advance(2_000));
      rerender(<Shell mode="visible" />);
      await waitFor(() => expect(pageCalls(services.http.calls)).toBe(3));
      await atRest(services);
      expect(pageCalls(services.http.calls)).toBe(3);
    } finally {
      Date.now = realNow;
    }
  });

  it('the countdown is timed from when the main page came in, not from when it is shown', async () => {
    const queryClient = createTestQueryClient();
    const http = createFakeHttp({ '/lottery/bigEaterAct/indexInfo': indexInfo() });
    const request = { path: '/lottery/bigEaterAct/indexInfo', params: { actType: 'P10000', currentType: 1 } };
    // Prefetched (as the page does before hydration), then shown 4 s later.
    const realNow = Date.now;
    await queryClient.prefetchQuery(apiQueryOptions(http, request));
    const shownAt = realNow() + 4_000;
    Date.now = () => shownAt;
    try {
      renderWithEngine(<SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />, { now: NOW + 4_000, services: { http, queryClient, push: fakePush().open } });
      expect(await screen.findByRole('timer')).toHaveTextContent('21s');
    } finally {
      Date.now = realNow;
    }
  });

  it('with ctype golden beans (3) the balance, the confirmation and the winnings name golden beans', async () => {
    const { push } = setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ walletDiamond: 5000 }) }, { currentType: '3' });
    expect(await screen.findByText('Golden beans')).toBeInTheDocument();
    expect(screen.queryByText('Diamonds')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bet on Durian' }));
    expect(screen.getByText('Bet 100 golden beans on Durian?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 101, name: 'Durian', recordType: 1 }, prizeUsers: [{ userId: '10001', diamonds: 500 }], top: [] } });
    expect(await screen.findByText('You won 500 golden beans!')).toBeInTheDocument();
  });

  it('my bets read with the language\'s plural forms (Vietnamese has one form)', async () => {
    renderWithEngine(<SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />, {
      now: NOW, locale: 'vi', responses: { '/lottery/bigEaterAct/indexInfo': indexInfo() }, services: { push: fakePush().open },
    });
    await waitFor(() => expect(screen.getByTestId('my-bet-101')).toHaveTextContent('Của tôi: 100 · 1 huy chương'));
    expect(screen.getByText('Kim cương')).toBeInTheDocument();
  });

  it('a double tap on a prize sends one bet request (money single-flight)', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    let release: (v: unknown) => void = () => {};
    const { services } = setup({ 'POST /lottery/bigEaterAct/bet': () => new Promise((r) => (release = r)) });
    const cell = await screen.findByRole('button', { name: 'Bet on Mango' });
    fireEvent.click(cell);
    fireEvent.click(cell);
    await act(async () => release({ actNo: ACT }));
    await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100 · 1 medal'));
    expect(services.http.calls.filter((c) => c.path === '/lottery/bigEaterAct/bet')).toHaveLength(1);
  });

  it(`with "don't ask again", taps within ${DOUBLE_TAP_MS} ms are one bet even when the first answer came back at once`, async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    const { services } = setup();
    const cell = await screen.findByRole('button', { name: 'Bet on Mango' });
    const realNow = Date.now;
    let t = realNow();
    Date.now = () => t;
    try {
      fireEvent.click(cell);
      await waitFor(() => expect(screen.getByTestId('my-bet-102')).toHaveTextContent('Mine: 100 · 1 medal'));
      // The board is open again (the bet's flight is over), so only the double-tap rule can drop these taps.
      await openPrize('Mango');
      t += 80;
      fireEvent.click(cell);
      t += 80;
      fireEvent.click(cell);
      // A tap that went out would have closed the board until its answer.
      expect(cell).toBeEnabled();
      expect(betCalls(services.http.calls)).toHaveLength(1);
      // A deliberate second bet, later, is a bet.
      t += DOUBLE_TAP_MS;
      fireEvent.click(cell);
      await waitFor(() => expect(betCalls(services.http.calls)).toHaveLength(2));
    } finally {
      Date.now = realNow;
    }
  });

  it('a bet above the known balance sends nothing and offers the app\'s top-up for the game\'s currency', async () => {
    const { services } = setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ walletDiamond: 50 }) }, { currentType: '3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Durian' }));
    expect(await screen.findByText('Not enough golden beans. Top up now?')).toBeInTheDocument();
    expect(screen.queryByText(/^Bet 100/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(services.bridge.calls.map((c) => c.action)).toEqual(['rechargeBean']));
    expect(betCalls(services.http.calls)).toEqual([]);
  });

  it('a failed bet shows the server message and counts nothing', async () => {
    localStorage.setItem(NO_PROMPT_KEY, '1');
    setup({ 'POST /lottery/bigEaterAct/bet': () => { throw new ApiError(3, 'Not enough diamonds'); } });
    fireEvent.click(await screen.findByRole('button', { name: 'Bet on Mango' }));
    expect(await screen.findByText('Not enough diamonds')).toBeInTheDocument();
    expect(screen.getByTestId('my-bet-102')).toHaveTextContent('No bet yet');
  });

  it('pushes drive settling and the result (own winnings, top); stale and foreign pushes are dropped', async () => {
    const { push } = setup();
    await screen.findByText('Place your bets');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bet on Durian' })).toBeEnabled());
    push.send({ actNo: ACT, status: 30 }, { msgId: 5 });
    expect(screen.getByText('Drawing the result…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet on Durian' })).toBeDisabled();
    push.send({ actNo: ACT, status: 20, betLeftSeconds: 9 }, { msgId: 4 });
    push.send({ actNo: ACT, status: 20, betLeftSeconds: 9 }, { msgId: 9, to: 'other-room' });
    expect(screen.getByText('Drawing the result…')).toBeInTheDocument();
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 101, recordType: 1 }, prizeUsers: [{ userId: '10001', diamonds: 2500 }], top: [{ userId: '10001', name: 'Me', diamonds: 2500 }] } }, { msgId: 6 });
    expect(screen.getByTestId('slot-result')).toHaveTextContent('Winner: Durian');
    expect(screen.getByText('You won 2.5K diamonds!')).toBeInTheDocument();
  });

  it('the main page fetched again during the result keeps the round\'s top winners and own winnings', async () => {
    const { push, services } = setup();
    await screen.findByText('Place your bets');
    services.http.respond({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 9, actPrizeRecords: [{ actNo: ACT, prizeConfigId: 101, recordType: 1 }], userPrize: { prizeDiamondCount: 2500 } }) });
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 101, recordType: 1 }, prizeUsers: [{ userId: '10001', diamonds: 2500 }, { userId: '8', diamonds: 900 }], top: [{ userId: '10001', name: 'Me', diamonds: 2500 }, { userId: '8', name: 'Bo', diamonds: 900 }] } });
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(2));
    await act(async () => {});
    const result = screen.getByTestId('slot-result');
    expect(result).toHaveTextContent('Top winners');
    expect(result).toHaveTextContent('Me');
    expect(result).toHaveTextContent('Bo');
    expect(result).not.toHaveTextContent(HOSTILE);
    expect(screen.getByText('You won 2.5K diamonds!')).toBeInTheDocument();
  });

  it('a page opened during a result shows the prize and own winnings, not today\'s income leaders as winners', async () => {
    setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 6, actPrizeRecords: [{ actNo: ACT, prizeConfigId: 102, recordType: 1 }], userPrize: { prizeDiamondCount: 500 } }) });
    const result = await screen.findByTestId('slot-result');
    expect(result).toHaveTextContent('Winner: Mango');
    expect(result).toHaveTextContent('You won 500 diamonds!');
    expect(result).not.toHaveTextContent('Top winners');
    expect(result).not.toHaveTextContent(HOSTILE);
  });

  it('a push for another round, a reconnection and the end of the result view fetch the main page again', async () => {
    const { push, services } = setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 40, betLeftSeconds: 0, resultViewLeftSeconds: 3 }) });
    await screen.findByText("This round's result");
    expect(pageCalls(services.http.calls)).toBe(1);
    services.http.respond({ '/lottery/bigEaterAct/indexInfo': indexInfo({ actNo: ACT + 1, userPrizeBets: [] }) });
    await act(async () => services.clock.advance(3000));
    await screen.findByText('Place your bets');
    expect(pageCalls(services.http.calls)).toBe(2);
    expect(screen.getByTestId('my-bet-101')).toHaveTextContent('No bet yet');
    act(() => services.clock.advance(2000));
    push.send({ actNo: ACT + 2, status: 20, betLeftSeconds: 30 });
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(3));
    act(() => services.clock.advance(2000));
    push.reconnect();
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(4));
  });

  it("the app's web refresh asks for the main page once, and the page's other reads once each", async () => {
    // The shell around the page (its host events) and another read of the page next to the game.
    function Page() {
      useHostEvents();
      useApiQuery({ path: '/facade/wallet/get' });
      return <SlotMachine props={slotMachineProps.parse({})} children={[]} node={node} />;
    }
    const push = fakePush();
    const { services } = renderWithEngine(<Page />, {
      now: NOW,
      env: { user: { id: '10001' } },
      responses: { '/lottery/bigEaterAct/indexInfo': indexInfo(), '/facade/wallet/get': { diamond: 88000 } },
      services: { push: push.open },
    });
    expect(await screen.findByTestId('slot-wallet')).toHaveTextContent('88K');
    await act(async () => {});
    const walletCalls = () => services.http.calls.filter((c) => c.path === '/facade/wallet/get').length;
    expect([pageCalls(services.http.calls), walletCalls()]).toEqual([1, 1]);
    services.http.respond({ '/lottery/bigEaterAct/indexInfo': indexInfo({ walletDiamond: 90_000 }) });
    // Well after the first answer, so nothing of the game's own holds a second request back.
    act(() => services.clock.advance(2000));
    act(() => services.bridge.emit('refresh', undefined));
    await waitFor(() => expect(screen.getByTestId('slot-wallet')).toHaveTextContent('90K'));
    await atRest(services);
    expect([pageCalls(services.http.calls), walletCalls()]).toEqual([2, 2]);
    // The game still asks again after a reconnection.
    act(() => services.clock.advance(2000));
    push.reconnect();
    await waitFor(() => expect(pageCalls(services.http.calls)).toBe(3));
  });

  it('game over 999 closes betting with a come-back-tomorrow note', async () => {
    setup({ '/lottery/bigEaterAct/indexInfo': indexInfo({ status: 999, betLeftSeconds: 0 }) });
    expect(await screen.findByText("Today's rounds are over. Come back tomorrow!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet on Durian' })).toBeDisabled();
  });

  it('a network failure shows "Network is busy, please try later." and retry recovers', async () => {
    let fail = true;
    setup({ '/lottery/bigEaterAct/indexInfo': () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' }); return indexInfo(); } });
    expect(await screen.findByText('Network is busy, please try later.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Place your bets')).toBeInTheDocument();
  });

  it('while the round loads, the board keeps the game\'s place: eight prizes for Rapid King, four chickens for Cockfight', () => {
    const pending = () => new Promise(() => {});
    const board = (variant: string) => {
      const { container, unmount } = renderWithEngine(<SlotMachine props={slotMachineProps.parse({ variant })} children={[]} node={node} />, {
        now: NOW, responses: { '/lottery/bigEaterAct/indexInfo': pending }, services: { push: fakePush().open },
      });
      const count = container.querySelectorAll('.sm-skel--prize').length;
      unmount();
      return count;
    };
    expect(board('rapid-king')).toBe(8);
    expect(board('cockfight')).toBe(4);
  });

  it('cockfight names the chicken types and shows the result in a modal', async () => {
    const { push } = setup(
      { '/lottery/bigEaterAct/indexInfo': indexInfo({ prizeConfigs: ['zero', 'ninja', 'normal', 'weak'].map((name, i) => ({ id: 201 + i, name })), userPrizeBets: [], actPrizeRecords: [] }) },
      { actType: 'P10001', variant: 'cockfight' },
    );
    expect(await screen.findByRole('button', { name: 'Bet on Ninja Chicken' })).toBeInTheDocument();
    push.send({ actNo: ACT, status: 40, resultViewLeftSeconds: 10, extInfo: { actPrize: { id: 204 }, prizeUsers: [], top: [] } });
    const dialog = screen.getByRole('dialog', { name: 'Fight result' });
    expect(dialog).toHaveTextContent('Winner: Weak Chicken');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

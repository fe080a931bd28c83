/** The slot machine's test setup: its main page answer, a push channel the test drives, and the page at rest. */
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { PushChannel, PushMessage } from '@engine';
import { renderWithEngine, testCampaign } from '../engine';
import { noPromptStorageKey } from '@kit/noPrompt';
import SlotMachine from '@widgets/games/slot-machine/Component';
import type { RoundState } from '@widgets/games/slot-machine/roundMachine';
import type { RoundPage } from '@widgets/games/slot-machine/roundPage';
import { slotMachineProps } from '@widgets/games/slot-machine/schema';
import { useBet } from '@widgets/games/slot-machine/useBet';

export const NOW = Date.parse('2026-11-22T10:00:05+08:00');
export const ACT = 202611220801;
export const node = { type: 'slot-machine', path: 'page[0]' };
export const HOSTILE = '<img src=x onerror=alert(1)>';

export function indexInfo(over: Record<string, unknown> = {}) {
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

export function fakePush() {
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
export const campaign = testCampaign();
export const NO_PROMPT_KEY = noPromptStorageKey({ campaign: campaign.definition.id, game: 'P10000' });

export function setup(responses: Record<string, unknown> = {}, props: Record<string, unknown> = {}) {
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

export const pageCalls = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/lottery/bigEaterAct/indexInfo').length;
export const betCalls = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/lottery/bigEaterAct/bet');

/** useBet on a round state the test sets, to tap a prize and confirm after the round moved on. */
export function BetProbe({ state, page }: { state: RoundState; page: RoundPage }) {
  const bet = useBet({ path: '/lottery/bigEaterAct/bet', actType: 'P10000', currentType: 1, game: 'P10000' }, state, page, () => {});
  return (
    <>
      <button type="button" onClick={() => bet.request(101, 2)}>tap</button>
      <button type="button" onClick={() => bet.confirm(false)}>confirm</button>
      {bet.asking ? <p>asking</p> : null}
    </>
  );
}

/**
 * The page at rest: no read in flight and no effect left to run, so whatever is counted next is all the page asked for
 * (the game's own timers run on the test clock, which only moves when a test advances it).
 */
export async function atRest(services: { queryClient: { isFetching(): number } }): Promise<void> {
  await waitFor(() => expect(services.queryClient.isFetching()).toBe(0));
  await act(async () => {});
  expect(services.queryClient.isFetching()).toBe(0);
}

/** A prize's bet button once the board takes bets (it is closed while a bet is on its way). */
export async function openPrize(prize: string): Promise<HTMLElement> {
  const cell = screen.getByRole('button', { name: `Bet on ${prize}` });
  await waitFor(() => expect(cell).toBeEnabled());
  return cell;
}

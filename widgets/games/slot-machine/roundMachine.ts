/**
 * The round state machine of the live games, pure and clock-driven:
 * betting 20 counts down betLeftSeconds and at zero becomes settling 30;
 * settling 30/35/39 waits for the result; showing result 40 counts down
 * resultViewLeftSeconds, then effect `end` (fetch the next round), again
 * every END_RETRY_MS while the next round has not come (the fetch failed);
 * game over 999 stays. Pushes for the current round change its status; a push for
 * another round gives effect `changePeriod`. Whatever ends a round's betting
 * (the countdown, a push, a fresh main page) gives effect `settle`, once.
 */
import type { BetCount, BuyItem, PreviousResult, RoundPage, RoundResult } from './roundPage';
import type { RoundPush } from './roundPush';

export const ROUND_STATUS = { betting: 20, settling: 30, settling35: 35, settling39: 39, result: 40, gameOver: 999 } as const;

/** How often `end` is given again while a finished result view waits for the next round (ours: the spec has none). */
export const END_RETRY_MS = 5_000;

/** `settle`: the round's betting closed. `refresh`: a result arrived, so wallet and today's income changed on the server. */
export type RoundEffect = 'settle' | 'end' | 'changePeriod' | 'refresh';

export interface RoundState {
  actNo: number;
  status: number;
  /** Engine time (ms) at which betting closes / the result view ends. */
  betEndsAt: number;
  resultEndsAt: number;
  /** When `end` last fired for this result view (undefined before its countdown ended). */
  endedAt?: number;
  bets: Record<number, BetCount>;
  previous: PreviousResult[];
  result?: RoundResult;
  /** The user's balance in the game's currency (the main page's walletDiamond), when known. */
  wallet?: number;
}

export type RoundEvent =
  | { type: 'loaded'; page: RoundPage; now: number }
  | { type: 'tick'; now: number }
  | { type: 'push'; push: RoundPush; now: number; userId?: string }
  /** `wallet`: the balance the bet's answer reports, if it has one. */
  | { type: 'betPlaced'; prizeId: number; item: BuyItem; wallet?: number };

export interface RoundStep {
  state: RoundState;
  effects: RoundEffect[];
}

export const isSettling = (status: number): boolean => status === 30 || status === 35 || status === 39;

export function roundFromPage(page: RoundPage, now: number): RoundState {
  return {
    actNo: page.actNo,
    status: page.status,
    betEndsAt: now + page.betLeftSeconds * 1000,
    resultEndsAt: now + page.resultViewLeftSeconds * 1000,
    bets: page.bets,
    previous: page.previous,
    ...(page.result ? { result: page.result } : {}),
    ...(page.wallet !== undefined ? { wallet: page.wallet } : {}),
  };
}

/**
 * A fresh main page. While the same round shows its result, the result a push
 * or notice brought (winners, top, own winnings) stays: the page has no winners.
 */
function onLoaded(state: RoundState | undefined, page: RoundPage, now: number): RoundState {
  const next = roundFromPage(page, now);
  const keep = state?.result && state.actNo === next.actNo && next.status === ROUND_STATUS.result;
  return keep ? { ...next, result: state.result } : next;
}

function withResult(state: RoundState, push: RoundPush, now: number, userId: string | undefined): RoundState {
  const result: RoundResult | undefined = push.result ? { ...push.result, ownDiamonds: userId ? (push.winnings[userId] ?? 0) : 0 } : state.result;
  const known = state.previous.some((p) => p.actNo === push.actNo);
  const previous = result?.prizeId !== undefined && !known ? [{ actNo: push.actNo, prizeId: result.prizeId, recordType: result.recordType, winnerCount: result.winners.length }, ...state.previous] : state.previous;
  const { endedAt: _ended, ...rest } = state;
  return { ...rest, status: ROUND_STATUS.result, resultEndsAt: now + push.resultViewLeftSeconds * 1000, previous, ...(result ? { result } : {}) };
}

function onPush(state: RoundState, push: RoundPush, now: number, userId: string | undefined): RoundStep {
  if (push.actNo !== state.actNo) return { state, effects: ['changePeriod'] };
  if (push.status === ROUND_STATUS.betting) return { state: { ...state, status: push.status, betEndsAt: now + push.betLeftSeconds * 1000 }, effects: [] };
  if (isSettling(push.status)) return { state: { ...state, status: push.status }, effects: [] };
  if (push.status === ROUND_STATUS.result) return { state: withResult(state, push, now, userId), effects: state.status === ROUND_STATUS.result ? [] : ['refresh'] };
  if (push.status === ROUND_STATUS.gameOver) return { state: { ...state, status: push.status }, effects: [] };
  return { state, effects: [] };
}

function onTick(state: RoundState, now: number): RoundStep {
  if (state.status === ROUND_STATUS.betting && now >= state.betEndsAt) return { state: { ...state, status: ROUND_STATUS.settling }, effects: [] };
  if (state.status === ROUND_STATUS.result && now >= state.resultEndsAt && (state.endedAt === undefined || now - state.endedAt >= END_RETRY_MS)) {
    return { state: { ...state, endedAt: now }, effects: ['end'] };
  }
  return { state, effects: [] };
}

/**
 * After a successful bet, that prize's diamonds and medals rise by the
 * buy item's counts, and the balance is the one the answer reports (or lower
 * by the item's diamonds when it reports none).
 */
function onBet(state: RoundState, prizeId: number, item: BuyItem, wallet: number | undefined): RoundStep {
  const prev = state.bets[prizeId] ?? { diamonds: 0, medals: 0 };
  const balance = wallet ?? (state.wallet === undefined ? undefined : Math.max(0, state.wallet - item.diamondCount));
  return {
    state: { ...state, bets: { ...state.bets, [prizeId]: { diamonds: prev.diamonds + item.diamondCount, medals: prev.medals + item.medalCount } }, ...(balance !== undefined ? { wallet: balance } : {}) },
    effects: [],
  };
}

function step(state: RoundState | undefined, event: RoundEvent): { state: RoundState | undefined; effects: RoundEffect[] } {
  if (event.type === 'loaded') return { state: onLoaded(state, event.page, event.now), effects: [] };
  if (!state) return { state, effects: [] };
  switch (event.type) {
    case 'tick':
      return onTick(state, event.now);
    case 'push':
      return onPush(state, event.push, event.now, event.userId);
    case 'betPlaced':
      return onBet(state, event.prizeId, event.item, event.wallet);
  }
}

/** True when `next` is no longer taking bets for the round `prev` was betting on. */
const bettingEnded = (prev: RoundState | undefined, next: RoundState | undefined): boolean =>
  prev?.status === ROUND_STATUS.betting && (next?.status !== ROUND_STATUS.betting || next.actNo !== prev.actNo);

/** One step of the machine; before the first page is loaded only `loaded` does anything. */
export function roundReducer(state: RoundState | undefined, event: RoundEvent): { state: RoundState | undefined; effects: RoundEffect[] } {
  const next = step(state, event);
  return bettingEnded(state, next.state) ? { ...next, effects: ['settle', ...next.effects] } : next;
}

/** Seconds left in the current countdown (betting or result view), never below zero. */
export function secondsLeft(state: RoundState, now: number): number {
  const until = state.status === ROUND_STATUS.betting ? state.betEndsAt : state.status === ROUND_STATUS.result ? state.resultEndsAt : now;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

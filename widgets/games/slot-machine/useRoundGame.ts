/**
 * Runs one live round game: loads the main page, feeds the round state
 * machine with clock ticks, pushes and notices, and performs its effects
 * (settle: close the bet confirmation; end / change of period: fetch the
 * main page of the next round; refresh: fetch it again for wallet and income).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApiQuery, useEngineServices, type ApiRequest } from '@engine';
import { isSettling, roundReducer, type RoundEffect, type RoundEvent, type RoundState } from './roundMachine';
import { readRoundPage } from './roundPage';
import { readRoundPush, SLOT_STATUS_TYPE } from './roundPush';
import { useRoundPush } from './useRoundPush';
import { isRow } from '@kit/readField';

/** Hidden at least this long, a kept-alive game shown again asks for the current round. */
const SHOWN_AGAIN_MS = 1000;

export interface RoundGameOptions {
  page: ApiRequest;
  /** The draw notice of a round (asked while it settles, in case a push is missed). */
  notice: (actNo: number) => ApiRequest;
  noticeIntervalMs: number;
  /** Seconds the result stays when a notice (not a push) brought it. */
  resultSeconds: number;
  onSettle?: () => void;
}

export function useRoundGame(opts: RoundGameOptions) {
  const services = useEngineServices();
  const query = useApiQuery<unknown>(opts.page);
  const page = useMemo(() => readRoundPage(query.data), [query.data]);
  const [state, setState] = useState<RoundState | undefined>();
  const stateRef = useRef<RoundState | undefined>(undefined);
  const latest = useRef({ opts, refetch: query.refetch, lastFetch: 0 });
  latest.current.opts = opts;
  latest.current.refetch = query.refetch;

  // A resync asks for the main page through the game's own read, at most once a second; a read already on its way
  // (the page shown again with its answer stale, the app's web refresh) is that resync, not asked a second time.
  const resync = useCallback(() => {
    const now = services.clock.now();
    if (now - latest.current.lastFetch < 1000) return;
    latest.current.lastFetch = now;
    void latest.current.refetch({ cancelRefetch: false });
  }, [services]);

  const dispatch = useCallback(
    (event: RoundEvent) => {
      const step = roundReducer(stateRef.current, event);
      stateRef.current = step.state;
      setState(step.state);
      for (const effect of step.effects as RoundEffect[]) {
        if (effect === 'settle') latest.current.opts.onSettle?.();
        else resync();
      }
    },
    [resync],
  );

  // Each answer is applied once, timed from when it came in (not when it is rendered: a page prefetched before
  // hydration, or kept alive and shown again, would count down from too late). A kept-alive page shown again
  // keeps its state (bets, balance) and asks for the current round.
  const applied = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!page || applied.current === query.dataUpdatedAt) return;
    applied.current = query.dataUpdatedAt;
    const age = Math.max(0, Date.now() - query.dataUpdatedAt);
    dispatch({ type: 'loaded', page, now: services.clock.now() - age });
  }, [page, dispatch, services, query.dataUpdatedAt]);
  // A kept-alive page shown again after a while (its effects were taken down while it was hidden) asks for the
  // current round; effects taken down and set up again at once (React may do so while a page hydrates) do not.
  const hiddenAt = useRef<number | undefined>(undefined);
  const resyncRef = useRef(resync);
  resyncRef.current = resync;
  useEffect(() => {
    if (hiddenAt.current !== undefined && Date.now() - hiddenAt.current >= SHOWN_AGAIN_MS) resyncRef.current();
    hiddenAt.current = undefined;
    return () => {
      hiddenAt.current = Date.now();
    };
  }, []);

  useEffect(() => services.clock.subscribe((now) => dispatch({ type: 'tick', now })), [services, dispatch]);

  const userId = services.env.user?.id;
  useRoundPush(page?.channelId, (push) => dispatch({ type: 'push', push, now: services.clock.now(), ...(userId ? { userId } : {}) }), resync);

  const settlingAct = state && isSettling(state.status) ? state.actNo : undefined;
  useEffect(() => {
    if (settlingAct === undefined) return;
    const ask = async () => {
      try {
        const res = await services.http.request<unknown>({ ...latest.current.opts.notice(settlingAct), silent: true });
        if (!isRow(res) || !isRow(res.extInfo)) return;
        const push = readRoundPush({ resultViewLeftSeconds: latest.current.opts.resultSeconds, ...res, type: SLOT_STATUS_TYPE, actNo: settlingAct, status: 40 });
        if (push) dispatch({ type: 'push', push, now: services.clock.now(), ...(userId ? { userId } : {}) });
      } catch {
        /* the next notice or push brings the result */
      }
    };
    const timer = setInterval(() => void ask(), opts.noticeIntervalMs);
    return () => clearInterval(timer);
  }, [settlingAct, opts.noticeIntervalMs, services, dispatch, userId]);

  return { query, page, state, dispatch, resync };
}

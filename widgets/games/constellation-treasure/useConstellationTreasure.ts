/**
 * Runs the constellation treasure: reads the index, feeds the machine, sends each draw and each claim once even
 * on a double tap (money single-flight). Short of diamonds for the stars a batch can light, the page's recharge
 * action runs instead (from the user's tap); with every constellation complete, a draw says to claim first.
 * Nothing from the URL reaches a request: the paths come from the campaign, the constellation ids from the server.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { apiErrorText, useAction, useApiMutation, useApiQuery, usePrefersReducedMotion, useSingleFlight, useToast } from '@engine';
import { isRow } from '@kit/readField';
import { checkClaim, checkDraw, readClaimed, readConstellations, readIndex, readStars, skyReducer, skyStart } from './constellationTreasureMachine';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import type { ConstellationTreasureProps } from './schema';

const STRINGS = 'common:widgets.constellation-treasure';

const skyOf = (answer: unknown) => readConstellations(isRow(answer) ? answer.constellations : undefined);

export function useConstellationTreasure(props: ConstellationTreasureProps) {
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(skyReducer, skyStart);
  const reduced = usePrefersReducedMotion();
  const toast = useToast();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const latest = useRef({ state, index, reduced });
  latest.current = { state, index, reduced };

  useEffect(() => dispatch({ type: 'indexLoaded' }), [query.dataUpdatedAt]);

  const sky = state.sky ?? index?.constellations ?? [];
  const after = () => {
    if (props.onDrawn) void run(props.onDrawn);
  };

  const flight = useSingleFlight(async (kind: 'draw' | 'claim', count: number, constellation?: string) => {
    const { state: st, index: idx } = latest.current;
    if (!idx) return;
    const current = st.sky ?? idx.constellations;
    if (kind === 'draw') {
      const check = checkDraw(idx, current, st, count);
      if (!check.ok) {
        if (check.reason === 'claimFirst') toast(`${STRINGS}.claimFirst`);
        if (check.reason === 'noDiamonds') {
          toast(`${STRINGS}.short`);
          if (props.rechargeAction) void run(props.rechargeAction);
        }
        return;
      }
      preloadDrawResult();
      dispatch({ type: 'drawStart' });
      try {
        const answer = await mutate({ path: props.drawPath, method: 'POST', body: { count } });
        dispatch({ type: 'drawn', stars: readStars(answer), sky: skyOf(answer), reducedMotion: latest.current.reduced });
        after();
      } catch (err) {
        dispatch({ type: 'failed' });
        toast(apiErrorText(err));
      }
    } else {
      const k = current.find((c) => c.id === constellation);
      if (!k) return;
      const check = checkClaim(k, st);
      if (!check.ok) {
        if (check.reason === 'incomplete') toast(`${STRINGS}.incomplete`);
        return;
      }
      preloadDrawResult();
      dispatch({ type: 'claimStart', constellation: k.id });
      try {
        const answer = await mutate({ path: props.claimPath, method: 'POST', body: { constellation: k.id } });
        dispatch({ type: 'claimed', reward: readClaimed(answer) ?? k.reward, sky: skyOf(answer) });
        after();
      } catch (err) {
        dispatch({ type: 'failed' });
        toast(apiErrorText(err));
      }
    }
    // The balance and the sky are read again either way.
    void query.refetch();
  });

  return {
    query,
    index,
    state,
    sky,
    busy: flight.pending || state.phase === 'drawing' || state.phase === 'claiming',
    draw: (count: number) => void flight.run('draw', count),
    claim: (id: string) => void flight.run('claim', 1, id),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
  };
}

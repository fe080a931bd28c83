/**
 * Runs the treasure hunt: reads the index, feeds the machine, sends each hunt and each purchase once even on
 * a double tap (money single-flight). Without tools of the kind, a tap offers to buy them (asked first);
 * short of diamonds for that, the page's recharge action runs. Nothing from the URL reaches a request.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { apiErrorText, useAction, useApiMutation, useApiQuery, usePrefersReducedMotion, useSingleFlight, useToast } from '@engine';
import { useConfirmedItem } from '@kit/ConfirmItem';
import { checkHunt, huntReducer, huntStart, readIndex, readResults, readTools, type HuntTool, type ToolKind } from './treasureHunterMachine';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import type { TreasureHunterProps } from './schema';

const STRINGS = 'common:widgets.treasure-hunter';

export function useTreasureHunter(props: TreasureHunterProps) {
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(huntReducer, huntStart);
  const reduced = usePrefersReducedMotion();
  const toast = useToast();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const latest = useRef({ state, index, reduced });
  latest.current = { state, index, reduced };

  useEffect(() => dispatch({ type: 'indexLoaded' }), [query.dataUpdatedAt]);

  const tools: HuntTool[] = state.tools ?? index?.tools ?? [];

  const buy = useConfirmedItem<HuntTool>(async (tool) => {
    const diamond = latest.current.index?.diamond ?? 0;
    if (diamond < tool.price * props.buyCount) {
      toast(`${STRINGS}.short`);
      if (props.rechargeAction) void run(props.rechargeAction);
      return;
    }
    try {
      await mutate({ path: props.buyPath, method: 'POST', body: { tool: tool.tool, count: props.buyCount } });
      toast(`${STRINGS}.bought`);
    } catch (err) {
      toast(apiErrorText(err));
    }
    await query.refetch();
  });

  const flight = useSingleFlight(async (kind: ToolKind, count: number) => {
    const { state: st, index: idx } = latest.current;
    const tool = (st.tools ?? idx?.tools ?? []).find((t) => t.tool === kind);
    if (!tool) return;
    const check = checkHunt(tool, st, count);
    if (!check.ok) {
      if (check.reason === 'noTools') {
        toast(`${STRINGS}.noTools.${kind}`);
        buy.ask(tool);
      }
      return;
    }
    preloadDrawResult();
    dispatch({ type: 'start' });
    try {
      const answer = await mutate({ path: props.huntPath, method: 'POST', body: { tool: kind, count } });
      const results = readResults(answer);
      dispatch({ type: 'answered', prizes: results, tools: readTools(answer && typeof answer === 'object' ? (answer as Record<string, unknown>).tools : undefined), reducedMotion: latest.current.reduced });
      if (results.some((r) => r.substitute)) toast(`${STRINGS}.substituted`, { values: { count: idx?.premiumSubstitute ?? 1000 }, durationMs: 4000 });
    } catch (err) {
      dispatch({ type: 'failed' });
      toast(apiErrorText(err));
    }
    void query.refetch();
  });

  return {
    query,
    index,
    state,
    tools,
    buy,
    hunting: flight.pending || state.phase === 'hunting',
    hunt: (kind: ToolKind, count: number) => void flight.run(kind, count),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
  };
}

/**
 * The treasure hunt's rules on the draw kit: the index feeds the machine, each hunt and each purchase goes
 * through the kit's flow (once even on a double tap). Without tools of the kind, a tap offers to buy them
 * (asked first); short of diamonds for that, the page's recharge action runs. Nothing from the URL reaches a
 * request.
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useApiQuery } from '@engine';
import { useConfirmedItem } from '@kit/ConfirmItem';
import { useDrawSpend, type DrawSpend } from '@kit/draw/DrawConfirm';
import { preloadDrawResult } from '@kit/draw/LazyDrawResult';
import { SPEND_FAILURES, useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { checkHunt, huntReducer, huntStart, readIndex, readResults, readTools, type HuntTool, type ToolKind } from './treasureHunterMachine';
import type { TreasureHunterProps } from './schema';

const STRINGS = 'common:widgets.treasure-hunter';

export function useTreasureHunter(props: TreasureHunterProps) {
  const query = useApiQuery<unknown>({ path: props.indexPath });
  const index = useMemo(() => readIndex(query.data), [query.data]);
  const [state, dispatch] = useReducer(huntReducer, huntStart);
  const wt = useWidgetT('treasure-hunter');
  const flow = useDrawFlow({ strings: STRINGS, refetch: query.refetch, rechargeAction: props.rechargeAction });
  const latest = useRef({ state, index });
  latest.current = { state, index };

  useEffect(() => dispatch({ type: 'indexLoaded' }), [query.dataUpdatedAt]);

  const tools: HuntTool[] = state.tools ?? index?.tools ?? [];
  const toolOf = (kind: ToolKind) => (latest.current.state.tools ?? latest.current.index?.tools ?? []).find((t) => t.tool === kind);

  const buy = useConfirmedItem<HuntTool>(async (tool) => {
    if (!flow.allowed((latest.current.index?.diamond ?? 0) < tool.price * props.buyCount ? { ok: false, reason: 'short' } : { ok: true })) return;
    await flow.send({ path: props.buyPath, body: { tool: tool.tool, count: props.buyCount }, answered: () => flow.toast(`${STRINGS}.bought`), failureKeys: SPEND_FAILURES });
  });

  /** The rules for a hunt: without enough tools of the kind, buying them is offered. */
  const allowed = (kind: ToolKind, count: number) => {
    const tool = toolOf(kind);
    if (!tool) return false;
    const check = checkHunt(tool, latest.current.state, count);
    if (!check.ok && check.reason === 'noTools') {
      flow.toast(`${STRINGS}.noTools.${kind}`);
      buy.ask(tool);
      return false;
    }
    return flow.allowed(check);
  };

  const flight = useDrawTap(async (kind: ToolKind, count: number) => {
    if (!allowed(kind, count)) return;
    preloadDrawResult();
    await flow.send({
      path: props.huntPath,
      body: { tool: kind, count },
      start: () => dispatch({ type: 'start' }),
      answered: (answer) => {
        const results = readResults(answer);
        dispatch({ type: 'answered', prizes: results, tools: readTools(answer && typeof answer === 'object' ? (answer as Record<string, unknown>).tools : undefined), reducedMotion: flow.reduced() });
        if (results.some((r) => r.substitute)) flow.toast(`${STRINGS}.substituted`, { values: { count: latest.current.index?.premiumSubstitute ?? 1000 }, durationMs: 4000 });
      },
      failed: () => dispatch({ type: 'failed' }),
    });
  });
  // A hunt with more than one tool is asked first, naming the tools it uses.
  const spend = useDrawSpend(
    (item: DrawSpend & { kind: ToolKind }) => flight.run(item.kind, item.count),
    (item) => allowed(item.kind, item.count),
  );

  return {
    query,
    index,
    state,
    tools,
    buy,
    spend: spend.asked,
    hunting: flight.pending || state.phase === 'drawing',
    hunt: (kind: ToolKind, count: number) => spend.tap({ kind, count, cost: wt(`uses.${kind}`, { count }) }),
    revealed: () => dispatch({ type: 'revealed' }),
    close: () => dispatch({ type: 'close' }),
  };
}

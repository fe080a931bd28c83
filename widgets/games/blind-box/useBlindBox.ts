/**
 * The blind box challenge's rules on the draw kit: the board comes from the page's data source, each action is
 * checked on the page first (saying why it cannot run), sent once even on a double tap through the kit's flow,
 * and the board is read again after it — which also brings the next board once the last box was opened.
 * Opening the rest for more than one key, the refresh and the exchange are asked first. Paths come from the
 * config, never the URL.
 */
import { useMemo, useReducer, useRef } from 'react';
import { useData } from '@engine';
import { useConfirmedItem } from '@kit/ConfirmItem';
import { useDrawSpend } from '@kit/draw/DrawConfirm';
import { useDrawFlow, useDrawTap } from '@kit/draw/useDrawFlow';
import { useWidgetT } from '@kit/useWidgetT';
import { boxReducer, checkExchange, checkOpen, checkOpenAll, checkRefresh, initialBoxState, readBoard, readOpenResult } from './blindBoxMachine';
import type { BlindBoxProps } from './schema';

const STRINGS = 'common:widgets.blind-box';
/** An opened box says nothing (it shows its gift); other refusals say why. */
const refusalKey = (reason: string) => (reason === 'opened' ? undefined : `refused.${reason}`);

export function useBlindBox(props: BlindBoxProps) {
  const data = useData<unknown>(props.source);
  const board = useMemo(() => readBoard(data.data), [data.data]);
  const [state, dispatch] = useReducer(boxReducer, initialBoxState);
  const wt = useWidgetT('blind-box');
  const flow = useDrawFlow({ strings: STRINGS, refetch: data.refetch, onDrawn: props.onChanged, refusalKey, refusalMs: 3000 });
  const latest = useRef({ board, state });
  latest.current = { board, state };

  /** Sends one action; an opening's answer shows its gifts. */
  const send = (path: string, body: Record<string, unknown>, opening: boolean, success?: string) =>
    flow.send({
      path,
      body,
      start: () => dispatch({ type: 'start' }),
      answered: (answer) => {
        dispatch(opening ? { type: 'opened', result: readOpenResult(answer) } : { type: 'done' });
        if (success) flow.toast(success);
      },
      failed: () => dispatch({ type: 'failed' }),
    });

  const busy = () => latest.current.state.phase === 'busy';
  const openAllAllowed = () => !!latest.current.board && flow.allowed(checkOpenAll(latest.current.board, busy()));

  const flight = useDrawTap(async (action: { kind: 'open'; index: number } | { kind: 'openAll' }) => {
    const b = latest.current.board;
    if (!b) return;
    if (action.kind === 'open') {
      if (flow.allowed(checkOpen(b, action.index, busy()))) await send(props.openPath, { boxIndex: action.index }, true);
    } else if (openAllAllowed()) await send(props.openAllPath, {}, true);
  });
  // Opening the rest for more than one key is asked first, naming the keys.
  const openAll = useDrawSpend(() => flight.run({ kind: 'openAll' }), openAllAllowed);

  // The refresh and the exchange are asked first (ConfirmItem): Confirm sends once however often it is tapped.
  const refresh = useConfirmedItem<true>(() => send(props.refreshPath, {}, false, `${STRINGS}.refreshed`).then(() => undefined));
  const exchange = useConfirmedItem<{ count: number; gems: number }>((x) => send(props.exchangePath, { count: x.count }, false, `${STRINGS}.exchanged`).then(() => undefined));

  return {
    data,
    board,
    state,
    busy: flight.pending || state.phase === 'busy' || refresh.busy || exchange.busy,
    open: (index: number) => void flight.run({ kind: 'open', index }),
    openAll: () => board && openAll.tap({ count: board.bulkCost, cost: wt('keysN', { count: board.bulkCost }) }),
    spend: openAll.asked,
    askRefresh: () => {
      const b = latest.current.board;
      if (!b) return;
      const check = checkRefresh(b, busy());
      if (check.ok) refresh.ask(true);
      else flow.allowed(check);
    },
    askExchange: (entered: string) => {
      const b = latest.current.board;
      if (!b) return;
      const check = checkExchange(b, entered, busy());
      if (check.ok) exchange.ask({ count: check.count, gems: check.gems });
      else flow.allowed(check);
    },
    refresh,
    exchange,
    close: () => dispatch({ type: 'close' }),
  };
}

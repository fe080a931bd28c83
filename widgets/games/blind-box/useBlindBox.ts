/**
 * Runs the blind box challenge: reads the board from the page's data source,
 * checks each action on the page first (saying why it cannot run), sends it
 * once even on a double tap, and reads the board again after it — which also
 * brings the next board once the last box was opened. Paths come from the
 * config, never the URL.
 */
import { useMemo, useReducer, useRef } from 'react';
import { apiErrorText, useAction, useApiMutation, useData, useSingleFlight, useToast } from '@engine';
import { useConfirmedItem } from '@kit/ConfirmItem';
import { boxReducer, checkExchange, checkOpen, checkOpenAll, checkRefresh, initialBoxState, readBoard, readOpenResult, type Check } from './blindBoxMachine';
import type { BlindBoxProps } from './schema';

const STRINGS = 'common:widgets.blind-box';

export function useBlindBox(props: BlindBoxProps) {
  const data = useData<unknown>(props.source);
  const board = useMemo(() => readBoard(data.data), [data.data]);
  const [state, dispatch] = useReducer(boxReducer, initialBoxState);
  const toast = useToast();
  const { run } = useAction();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const latest = useRef({ board, state });
  latest.current = { board, state };

  const refused = (check: Check) => {
    if (check.ok || check.reason === 'busy' || check.reason === 'opened') return;
    toast(`${STRINGS}.refused.${check.reason}`, { values: { count: check.count ?? 0 }, durationMs: 3000 });
  };

  const after = () => {
    data.refetch();
    if (props.onChanged) void run(props.onChanged);
  };

  /** Sends one action; an opening's answer shows its gifts. */
  const send = async (path: string, body: Record<string, unknown>, opening: boolean, success?: string) => {
    dispatch({ type: 'start' });
    try {
      const answer = await mutate({ path, method: 'POST', body });
      if (opening) dispatch({ type: 'opened', result: readOpenResult(answer) });
      else dispatch({ type: 'done' });
      if (success) toast(success);
    } catch (err) {
      dispatch({ type: 'failed' });
      toast(apiErrorText(err));
    }
    after();
  };

  const busy = () => latest.current.state.phase === 'busy';

  const flight = useSingleFlight(async (action: { kind: 'open'; index: number } | { kind: 'openAll' }) => {
    const b = latest.current.board;
    if (!b) return;
    const check = action.kind === 'open' ? checkOpen(b, action.index, busy()) : checkOpenAll(b, busy());
    if (!check.ok) return refused(check);
    await (action.kind === 'open' ? send(props.openPath, { boxIndex: action.index }, true) : send(props.openAllPath, {}, true));
  });

  // The refresh and the exchange are asked first (ConfirmItem): Confirm sends once however often it is tapped.
  const refresh = useConfirmedItem<true>(() => send(props.refreshPath, {}, false, `${STRINGS}.refreshed`));
  const exchange = useConfirmedItem<{ count: number; gems: number }>((x) => send(props.exchangePath, { count: x.count }, false, `${STRINGS}.exchanged`));

  return {
    data,
    board,
    state,
    busy: flight.pending || state.phase === 'busy' || refresh.busy || exchange.busy,
    open: (index: number) => void flight.run({ kind: 'open', index }),
    openAll: () => void flight.run({ kind: 'openAll' }),
    askRefresh: () => {
      const b = latest.current.board;
      if (!b) return;
      const check = checkRefresh(b, busy());
      if (check.ok) refresh.ask(true);
      else refused(check);
    },
    askExchange: (entered: string) => {
      const b = latest.current.board;
      if (!b) return;
      const check = checkExchange(b, entered, busy());
      if (check.ok) exchange.ask({ count: check.count, gems: check.gems });
      else refused(check);
    },
    refresh,
    exchange,
    close: () => dispatch({ type: 'close' }),
  };
}

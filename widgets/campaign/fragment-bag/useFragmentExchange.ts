/**
 * Exchanging fragments: the user chooses fragments piece by piece; exactly `gunSize` of one gift exchange for a
 * bubble gun and `puzzleSize` of one gift complete its puzzle. A choice that breaks the rule is refused here with
 * the reason (the server refuses it too); a good one is confirmed first (it cannot be undone) and sent once however
 * often Confirm is tapped. The choice starts over once the fragments the exchange used are gone from the answer.
 */
import { useEffect, useRef, useState } from 'react';
import { useConfirmedItem } from '@kit/ConfirmItem';
import { useItemAction } from '@kit/useItemAction';
import type { WidgetT } from '@kit/useWidgetT';
import { checkChoice, clampChoice, piecesOf, type Choice, type ChoiceProblem, type Fragment, type Mode } from './fragments';
import type { FragmentBagProps } from './schema';

export interface Exchange {
  mode: Mode;
  fragment: Fragment;
  count: number;
}

export function useFragmentExchange(props: FragmentBagProps, fragments: Fragment[] | undefined, wt: WidgetT) {
  const [rawChoice, setChoice] = useState<Choice>({});
  const choice = fragments ? clampChoice(rawChoice, fragments) : rawChoice;
  const [problem, setProblem] = useState<ChoiceProblem>();
  const compose = useItemAction(props.stateKey);
  const sent = useRef<{ giftId: number; owned: number }>(undefined);
  const exchange = useConfirmedItem<Exchange>(async (ex) => {
    sent.current = { giftId: ex.fragment.giftId, owned: ex.fragment.owned };
    await compose.run(props.composeAction, { mode: ex.mode, fragments: piecesOf({ [ex.fragment.giftId]: ex.count }), giftId: ex.fragment.giftId, count: ex.count });
  });
  // The exchange went through once the fragments it used are gone from the answer: the choice starts over.
  useEffect(() => {
    const s = sent.current;
    const now = fragments?.find((f) => f.giftId === s?.giftId);
    if (s && now && now.owned < s.owned) {
      sent.current = undefined;
      setChoice({});
    }
  }, [fragments]);

  const change = (f: Fragment, by: number) => {
    setProblem(undefined);
    setChoice((c) => {
      const n = Math.max(0, Math.min(f.owned, (c[f.giftId] ?? 0) + by));
      const next = { ...c, [f.giftId]: n };
      if (n === 0) delete next[f.giftId];
      return next;
    });
  };
  const ask = (mode: Mode) => {
    const size = mode === 'gun' ? props.gunSize : props.puzzleSize;
    const why = checkChoice(choice, mode, size);
    setProblem(why);
    const giftId = Number(Object.keys(choice)[0]);
    const fragment = fragments?.find((f) => f.giftId === giftId);
    if (!why && fragment) exchange.ask({ mode, fragment, count: size });
  };
  const problemText =
    problem === 'choose' ? wt('error.choose') : problem === 'gun' ? wt('error.gun', { count: props.gunSize }) : problem === 'puzzle' ? wt('error.puzzle', { count: props.puzzleSize }) : '';
  const clear = () => {
    setChoice({});
    setProblem(undefined);
  };

  return { choice, change, ask, clear, problemText, exchange, closed: compose.isClosed(props.composeAction) };
}

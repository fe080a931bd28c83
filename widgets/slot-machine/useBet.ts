/**
 * Placing a bet (P§5): checked against the round (betting, valid prize and
 * buy item), confirmed unless the game's no-prompt flag is set, sent once
 * even on a double tap (money single-flight), then counted locally.
 */
import { useState } from 'react';
import { isApiError, isNetworkError, useApiMutation, useSingleFlight, useToast } from '@engine';
import { checkBet, type RoundEvent, type RoundState } from './roundMachine';
import type { BuyItem, RoundPage } from './roundPage';
import { readNoPrompt, writeNoPrompt } from './noPrompt';

export interface BetRequestInput {
  path: string;
  actType: string;
  currentType: number;
  /** Key of the no-prompt flag (one per game). */
  game: string;
}

export interface PendingBet {
  prizeId: number;
  item: BuyItem;
}

export function useBet(input: BetRequestInput, state: RoundState | undefined, page: RoundPage | undefined, dispatch: (e: RoundEvent) => void) {
  const toast = useToast();
  const { mutate } = useApiMutation<unknown>({ money: true });
  const [asking, setAsking] = useState<PendingBet | null>(null);

  const place = useSingleFlight(async (bet: PendingBet, actNo: number) => {
    try {
      await mutate({ path: input.path, method: 'POST', body: { actType: input.actType, actNo, currentType: input.currentType, medalConfigId: bet.item.id, prizeConfigId: bet.prizeId } });
      dispatch({ type: 'betPlaced', prizeId: bet.prizeId, item: bet.item });
      toast('common:widgets.slot-machine.betDone');
    } catch (err) {
      if (isNetworkError(err)) toast('common:errors.network');
      else toast(isApiError(err) && err.message ? err.message : 'common:errors.generic');
    }
  });

  /** A tap on a prize: bet now (no-prompt) or ask first. */
  const request = (prizeId: number, itemId: number | undefined) => {
    const check = checkBet(state, page, prizeId, itemId);
    if (!check.ok) {
      toast(`common:widgets.slot-machine.betInvalid.${check.reason}`);
      return;
    }
    const bet = { prizeId, item: check.item };
    if (readNoPrompt(input.game)) void place.run(bet, state!.actNo);
    else setAsking(bet);
  };

  const confirm = (dontAskAgain: boolean) => {
    if (!asking || !state) return;
    if (dontAskAgain) writeNoPrompt(input.game, true);
    const bet = asking;
    setAsking(null);
    void place.run(bet, state.actNo);
  };

  return { request, confirm, asking, cancel: () => setAsking(null), pending: place.pending };
}

/**
 * Placing a bet: checked against the round (betting, valid prize and
 * buy item) on the tap and again on the confirmation, confirmed unless the
 * game's no-prompt flag is set, sent once even on a double tap (money
 * single-flight while one is under way, and a tap within DOUBLE_TAP_MS of a
 * bet sent without asking is the same tap), then counted locally with the
 * balance the answer reports.
 */
import { useRef, useState } from 'react';
import { apiErrorText, useApiMutation, useCampaign, useSingleFlight, useToast } from '@engine';
import { isRow, readNumber } from '@kit/readField';
import { checkBet } from './betCheck';
import type { RoundEvent, RoundState } from './roundMachine';
import type { BuyItem, RoundPage } from './roundPage';
import { readNoPrompt, writeNoPrompt } from '@kit/noPrompt';

/** Taps closer than this to a bet sent without asking are one tap (the platform's throttle default, 300 ms). */
export const DOUBLE_TAP_MS = 300;

export interface BetRequestInput {
  path: string;
  actType: string;
  currentType: number;
  /** Key of the no-prompt flag (one per game of the campaign). */
  game: string;
  /** The known balance is below the bet: nothing is sent; the page offers a top-up instead. */
  onShort?: (bet: PendingBet) => void;
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
      const answer = await mutate({ path: input.path, method: 'POST', body: { actType: input.actType, actNo, currentType: input.currentType, medalConfigId: bet.item.id, prizeConfigId: bet.prizeId } });
      const wallet = isRow(answer) ? readNumber(answer, 'walletDiamond') : undefined;
      dispatch({ type: 'betPlaced', prizeId: bet.prizeId, item: bet.item, ...(wallet !== undefined ? { wallet } : {}) });
      toast('common:widgets.slot-machine.betDone');
    } catch (err) {
      toast(apiErrorText(err));
    }
  });

  /**
   * The bet on a prize if the round still takes it and the known balance covers it; otherwise the user is told
   * why (or offered a top-up) and undefined.
   */
  const checked = (prizeId: number, itemId: number | undefined): PendingBet | undefined => {
    const check = checkBet(state, page, prizeId, itemId);
    if (!check.ok) {
      toast(`common:widgets.slot-machine.betInvalid.${check.reason}`);
      return undefined;
    }
    const bet = { prizeId, item: check.item };
    if (state?.wallet !== undefined && state.wallet < check.item.diamondCount && input.onShort) {
      input.onShort(bet);
      return undefined;
    }
    return bet;
  };

  // The flag is this campaign's for this game: another campaign naming the same game does not share it.
  const scope = { campaign: useCampaign()?.definition.id, game: input.game };
  const lastSent = useRef(Number.NEGATIVE_INFINITY);
  /** A tap on a prize: bet now (no-prompt) or ask first. */
  const request = (prizeId: number, itemId: number | undefined) => {
    const noPrompt = readNoPrompt(scope);
    if (noPrompt && Date.now() - lastSent.current < DOUBLE_TAP_MS) return;
    const bet = checked(prizeId, itemId);
    if (!bet || !state) return;
    if (!noPrompt) {
      setAsking(bet);
      return;
    }
    lastSent.current = Date.now();
    void place.run(bet, state.actNo);
  };

  /** The confirmation: the round may have moved on while it was open, so the bet is checked again. */
  const confirm = (dontAskAgain: boolean) => {
    if (!asking) return;
    setAsking(null);
    if (dontAskAgain) writeNoPrompt(scope, true);
    const bet = checked(asking.prizeId, asking.item.id);
    if (!bet || !state) return;
    void place.run(bet, state.actNo);
  };

  return { request, confirm, asking, cancel: () => setAsking(null), pending: place.pending };
}

import { useState } from 'react';
import { formatCompactNumber, useAction, useT, type WidgetComponentProps } from '@engine';
import { Dialog } from '@kit/Dialog';
import { StateMessage } from '@kit/StateMessage';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
import { BetConfirm } from './BetConfirm';
import { BuyItemPicker, PrizeBoard } from './PrizeBoard';
import { PreviousResults } from './PreviousResults';
import { prizeLabel } from './prizeLabel';
import { ROUND_STATUS } from './roundMachine';
import type { Prize } from './roundPage';
import { RoundHeader } from './RoundHeader';
import { RoundResultView } from './RoundResultView';
import { SlotMachineSkeleton } from './SlotMachineSkeleton';
import type { SlotMachineProps } from './schema';
import { currencyOf, roundPageRequest } from './requests';
import { useBet } from './useBet';
import { useRoundGame } from './useRoundGame';
import '@kit/blocks.css';
import './slot-machine.css';

/** The app's top-up for each currency type: normal 1 (diamonds), game ticket 2, golden bean 3. */
const TOP_UP_ACTION: Record<number, string> = { 1: 'rechargeDiamond', 2: 'gameTicketBuy', 3: 'rechargeBean' };

export default function SlotMachine({ props }: WidgetComponentProps<SlotMachineProps>) {
  const t = useT();
  const wt = useWidgetT('slot-machine');
  const cockT: typeof wt = (key, values) => wt(`cockfight.${key}`, values);
  const bt = useWidgetT('blocks');
  const currentType = currencyOf(props.currentType);
  const [itemId, setItemId] = useState<number | undefined>();
  const [dismissed, setDismissed] = useState<number | undefined>();
  const game = useRoundGame({
    page: roundPageRequest(props),
    notice: (actNo) => ({ path: props.noticePath, params: { actType: props.actType, actNo } }),
    noticeIntervalMs: props.noticeIntervalMs,
    resultSeconds: props.resultSeconds,
    onSettle: () => bet.cancel(),
  });
  const { state, page, query } = game;
  const { run } = useAction();
  // Not enough to bet: the app's own top-up for the game's currency, if the user wants it.
  const offerTopUp = () =>
    void run([{ type: 'confirm', text: 'common:widgets.slot-machine.notEnough', values: { currency: wt(`currency.${currentType}`) }, onConfirm: [{ type: 'bridge', action: TOP_UP_ACTION[currentType] ?? 'rechargeDiamond' }] }]);
  const bet = useBet({ path: props.betPath, actType: props.actType, currentType, game: props.game ?? props.actType, onShort: offerTopUp }, state, page, game.dispatch);
  const label = (p: Prize | undefined) => prizeLabel(p, props.variant, cockT);

  if (!state || !page) {
    if (query.isError) return <StateMessage kind="error" error={query.error} onRetry={() => void query.refetch()} />;
    // An answer without a usable round is empty; a usable one is still loading until the round state is set from it.
    if (query.isSuccess && !page) return <StateMessage kind="empty" />;
    return <SlotMachineSkeleton variant={props.variant} label={bt('loading')} />;
  }

  const selected = itemId ?? page.buyItems[0]?.id;
  const result = state.status === ROUND_STATUS.result ? state.result : undefined;
  const resultPrize = page.prizes.find((p) => p.id === result?.prizeId);
  const asking = bet.asking ? page.prizes.find((p) => p.id === bet.asking?.prizeId) : undefined;
  const resultView = result ? <RoundResultView result={result} prizeName={label(resultPrize)} currency={currentType} wt={wt} /> : null;

  return (
    <section className={`sm sm--${props.variant}`} data-status={state.status} data-act-no={state.actNo}>
      {props.title ? <h3 className="sm__title">{t(props.title)}</h3> : null}
      <RoundHeader state={state} wt={wt} />
      {state.status === ROUND_STATUS.gameOver ? <p className="sm__over">{wt('gameOverText')}</p> : null}
      {/* Rapid King shows the round's result over the board, so the page below never moves when a round ends. */}
      <div className="sm-stage">
        {page.prizes.length === 0 ? (
          <StateMessage kind="empty" />
        ) : (
          <PrizeBoard prizes={page.prizes} bets={state.bets} label={label} open={state.status === ROUND_STATUS.betting && !bet.pending} winnerId={result?.prizeId} onPick={(id) => bet.request(id, selected)} wt={wt} />
        )}
        {props.variant === 'rapid-king' && resultView ? <div className="sm-stage__result">{resultView}</div> : null}
      </div>
      <BuyItemPicker items={page.buyItems} selected={selected} onSelect={setItemId} wt={wt} />
      {props.variant === 'cockfight' && result ? (
        <Dialog open={dismissed !== state.actNo} title={cockT('resultTitle')} onClose={() => setDismissed(state.actNo)}>
          {resultView}
        </Dialog>
      ) : null}
      <PreviousResults previous={state.previous} prizes={page.prizes} label={label} wt={wt} />
      <dl className="sm-summary">
        <div className="sm-summary__cell">
          <dt>{wt('todayIncome')}</dt>
          <dd data-testid="slot-income">{formatCompactNumber(page.todayIncome ?? 0)}</dd>
        </div>
        {state.wallet !== undefined ? (
          <div className="sm-summary__cell">
            <dt>{wt(`wallet.${currentType}`)}</dt>
            <dd data-testid="slot-wallet">{formatCompactNumber(state.wallet)}</dd>
          </div>
        ) : null}
        <div className="sm-summary__cell sm-summary__cell--mvp">
          <dt>{wt('mvp')}</dt>
          <dd>{page.mvp ? <UserLabel name={page.mvp.name} avatar={page.mvp.icon} size={28} /> : wt('noMvp')}</dd>
        </div>
      </dl>
      <BetConfirm key={bet.asking ? `${bet.asking.prizeId}-${bet.asking.item.id}` : 'none'} prizeName={asking ? label(asking) : undefined} amount={bet.asking?.item.diamondCount} currency={currentType} onConfirm={bet.confirm} onCancel={bet.cancel} wt={wt} />
    </section>
  );
}

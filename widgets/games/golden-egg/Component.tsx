import { formatCompactNumber, formatMoney, STORE_CURRENCY, type WidgetComponentProps } from '@engine';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { useWidgetT } from '@kit/useWidgetT';
import { eggBoardRows } from './board';
import { EggResult } from './EggResult';
import { GiftChoice } from './GiftChoice';
import { choiceStatus, currentCounts, guarantee } from './goldenEggMachine';
import type { GoldenEggProps } from './schema';
import { useGoldenEgg } from './useGoldenEgg';
import '@kit/blocks.css';
import '../../campaign/progress-bar/progress-bar.css';
import './golden-egg.css';

export default function GoldenEgg({ props }: WidgetComponentProps<GoldenEggProps>) {
  const wt = useWidgetT('golden-egg');
  const egg = useGoldenEgg(props);
  const { index, state, data } = egg;

  // While the board loads, its placeholder takes the loaded board's height (with or without the offer).
  if (!index) {
    const rows = eggBoardRows(props.superBuy);
    return <section className="egg"><GameLoading read={data} rows={rows.count} height={rows.height} /></section>;
  }

  const counts = currentCounts(index, state);
  const pity = guarantee(index, state);
  const choice = choiceStatus(index);
  const chosen = index.choosable.find((g) => g.id === index.chosenGiftId);
  const price = index.superBuy ? formatMoney(index.superBuy.priceUsd, STORE_CURRENCY) : undefined;

  return (
    <section className="egg" aria-busy={egg.smashing}>
      <GameTitle title={props.title} className="egg__title" />
      <div className="egg-stats">
        <span data-testid="egg-points">{wt('points', { count: formatCompactNumber(index.points) })}</span>
        <span data-testid="egg-chances">{wt('chances', { count: counts.chances })}</span>
        <span className="egg-stats__rate">{wt('perSmash', { count: index.pointsPerSmash, points: index.pointsPerSmash })}</span>
      </div>
      {index.freeSmash ? (
        <p className="egg-free" data-testid="egg-free">
          {wt('freeSmash')}
        </p>
      ) : null}
      <button type="button" className="egg-stage" data-testid="egg-smash" disabled={egg.smashing} aria-label={wt('smash')} onClick={egg.smash}>
        <span className={`egg-stage__egg${egg.smashing ? ' egg-stage__egg--smashing' : ''}`} aria-hidden="true" />
        <span className="cw-btn cw-btn--primary egg-stage__label">{egg.smashing ? wt('smashing') : wt('smash')}</span>
      </button>
      {index.allGiftsOut ? (
        <p className="egg-out" role="status" data-testid="egg-all-out">
          {wt('allGiftsOut')}
        </p>
      ) : null}
      {pity ? (
        <div className="cw-progress egg-pity" data-testid="egg-guarantee" data-count={pity.count}>
          <div className="cw-progress__label">{wt('guarantee', { left: pity.left, gift: pity.gift?.name ?? '', count: pity.left, done: pity.count, within: pity.within })}</div>
          <div className="cw-progress__track" role="progressbar" aria-label={wt('guaranteeTitle')} aria-valuemin={0} aria-valuemax={pity.within} aria-valuenow={pity.count}>
            <div className="cw-progress__fill" style={{ width: `${(pity.count / pity.within) * 100}%` }} />
          </div>
        </div>
      ) : null}
      <div className="egg-choice-bar">
        {chosen ? <span data-testid="egg-chosen">{wt('chosenGift', { gift: chosen.name })}</span> : null}
        {choice === 'open' ? (
          <button type="button" className="cw-btn cw-btn--ghost" data-testid="egg-choose" disabled={egg.smashing} onClick={egg.openChoice}>
            {chosen ? wt('changeGift') : wt('chooseGift')}
          </button>
        ) : null}
        {choice === 'locked' ? <span className="egg-choice-bar__locked">{wt('choiceLocked')}</span> : null}
      </div>
      {index.superBuy && props.superBuy && price ? (
        <div className="egg-offer" data-testid="egg-offer">
          <div>
            <strong>{wt('superBuyTitle')}</strong>
            <p className="egg-offer__gifts">{wt('superBuyText', { gifts: index.superBuy.gifts.map((g) => g.name).join(', ') })}</p>
          </div>
          <button type="button" className="cw-btn cw-btn--primary" disabled={egg.paying} aria-busy={egg.paying} onClick={egg.buyAll}>
            {wt('superBuyButton', { price })}
          </button>
        </div>
      ) : null}
      <EggResult phase={state.phase} result={state.result} onRevealed={egg.revealed} onSkip={egg.skip} onClose={egg.close} wt={wt} />
      {state.phase === 'choosing' ? (
        <GiftChoice open gifts={index.choosable} current={index.chosenWon ? undefined : index.chosenGiftId} within={index.guaranteeWithin} busy={egg.choosing} onChoose={egg.choose} onCancel={egg.cancelChoice} wt={wt} />
      ) : null}
    </section>
  );
}

/**
 * Choosing a wish: a gift, then the boxes (or, with the direct-open switch, a batch of wishes), each at the wish
 * price in coins; the buttons are off while an opening is on its way and outside the event's time.
 */
import { useId } from 'react';
import { formatCompactNumber, useAssetUrl } from '@engine';
import { StateMessage } from '@kit/StateMessage';
import type { WidgetT } from '@kit/useWidgetT';
import type { WishGame } from './useWishBox';
import type { WishIndex, WishPrize } from './wishBoxAnswers';
import { DIRECT_COUNTS } from './wishBoxMachine';

function GiftChoice({ gift, chosen, disabled, onPick }: { gift: WishPrize; chosen: boolean; disabled: boolean; onPick: () => void }) {
  const src = useAssetUrl(gift.icon);
  return (
    <button type="button" role="radio" aria-checked={chosen} className={`wish-gift${chosen ? ' wish-gift--chosen' : ''}`} disabled={disabled} onClick={onPick}>
      {src ? <img src={src} alt="" width={44} height={44} /> : <span className="wish-gift__img" aria-hidden="true" />}
      <span className="wish-gift__name cw-truncate">{gift.name}</span>
      {gift.value !== undefined ? <small className="wish-gift__value">{formatCompactNumber(gift.value)}</small> : null}
    </button>
  );
}

export function Choosing({ game, index, wt }: { game: WishGame; index: WishIndex; wt: WidgetT }) {
  const { state } = game;
  const ids = useId();
  const switchId = `${ids}-direct`;
  const outside = (index.actStart !== undefined && game.now < index.actStart) || (index.actEnd !== undefined && game.now >= index.actEnd);
  const busy = game.opening;
  return (
    <>
      <section aria-labelledby={`${ids}-gifts`}>
        <h4 id={`${ids}-gifts`} className="wish-step">
          {wt('chooseGift')}
        </h4>
        {index.gifts.length === 0 ? (
          <StateMessage kind="empty" />
        ) : (
          <div role="radiogroup" aria-labelledby={`${ids}-gifts`} className="wish-gifts">
            {index.gifts.map((g) => (
              <GiftChoice key={g.key} gift={g} chosen={g.giftId === state.giftId} disabled={busy} onPick={() => g.giftId !== undefined && game.pickGift(g.giftId)} />
            ))}
          </div>
        )}
        {index.secretGift ? <p className="wish-note">{wt('secretGift', { name: index.secretGift.name, count: index.secretWithin, within: index.secretWithin })}</p> : null}
      </section>
      <label className="wish-switch" htmlFor={switchId}>
        <input id={switchId} type="checkbox" role="switch" checked={state.direct} disabled={busy} onChange={(e) => game.setDirect(e.target.checked)} />
        <span>{wt('direct')}</span>
      </label>
      {state.direct ? (
        <div className="spark-draws" aria-busy={busy}>
          {DIRECT_COUNTS.map((n) => (
            <button key={n} type="button" className="cw-btn cw-btn--primary spark-draws__btn" data-testid={`wish-direct-${n}`} disabled={busy || outside} onClick={() => game.open(n)}>
              <span>{wt('wishN', { count: n })}</span>
              <span className="cw-visually-hidden">, </span>
              <span className="spark-draws__cost">{wt('cost', { count: n * index.wishCost })}</span>
            </button>
          ))}
        </div>
      ) : (
        <section aria-labelledby={`${ids}-boxes`}>
          <h4 id={`${ids}-boxes`} className="wish-step">
            {wt('chooseBoxes')}
          </h4>
          <div className="wish-boxes" role="group" aria-labelledby={`${ids}-boxes`}>
            {Array.from({ length: index.boxCount }, (_, i) => i + 1).map((box) => (
              <button key={box} type="button" className={`wish-box${state.boxes.includes(box) ? ' wish-box--chosen' : ''}`} aria-pressed={state.boxes.includes(box)} data-testid={`wish-box-${box}`} disabled={busy} onClick={() => game.toggleBox(box)}>
                {wt('box', { n: box })}
              </button>
            ))}
          </div>
          <button type="button" className="cw-btn cw-btn--primary wish-open" data-testid="wish-open" aria-busy={busy} disabled={busy || outside} onClick={() => game.open()}>
            <span>{wt('openBoxes', { count: state.boxes.length })}</span>
            <span className="cw-visually-hidden">, </span>
            <span className="spark-draws__cost">{wt('cost', { count: state.boxes.length * index.wishCost })}</span>
          </button>
        </section>
      )}
      {outside ? (
        <p className="spark-window spark-window--closed" role="status">
          {wt(index.actStart !== undefined && game.now < index.actStart ? 'errors.notStarted' : 'errors.ended')}
        </p>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useId } from 'react';
import { formatCompactNumber, useAssetUrl, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT, type WidgetT } from '@kit/useWidgetT';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { ProgressLine } from '../spark-draw/PityProgress';
import type { WishBoxProps } from './schema';
import { useWishBox } from './useWishBox';
import { progressOf, type WishIndex, type WishPrize } from './wishBoxAnswers';
import { DIRECT_COUNTS, secondsLeft } from './wishBoxMachine';
import '@kit/blocks.css';
import '../spark-draw/spark-draw.css';
import './wish-box.css';

const KEYS = 'common:widgets.wish-box';
/** The custom gift's picture is cropped to this square before it is uploaded (px of the uploaded png). */
const CUSTOM_PICTURE = { width: 300, height: 300 };
/** The custom gift's form, loaded when the custom view is first shown: the box's first screen does not carry it. */
const TextPictureForm = lazy(() => import('../../campaign/text-picture-input/TextPictureForm').then((m) => ({ default: m.TextPictureForm })));
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type Game = ReturnType<typeof useWishBox>;

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

function Balances({ game, index, wt }: { game: Game; index: WishIndex; wt: WidgetT }) {
  const progress = progressOf(index);
  return (
    <>
      <div className="spark-bar wish-bar">
        <span className="spark-bar__count" data-testid="wish-coins">
          {wt('coins', { count: formatCompactNumber(index.coins) })}
        </span>
        <span className="wish-bar__sparks">{wt('sparks', { count: formatCompactNumber(index.sparkCount) })}</span>
        <button type="button" className="cw-btn cw-btn--primary" data-testid="wish-buy-coins" disabled={game.buyingCoins} onClick={game.buyCoins}>
          {wt('buyCoins', { coins: index.coinBatch, sparks: index.sparksPerBatch })}
        </button>
      </div>
      <section className="spark-pity" aria-label={wt('progressTitle')}>
        <ProgressLine line={progress.secret} testId="wish-secret-progress" label={wt('secretProgress', { left: progress.secret.left, count: progress.secret.count, within: progress.secret.within })} />
        <ProgressLine line={progress.card} testId="wish-card-progress" label={wt('cardProgress', { left: progress.card.left, count: progress.card.count, within: progress.card.within })} />
        <p className="wish-cards" data-testid="wish-cards">
          {wt('cards', { count: formatCompactNumber(index.cards) })}
        </p>
      </section>
    </>
  );
}

/** The chosen boxes of a round, to click within the 5-minute window (its time left shown). */
function Clicking({ game, wt }: { game: Game; wt: WidgetT }) {
  const ids = useId();
  const round = game.state.round;
  if (!round) return null;
  const left = secondsLeft(round, game.now);
  return (
    <section className="wish-round" aria-labelledby={`${ids}-round`}>
      <h4 id={`${ids}-round`} className="wish-round__title">
        {wt('clickTitle')}
      </h4>
      <p className="wish-round__time" role="timer" aria-live="off" data-testid="wish-time-left" data-seconds={left}>
        {wt('timeLeft', { time: clockText(left) })}
      </p>
      <p className="wish-note">{wt('autoNote')}</p>
      <div className="wish-boxes">
        {round.boxes.map((b) => (
          <button
            key={b.box}
            type="button"
            className={`wish-box${b.opened ? ' wish-box--opened' : ' wish-box--chosen'}`}
            data-testid={`wish-round-box-${b.box}`}
            disabled={b.opened || game.state.clicking.includes(b.box)}
            onClick={() => game.click(b.box)}
          >
            {b.opened && b.prize ? wt('boxOpened', { n: b.box, prize: b.prize.name }) : wt('box', { n: b.box })}
          </button>
        ))}
      </div>
    </section>
  );
}

function Choosing({ game, index, wt }: { game: Game; index: WishIndex; wt: WidgetT }) {
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
        {index.secretGift ? <p className="wish-note">{wt('secretGift', { name: index.secretGift.name, within: index.secretWithin })}</p> : null}
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

function CustomGift({ game, index, wt }: { game: Game; index: WishIndex; wt: WidgetT }) {
  const can = index.customRights > 0;
  return (
    <section className="wish-custom">
      <p className="wish-note">{wt('customIntro')}</p>
      <p className="wish-custom__rights" data-testid="wish-custom-rights" role="status">
        {can ? wt('customRights', { count: index.customRights }) : wt('customNone', { within: index.secretWithin })}
      </p>
      <Suspense fallback={<SkeletonRows count={2} />}>
        <TextPictureForm
          picture
          maxLength={30}
          title={`${KEYS}.customTitle`}
          textLabel={`${KEYS}.customText`}
          pictureLabel={`${KEYS}.customPicture`}
          submitText={`${KEYS}.customSubmit`}
          disabled={!can}
          crop={CUSTOM_PICTURE}
          onSubmit={game.sendCustom}
        />
      </Suspense>
    </section>
  );
}

export default function WishBox({ props }: WidgetComponentProps<WishBoxProps>) {
  const wt = useWidgetT('wish-box');
  const game = useWishBox(props);
  const { index, query, state } = game;

  let body;
  if (!index) body = <GameLoading read={query} rows={4} height={96} />;
  else if (props.view === 'custom') {
    body = <CustomGift game={game} index={index} wt={wt} />;
  } else {
    body = (
      <>
        <Balances game={game} index={index} wt={wt} />
        {state.phase === 'clicking' ? <Clicking game={game} wt={wt} /> : <Choosing game={game} index={index} wt={wt} />}
        <DrawConfirm item={game.direct} />
        <DrawConfirm item={game.buy} />
        <LazyDrawResult phase={state.phase === 'result' ? 'shown' : 'idle'} prizes={state.result} onRevealed={() => undefined} onSkip={() => undefined} onClose={game.closeResult} wt={wt} />
      </>
    );
  }
  return (
    <section className="spark wish" data-view={props.view} data-phase={state.phase}>
      <GameTitle title={props.title} className="spark__title" />
      {body}
    </section>
  );
}

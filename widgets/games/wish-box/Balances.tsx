/** The wishing coins and sparks with the coin buy, and the progress toward the secret gift and the next card. */
import { formatCompactNumber } from '@engine';
import type { WidgetT } from '@kit/useWidgetT';
import { ProgressLine } from '../spark-draw/PityProgress';
import type { WishGame } from './useWishBox';
import { progressOf, type WishIndex } from './wishBoxAnswers';

export function Balances({ game, index, wt }: { game: WishGame; index: WishIndex; wt: WidgetT }) {
  const progress = progressOf(index);
  return (
    <>
      <div className="spark-bar wish-bar">
        <span className="spark-bar__count" data-testid="wish-coins">
          {wt('coins', { count: formatCompactNumber(index.coins) })}
        </span>
        <span className="wish-bar__sparks">{wt('sparks', { count: formatCompactNumber(index.sparkCount) })}</span>
        <button type="button" className="cw-btn cw-btn--primary" data-testid="wish-buy-coins" disabled={game.buyingCoins} onClick={game.buyCoins}>
          {wt('buyCoins', { count: index.coinBatch, coins: index.coinBatch, sparks: index.sparksPerBatch })}
        </button>
      </div>
      <section className="spark-pity" aria-label={wt('progressTitle')}>
        <ProgressLine line={progress.secret} testId="wish-secret-progress" label={wt('secretProgress', { left: progress.secret.left, count: progress.secret.left, done: progress.secret.count, within: progress.secret.within })} />
        <ProgressLine line={progress.card} testId="wish-card-progress" label={wt('cardProgress', { left: progress.card.left, count: progress.card.left, done: progress.card.count, within: progress.card.within })} />
        <p className="wish-cards" data-testid="wish-cards">
          {wt('cards', { count: formatCompactNumber(index.cards) })}
        </p>
      </section>
    </>
  );
}

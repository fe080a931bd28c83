import { useId } from 'react';
import type { WidgetT } from '@kit/useWidgetT';
import type { WishGame } from './useWishBox';
import { secondsLeft } from './wishBoxMachine';

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The chosen boxes of a round, to click within the 5-minute window (its time left shown). */
export function RoundClicking({ game, wt }: { game: WishGame; wt: WidgetT }) {
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

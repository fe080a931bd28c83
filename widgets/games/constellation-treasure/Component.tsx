import { formatThousands, type WidgetComponentProps } from '@engine';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import type { DrawPrize } from '@kit/draw/DrawResult';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { useWidgetT, type WidgetT } from '@kit/useWidgetT';
import { darkStars, drawCost, isSign, type Constellation } from './constellationTreasureMachine';
import type { ConstellationTreasureProps } from './schema';
import { useConstellationTreasure } from './useConstellationTreasure';
import '@kit/blocks.css';
import './constellation-treasure.css';

/** A constellation's name in the page's language (the twelve signs), else the server's. */
const signName = (wt: WidgetT, id: string, name: string) => (isSign(id) ? wt(`sign.${id}`) : name);

function ConstellationCard({ k, busy, claiming, onClaim, wt }: { k: Constellation; busy: boolean; claiming: boolean; onClaim: () => void; wt: WidgetT }) {
  const name = signName(wt, k.id, k.name);
  const progress = wt('progress', { lit: k.lit.length, count: k.stars, stars: k.stars });
  return (
    <li className={`sky__card${k.complete ? ' sky__card--complete' : ''}`} data-testid={`sky-${k.id}`} data-lit={k.lit.length}>
      <h4 className="sky__name">{name}</h4>
      {/* One picture of the stars, named by its progress: its stars are drawing, not list items. */}
      <div className="sky__stars" role="img" aria-label={progress}>
        {Array.from({ length: k.stars }, (_, i) => (
          <span key={i} className={`sky__star${k.lit.includes(i + 1) ? ' sky__star--lit' : ''}`} />
        ))}
      </div>
      <p className="sky__progress" data-testid={`sky-${k.id}-progress`}>{progress}</p>
      {k.reward ? <p className="sky__reward">{k.reward.days ? wt('rewardDays', { name: k.reward.name, count: k.reward.days, days: k.reward.days }) : wt('reward', { name: k.reward.name })}</p> : null}
      {k.claimedTimes > 0 ? <p className="sky__claimed">{wt('claimedTimes', { count: k.claimedTimes })}</p> : null}
      {k.complete ? (
        <button type="button" className="cw-btn cw-btn--primary sky__claim" data-testid={`sky-claim-${k.id}`} disabled={busy} aria-busy={claiming} onClick={onClaim}>
          {wt('claim')}
        </button>
      ) : null}
    </li>
  );
}

export default function ConstellationTreasure({ props }: WidgetComponentProps<ConstellationTreasureProps>) {
  const wt = useWidgetT('constellation-treasure');
  const game = useConstellationTreasure(props);
  const { index, query, state, sky } = game;

  if (!index) return <section className="sky"><GameLoading read={query} rows={3} height={110} /></section>;

  const dark = darkStars(sky);
  const names = new Map(sky.map((k) => [k.id, k]));
  const prizes: DrawPrize[] = state.reward
    ? [{ key: 'reward', name: state.reward.name, ...(state.reward.icon ? { icon: state.reward.icon } : {}), type: 2, special: false }]
    : state.stars.map((s) => {
        const k = names.get(s.constellation);
        const label = wt(s.completed ? 'starCompleted' : 'starLit', { name: signName(wt, s.constellation, s.name), star: s.star });
        return { key: s.key, name: label, ...(s.completed && k?.reward?.icon ? { icon: k.reward.icon } : {}), type: s.completed ? 2 : 1, special: false };
      });
  const completed = state.stars.some((s) => s.completed);
  const resultT: WidgetT = (key, values) => (key === 'resultTitle' ? wt(state.reward ? 'rewardTitle' : completed ? 'completedTitle' : 'resultTitle') : wt(key, values));
  const resultPhase = state.phase === 'revealing' || state.phase === 'shown' ? state.phase : 'idle';

  return (
    <section className="sky" aria-busy={game.busy}>
      <GameTitle title={props.title} className="sky__title" />
      <p className="sky__balance" data-testid="sky-diamonds">{wt('diamonds', { count: formatThousands(index.diamond) })}</p>
      <p className="sky__note">{wt('howTo', { count: index.price, price: formatThousands(index.price) })}</p>
      <ul className="sky__grid">
        {sky.map((k) => (
          <ConstellationCard key={k.id} k={k} busy={game.busy} claiming={state.claiming === k.id} onClaim={() => game.claim(k.id)} wt={wt} />
        ))}
      </ul>
      {dark === 0 ? (
        <p className="sky__note sky__note--alert" data-testid="sky-claim-first" role="status">{wt('claimFirst')}</p>
      ) : dark < Math.max(...index.batches) ? (
        <p className="sky__note" data-testid="sky-few-dark">{wt('fewDark', { count: dark })}</p>
      ) : null}
      <div className="sky__draws">
        {index.batches.map((n) => (
          <button key={n} type="button" className="cw-btn cw-btn--primary sky__draw" data-testid={`sky-draw-${n}`} disabled={game.busy} onClick={() => game.draw(n)}>
            <span>{wt('drawN', { count: n })}</span>
            <span className="cw-visually-hidden">, </span>
            <span className="sky__cost">{wt('cost', { count: drawCost(index, sky, n) || index.price * n })}</span>
          </button>
        ))}
      </div>
      <DrawConfirm item={game.spend} />
      <LazyDrawResult phase={resultPhase} prizes={prizes} onRevealed={game.revealed} onSkip={game.revealed} onClose={game.close} wt={resultT} />
    </section>
  );
}

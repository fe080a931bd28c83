import { useId, useState } from 'react';
import { formatCompactNumber, formatDateTimeZone, useT, type WidgetComponentProps } from '@engine';
import { StateMessage } from '@kit/StateMessage';
import { useWidgetT, type WidgetT } from '@kit/useWidgetT';
import { PrizeGrid } from '../../campaign/prize-pool/PrizeGrid';
import { DRAW_BATCHES, pityProgress, type SparkPrize } from './drawMachine';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { PityProgress } from './PityProgress';
import type { SparkDrawProps, SparkPoolProps } from './schema';
import { useSparkDraw } from './useSparkDraw';
import '@kit/blocks.css';
import './spark-draw.css';


/**
 * The loaded pool's height, taken by its placeholder while it loads: the controls (buy bar, pity, draw window,
 * draws: 314 px) and the folded prize list (its title and fold button, 78 px, and rows of four prizes, 117 px each
 * and 8 px apart).
 */
const loadingHeight = (folded: number) => 314 + 78 + Math.ceil(folded / 4) * 125 - 8;

/** The prize list, folded to its first prizes until the user unfolds it. */
function PrizeList({ prizes, folded, wt }: { prizes: SparkPrize[]; folded: number; wt: WidgetT }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rows = prizes.map((p) => ({ name: p.name, icon: p.icon, prizeType: p.type, special: p.special, value: p.value }));
  const foldable = rows.length > folded;
  return (
    <section className="spark-prizes">
      <h4 className="spark-prizes__title">{wt('prizeList')}</h4>
      {rows.length === 0 ? <StateMessage kind="empty" /> : <PrizeGrid id={id} prizes={open || !foldable ? rows : rows.slice(0, folded)} columns={4} />}
      {foldable ? (
        <button type="button" className="cw-btn cw-btn--ghost spark-prizes__fold" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? wt('fold') : wt('unfold', { count: rows.length })}
        </button>
      ) : null}
    </section>
  );
}

function Pool({ props, pool, pools, onPool, wt }: { props: SparkDrawProps; pool: SparkPoolProps; pools: SparkPoolProps[]; onPool: (i: number) => void; wt: WidgetT }) {
  const t = useT();
  const game = useSparkDraw(props, pool.category);
  const { config, counts, query } = game;

  const switcher =
    pools.length > 1 ? (
      <div className="spark-pools" role="group" aria-label={wt('pools')}>
        {pools.map((p, i) => (
          <button key={p.category} type="button" className={`cw-btn spark-pools__btn${p === pool ? ' cw-btn--primary' : ' cw-btn--ghost'}`} aria-pressed={p === pool} disabled={game.drawing} onClick={() => onPool(i)}>
            {t(p.label)}
          </button>
        ))}
      </div>
    ) : null;

  if (!config || !counts) {
    return (
      <>
        {switcher}
        <GameLoading read={query} rows={1} height={loadingHeight(props.foldedCount)} />
      </>
    );
  }

  const pity = pityProgress(counts);
  const open = game.open === 'open';
  return (
    <>
      {switcher}
      <div className="spark-bar">
        <span className="spark-bar__count" data-testid="spark-count">
          {wt('sparks', { count: formatCompactNumber(counts.sparkCount) })}
        </span>
        <button type="button" className="cw-btn cw-btn--primary spark-bar__buy" onClick={game.buy}>
          {wt('buy')}
        </button>
        <button type="button" className="cw-btn cw-btn--ghost spark-bar__tip" onClick={game.tip}>
          {wt('tip')}
        </button>
      </div>
      <PityProgress rare={pity.rare} limited={pity.limited} wt={wt} />
      {open ? (
        config.drawEnd !== undefined ? <p className="spark-window">{wt('drawUntil', { time: formatDateTimeZone(config.drawEnd) })}</p> : null
      ) : (
        <p className="spark-window spark-window--closed" role="status" data-testid="spark-unavailable">
          {game.open === 'notStarted' && config.drawStart !== undefined ? wt('startsAt', { time: formatDateTimeZone(config.drawStart) }) : wt(`unavailable.${game.open ?? 'closed'}`)}
        </p>
      )}
      <div className="spark-draws" aria-busy={game.drawing}>
        {DRAW_BATCHES.map((n) => (
          <button key={n} type="button" className="cw-btn cw-btn--primary spark-draws__btn" data-testid={`spark-draw-${n}`} disabled={!open || game.drawing} onClick={() => game.draw(n)}>
            <span>{wt('drawN', { count: n })}</span>
            <span className="cw-visually-hidden">, </span>
            <span className="spark-draws__cost">{wt('cost', { count: n })}</span>
          </button>
        ))}
      </div>
      <PrizeList prizes={config.prizes} folded={props.foldedCount} wt={wt} />
      <DrawConfirm item={game.spend} />
      <LazyDrawResult phase={game.state.phase} prizes={game.state.result} onRevealed={game.revealed} onSkip={game.skip} onClose={game.close} wt={wt} />
    </>
  );
}

export default function SparkDraw({ props }: WidgetComponentProps<SparkDrawProps>) {
  const wt = useWidgetT('spark-draw');
  const [index, setIndex] = useState(0);
  const pool = props.pools[index] ?? props.pools[0];
  if (!pool) return <StateMessage kind="empty" />;
  return (
    <section className="spark" data-category={pool.category}>
      <GameTitle title={props.title} className="spark__title" />
      <Pool key={pool.category} props={props} pool={pool} pools={props.pools} onPool={setIndex} wt={wt} />
    </section>
  );
}

import { formatThousands, type WidgetComponentProps } from '@engine';
import { ConfirmItemDialog } from '@kit/ConfirmItem';
import { GameLoading, GameTitle } from '@kit/draw/GameFrame';
import { DrawConfirm } from '@kit/draw/DrawConfirm';
import { LazyDrawResult } from '@kit/draw/LazyDrawResult';
import { useWidgetT } from '@kit/useWidgetT';
import { HUNT_BATCHES, usesLeft, type HuntTool } from './treasureHunterMachine';
import type { TreasureHunterProps } from './schema';
import { useTreasureHunter } from './useTreasureHunter';
import '@kit/blocks.css';
import '../../campaign/progress-bar/progress-bar.css';
import './treasure-hunter.css';

function ToolPanel({ tool, busy, onHunt, wt }: { tool: HuntTool; busy: boolean; onHunt: (n: number) => void; wt: ReturnType<typeof useWidgetT> }) {
  const label = wt(`guarantee.${tool.tool}`, { left: usesLeft(tool), min: formatThousands(tool.min), max: formatThousands(tool.max) });
  return (
    <section className="hunter__tool" data-testid={`hunter-${tool.tool}`} data-used={tool.used}>
      <h4 className="hunter__tool-title">{wt(`tool.${tool.tool}`)}</h4>
      <p className="hunter__owned" data-testid={`hunter-${tool.tool}-count`}>{wt(`owned.${tool.tool}`, { count: formatThousands(tool.count) })}</p>
      <div className="cw-progress">
        <div className="cw-progress__label">{label}</div>
        <div className="cw-progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={tool.every} aria-valuenow={tool.used} aria-valuetext={`${tool.used} / ${tool.every}`}>
          <div className="cw-progress__fill" style={{ width: `${(tool.used / tool.every) * 100}%` }} />
        </div>
      </div>
      <div className="hunter__hunts">
        {HUNT_BATCHES.map((n) => (
          <button key={n} type="button" className="cw-btn cw-btn--primary" data-testid={`hunt-${tool.tool}-${n}`} disabled={busy} onClick={() => onHunt(n)}>
            <span>{wt('huntN', { count: n })}</span>
            <span className="cw-visually-hidden">, </span>
            <span className="hunter__cost">{wt(`uses.${tool.tool}`, { count: n })}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

export default function TreasureHunter({ props }: WidgetComponentProps<TreasureHunterProps>) {
  const wt = useWidgetT('treasure-hunter');
  const game = useTreasureHunter(props);
  const { index, query } = game;
  if (!index) return <section className="hunter"><GameLoading read={query} rows={3} height={110} /></section>;
  const asking = game.buy.asking;
  return (
    <section className="hunter">
      <GameTitle title={props.title} className="hunter__title" />
      <p className="hunter__balance">{wt('diamonds', { count: formatThousands(index.diamond) })}</p>
      {game.tools.map((tool) => (
        <ToolPanel key={tool.tool} tool={tool} busy={game.hunting} onHunt={(n) => game.hunt(tool.tool, n)} wt={wt} />
      ))}
      {index.premiumName ? (
        <p className="hunter__premium" data-testid="hunter-premium">
          {index.ownsPremium ? wt('premiumOwned', { name: index.premiumName, count: index.premiumSubstitute }) : wt('premium', { name: index.premiumName, count: index.premiumSubstitute })}
        </p>
      ) : null}
      <ConfirmItemDialog item={game.buy} title={wt('buyTitle')}>
        <p>{asking ? wt(`buyText.${asking.tool}`, { count: props.buyCount, price: formatThousands(asking.price * props.buyCount) }) : null}</p>
      </ConfirmItemDialog>
      <DrawConfirm item={game.spend} />
      <LazyDrawResult phase={game.state.phase} prizes={game.state.result} onRevealed={game.revealed} onSkip={game.revealed} onClose={game.close} wt={wt} />
    </section>
  );
}

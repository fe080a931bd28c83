import { formatThousands, useNow, useT, type WidgetComponentProps } from '@engine';
import { readNumber } from '@kit/readField';
import { useWidgetT } from '@kit/useWidgetT';
import type { StardustProps } from './schema';
import { formatInZone, stardustPhase, zoneLabel } from './stardustCycle';
import './stardust.css';

export default function Stardust({ props }: WidgetComponentProps<StardustProps>) {
  const t = useT();
  const wt = useWidgetT('stardust');
  const now = useNow();
  const amount = readNumber({ amount: props.amount }, 'amount');
  const state = stardustPhase(now);
  const at = (ms: number) => ({ time: formatInZone(ms), zone: zoneLabel(ms) });
  return (
    <section className="cw-stardust" data-phase={state.phase}>
      {props.title ? <h3 className="cw-stardust__title">{t(props.title)}</h3> : null}
      {props.amount !== undefined ? (
        <p className="cw-stardust__amount" data-testid="stardust-amount" data-amount={amount}>
          {wt('amount', { amount: amount !== undefined ? formatThousands(amount) : wt('unknown') })}
        </p>
      ) : null}
      <p className="cw-stardust__line">{wt('perSpark', { count: props.perSpark })}</p>
      {state.phase === 'gathering' ? (
        <p className="cw-stardust__line cw-stardust__expiry" data-testid="stardust-expiry" data-expires={state.cycle.end}>
          {wt('expires', at(state.cycle.end))}
        </p>
      ) : (
        <p className="cw-stardust__line cw-stardust__expiry" role="status" data-testid="stardust-expiry" data-expires={state.cycle.end}>
          {wt('cleared', { ...at(state.cycle.end), restart: formatInZone(state.restart) })}
        </p>
      )}
    </section>
  );
}

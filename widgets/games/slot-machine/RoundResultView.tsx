/** This round's result: the winning prize, my winnings and the top winners (hostile names stay text). */
import { formatCompactNumber } from '@engine';
import { UserLabel } from '@kit/UserLabel';
import type { WidgetT } from '@kit/useWidgetT';
import { recordBadge } from './prizeLabel';
import type { RoundResult } from './roundPage';

export interface RoundResultViewProps {
  result: RoundResult;
  prizeName: string;
  /** The game's currency type (normal 1, game ticket 2, golden bean 3): winnings are paid in it. */
  currency: number;
  wt: WidgetT;
}

export function RoundResultView({ result, prizeName, currency, wt }: RoundResultViewProps) {
  const badge = recordBadge(result.recordType, wt);
  return (
    <div className="sm-result" data-testid="slot-result">
      <p className="sm-result__prize">
        {wt('resultPrize', { prize: prizeName })}
        {badge ? <span className="sm-badge">{badge}</span> : null}
      </p>
      <p className={`sm-result__mine${result.ownDiamonds > 0 ? ' sm-result__mine--won' : ''}`}>
        {result.ownDiamonds > 0 ? wt('resultWon', { amount: formatCompactNumber(result.ownDiamonds), currency: wt(`currency.${currency}`) }) : wt('resultNone')}
      </p>
      {result.top.length > 0 ? (
        <>
          <h4 className="sm-result__title">{wt('topWinners')}</h4>
          <ol className="sm-result__top">
            {result.top.slice(0, 3).map((p) => (
              <li key={p.userId} className="sm-result__row">
                <UserLabel name={p.name} avatar={p.icon} size={28} />
                <span className="sm-result__diamonds">{formatCompactNumber(p.diamonds)}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

/** One reward of a track: picture, name, amount, and a receive button or its state. */
import { formatCompactNumber } from '@engine';
import type { PassReward } from './passProgress';

export interface RewardCellProps {
  reward?: PassReward;
  busy: boolean;
  wt: (key: string, values?: Record<string, unknown>) => string;
  onClaim: (r: PassReward) => void;
}

export function RewardCell({ reward, busy, wt, onClaim }: RewardCellProps) {
  if (!reward) return <div className="dp-cell dp-cell--none" />;
  const amount = reward.diamonds !== undefined ? wt('diamonds', { count: reward.diamonds, amount: formatCompactNumber(reward.diamonds) }) : reward.days !== undefined ? wt('days', { count: reward.days, days: reward.days }) : undefined;
  return (
    <div className={`dp-cell dp-cell--${reward.track} dp-cell--${reward.state}`} data-track={reward.track} data-level={reward.level} data-state={reward.state}>
      {reward.icon ? <img className="dp-cell__icon" src={reward.icon} alt="" width={40} height={40} loading="lazy" /> : <span className="dp-cell__icon dp-cell__icon--none" aria-hidden="true" />}
      <span className="dp-cell__name">{reward.name}</span>
      {amount ? <span className="dp-cell__amount">{amount}</span> : null}
      {reward.state === 'redeemable' ? (
        <button type="button" className="cw-btn cw-btn--primary dp-cell__btn" disabled={busy} aria-label={wt('claimNamed', { name: reward.name, level: reward.level })} onClick={() => onClaim(reward)}>
          {wt('claim')}
        </button>
      ) : (
        <span className={`dp-cell__state dp-cell__state--${reward.state}`}>{wt(reward.state)}</span>
      )}
    </div>
  );
}

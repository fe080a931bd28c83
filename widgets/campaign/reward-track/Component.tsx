import { formatCompactNumber, useAction, useT, type WidgetComponentProps } from '@engine';
import { isRow } from '@kit/readField';
import { ListSection, ListView } from '@kit/list/ListView';
import { UserLabel } from '@kit/UserLabel';
import { useOneItemAction } from '@kit/list/useOneItemAction';
import { useWidgetT, type WidgetT } from '@kit/useWidgetT';
import { toLevels, type TrackReward } from './trackLevels';
import type { RewardTrackProps } from './schema';
import '@kit/blocks.css';
import './reward-track.css';

function Cell({ reward, wt, busy, onClaim }: { reward?: TrackReward; wt: WidgetT; busy: boolean; onClaim: (r: TrackReward) => void }) {
  if (!reward) return <div className="cw-track__cell cw-track__cell--none" />;
  return (
    <div className={`cw-track__cell cw-track__cell--${reward.state}`} data-state={reward.state}>
      <UserLabel name={reward.name} avatar={reward.icon} size={36} />
      {reward.state === 'redeemable' ? (
        <button type="button" className="cw-btn cw-btn--primary cw-track__btn" disabled={busy} onClick={() => onClaim(reward)}>
          {wt('claim')}
        </button>
      ) : (
        <span className={`cw-track__status cw-track__status--${reward.state}`}>{wt(reward.state)}</span>
      )}
    </div>
  );
}

export default function RewardTrack({ props }: WidgetComponentProps<RewardTrackProps>) {
  const t = useT();
  const wt = useWidgetT('reward-track');
  const claim = useOneItemAction(props.stateKey);
  const upgrade = useAction();
  const exp = typeof props.exp === 'number' ? props.exp : 0;
  const premiumOwned = props.premiumOwned === true;
  const levels = Array.isArray(props.levels) ? toLevels(props.levels.filter(isRow), exp, premiumOwned) : undefined;

  const busy = claim.busy !== null;
  const onClaim = (reward: TrackReward) => claim.run(reward.name, props.claimAction, reward.row);
  const upgradeAction = props.upgradeAction;

  return (
    <ListSection className="cw-track" title={props.title ? t(props.title) : undefined}>
      <p className="cw-list__lead cw-track__exp">{wt('myExp', { exp: formatCompactNumber(exp) })}</p>
      <div className="cw-track__head">
        <span>{wt('level')}</span>
        <span>{wt('free')}</span>
        <span className="cw-track__premium-head">
          {wt('premium')}
          {!premiumOwned && upgradeAction ? (
            <button type="button" className="cw-btn cw-btn--ghost cw-track__upgrade" disabled={upgrade.pending} onClick={() => void upgrade.run(upgradeAction)}>
              {wt('upgrade')}
            </button>
          ) : null}
        </span>
      </div>
      <ListView rows={levels} skeleton={{ count: 4, height: 64 }} as="ol" className="cw-track__rows" rowKey={(lv) => lv.level}>
        {(lv) => (
          <li className={`cw-track__row${exp >= lv.exp ? ' cw-track__row--reached' : ''}`}>
            <span className="cw-track__level">
              <strong>{wt('levelN', { level: lv.level })}</strong>
              <small>{wt('needExp', { exp: formatCompactNumber(lv.exp) })}</small>
            </span>
            <Cell reward={lv.free} wt={wt} busy={busy} onClaim={(r) => void onClaim(r)} />
            <Cell reward={lv.premium} wt={wt} busy={busy} onClaim={(r) => void onClaim(r)} />
          </li>
        )}
      </ListView>
    </ListSection>
  );
}

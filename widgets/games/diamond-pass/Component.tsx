import { useEffect, useRef, useState } from 'react';
import { formatThousands, useAction, useApiMutation, useData, useT, useToast, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
import { expForAllFree, readProgress, redeemable, type PassReward } from './passProgress';
import { passErrorText } from './passErrorText';
import { RewardCell } from './RewardCell';
import type { DiamondPassProps } from './schema';
import '@kit/blocks.css';
import './diamond-pass.css';

/** The Diamond Pass rewards: my EXP, receive-all, and the free and premium tracks with single receive. */
export default function DiamondPass({ props }: WidgetComponentProps<DiamondPassProps>) {
  const t = useT();
  const wt = (key: string, values?: Record<string, unknown>) => t(`common:widgets.diamond-pass.${key}`, values);
  const data = useData<unknown>(props.source);
  const progress = data.data !== undefined ? readProgress(data.data) : undefined;
  const toast = useToast();
  const write = useApiMutation<unknown>({ money: true });
  const { run } = useAction();
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // From the tap until the pass read again is in, every receive button stays disabled: the rows shown until
  // then may still offer what was just received (a second tap would only ask again and be refused).
  const working = useRef(false);
  const [receiving, setBusy] = useState(false);
  // Also while the pass read again is not rendered yet (it renders after the buttons would come back).
  const busy = receiving || data.updating;

  /** Reads the pass (and the sources it refreshes) again; ends once their answers are in. */
  const reload = () => run([{ type: 'refetch', data: [props.source, ...props.refetch] }]);

  /** Receives, then says so: `said` is the success toast (default: the one reward received). */
  const receive = async (req: { path: string; body?: unknown }, said?: () => void) => {
    working.current = true;
    setBusy(true);
    try {
      await write.mutate({ path: req.path, method: 'POST', ...(req.body ? { body: req.body } : {}) });
      if (said) said();
      else toast('common:widgets.diamond-pass.rewardSent');
    } catch (err) {
      toast(passErrorText(err, t));
    } finally {
      await reload().catch(() => undefined);
      working.current = false;
      if (live.current) setBusy(false);
    }
  };

  const claimOne = (r: PassReward) => {
    if (working.current) return;
    void receive({ path: props.claimPath, body: { level: r.level, type: r.track } });
  };

  const receiveAll = () => {
    if (!progress || working.current) return;
    const missing = expForAllFree(progress);
    const needExp = () => toast('common:widgets.diamond-pass.needExp', { values: { exp: formatThousands(missing) } });
    if (redeemable(progress).length === 0) {
      if (missing > 0) needExp();
      else toast('common:widgets.diamond-pass.nothingToReceive');
      return;
    }
    // One toast says how many rewards were received and, when free rewards stay locked for lack of EXP, how much is missing.
    const count = redeemable(progress).length;
    void receive({ path: props.receiveAllPath }, () =>
      toast(`common:widgets.diamond-pass.${missing > 0 ? 'receivedSomeNeedExp' : 'receivedAll'}`, { values: { count, exp: formatThousands(missing) } }),
    );
  };

  if (data.status === 'error') return <StateMessage kind="error" error={data.error} onRetry={data.refetch} />;
  if (!progress) return <SkeletonRows count={5} height={72} />;

  const upgradeAction = props.upgradeAction;
  return (
    <section className="dp" aria-busy={busy}>
      {props.title ? <h3 className="dp__title">{t(props.title)}</h3> : null}
      <div className="dp__summary">
        <p className="dp__exp">{wt('myExp', { exp: formatThousands(progress.exp) })}</p>
        <button type="button" className="cw-btn cw-btn--primary dp__all" disabled={busy} onClick={receiveAll}>
          {wt('receiveAll')}
        </button>
      </div>
      <div className="dp__head" aria-hidden="true">
        <span>{wt('level')}</span>
        <span>{wt('free')}</span>
        <span className="dp__premium-head">
          {wt('premium')}
          {progress.premium ? null : <span className="dp__lock">{wt('premiumLocked')}</span>}
        </span>
      </div>
      {!progress.premium && upgradeAction ? (
        <button type="button" className="cw-btn cw-btn--ghost dp__upgrade" onClick={() => void run(upgradeAction)}>
          {wt('upgrade')}
        </button>
      ) : null}
      {progress.levels.length === 0 ? (
        <StateMessage kind="empty" />
      ) : (
        <ol className="dp__rows">
          {progress.levels.map((lv) => (
            <li key={lv.level} className={`dp__row${progress.exp >= lv.exp ? ' dp__row--reached' : ''}`}>
              <span className="dp__level">
                <strong>{wt('levelN', { level: lv.level })}</strong>
                <small>{wt('expN', { exp: formatThousands(lv.exp) })}</small>
              </span>
              <RewardCell reward={lv.free} busy={busy} wt={wt} onClaim={claimOne} />
              <RewardCell reward={lv.premium} busy={busy} wt={wt} onClaim={claimOne} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useAction, useData, useEngineServices, useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import { StateMessage } from '@kit/StateMessage';
import type { PassSubscriptionProps } from './schema';
import { inLastMinutes, readSubscription } from './subscriptionInfo';
import { UpgradeWarning } from './UpgradeWarning';
import { usePassUpgrade } from './usePassUpgrade';
import '@kit/blocks.css';
import './pass-subscription.css';

/** Diamond Pass subscription: the upgrade offer while premium is not owned, then the subscription and its next renewal. */
export default function PassSubscription({ props }: WidgetComponentProps<PassSubscriptionProps>) {
  const t = useT();
  const bt = useWidgetT('blocks');
  const wt = (key: string, values?: Record<string, unknown>) => t(`common:widgets.diamond-pass.${key}`, values);
  const { clock } = useEngineServices();
  const data = useData<unknown>(props.source);
  const { run } = useAction();
  const [chosen, setChosen] = useState(0);
  const [warning, setWarning] = useState(false);
  const info = data.data !== undefined ? readSubscription(data.data) : undefined;
  const upgrade = usePassUpgrade({
    referer: props.referer,
    buyPath: props.buyPath,
    premium: info?.premium,
    onDone: () => void run([{ type: 'refetch', data: [props.source, ...props.refetch] }]),
  });

  if (data.status === 'error') return <StateMessage kind="error" error={data.error} onRetry={data.refetch} />;
  if (!info) {
    // Loading (and the prerendered page): the offer's own layout, its pitch shown and the plans and button as
    // placeholders of the same size, so nothing moves when the answer arrives and the pitch paints with the page.
    return (
      <section className="ps" aria-busy="true">
        <p className="ps__pitch">{wt('upgradePitch')}</p>
        <div className="ps__plans ps__placeholder cw-placeholder" role="status" aria-label={bt('loading')}>
          {props.plans.map((p) => (
            <span key={p.type} className="ps__plan" aria-hidden="true">
              <span className="ps__plan-name">{wt(`plan.${p.type}`)}</span>
              {p.price ? <span className="ps__plan-price">{p.price}</span> : null}
            </span>
          ))}
        </div>
        <span className="cw-btn ps__upgrade ps__placeholder cw-placeholder" aria-hidden="true">
          {wt('upgrade')}
        </span>
      </section>
    );
  }

  if (info.premium) {
    return (
      <section className="ps ps--owned" data-premium="true">
        <p className="ps__owned">{wt('premiumActive')}</p>
        {info.type ? <p className="ps__line">{wt('subscriptionLine', { plan: wt(`plan.${info.type}`) })}</p> : null}
        {info.nextRenewal ? <p className="ps__line">{wt('nextRenewal', { date: info.nextRenewal })}</p> : null}
      </section>
    );
  }

  if (upgrade.unrecorded) {
    // Paid, not recorded yet: no offer (the user must not pay twice), what is happening, and a way to try now.
    const { error, recording, retry } = upgrade.unrecorded;
    return (
      <section className="ps" data-premium="false" data-unrecorded="true">
        <p className="ps__line" role="status">
          {error && !recording ? wt('unrecordedFailed', { reason: error }) : wt('unrecordedRecording')}
        </p>
        <button type="button" className="cw-btn cw-btn--primary ps__upgrade" disabled={recording} aria-busy={recording} onClick={retry}>
          {wt('recordNow')}
        </button>
      </section>
    );
  }

  const plan = props.plans[chosen] ?? props.plans[0];
  const onUpgrade = () => {
    if (!plan || upgrade.busy) return;
    // Outside the app the tap only says to open the app: no season warning before that.
    if (upgrade.inApp && inLastMinutes(info, clock.now(), props.warnMinutes)) setWarning(true);
    else void upgrade.buy(plan);
  };

  return (
    <section className="ps" data-premium="false">
      <p className="ps__pitch">{wt('upgradePitch')}</p>
      <div className="ps__plans" role="radiogroup" aria-label={wt('plans')}>
        {props.plans.map((p, i) => (
          <button key={p.type} type="button" role="radio" aria-checked={i === chosen} className={`ps__plan${i === chosen ? ' ps__plan--chosen' : ''}`} onClick={() => setChosen(i)}>
            <span className="ps__plan-name">{wt(`plan.${p.type}`)}</span>
            {p.price ? <span className="ps__plan-price">{p.price}</span> : null}
          </button>
        ))}
      </div>
      <button type="button" className="cw-btn cw-btn--primary ps__upgrade" disabled={upgrade.busy} aria-busy={upgrade.busy} onClick={onUpgrade}>
        {upgrade.busy ? wt('paying') : wt('upgrade')}
      </button>
      {warning && plan ? (
        <UpgradeWarning
          minutes={props.warnMinutes}
          wt={wt}
          onCancel={() => setWarning(false)}
          onConfirm={() => {
            setWarning(false);
            void upgrade.buy(plan);
          }}
        />
      ) : null}
    </section>
  );
}

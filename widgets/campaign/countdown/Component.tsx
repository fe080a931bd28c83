import { useEffect, useId, useRef } from 'react';
import { useAction, useCampaign, useNow, usePhase, useT, type WidgetComponentProps } from '@engine';
import { useWidgetT } from '@kit/useWidgetT';
import { beyondHorizon, clockText, instantOf, phaseEndOf, splitDuration } from './countdownTarget';
import type { CountdownProps } from './schema';
import '@kit/blocks.css';
import './countdown.css';

export default function Countdown({ props }: WidgetComponentProps<CountdownProps>) {
  const t = useT();
  const wt = useWidgetT('countdown');
  const now = useNow();
  const phase = usePhase();
  const campaign = useCampaign();
  const { run } = useAction();
  const labelId = useId();
  const target = props.phaseEnd ? phaseEndOf(campaign?.definition.period, phase) : instantOf(props.to);
  const remaining = Number.isNaN(target) ? Number.NaN : target - now;

  // Fire the end action once per target, only when the zero is reached while the page is open.
  const armedFor = useRef<number | null>(null);
  const firedFor = useRef<number | null>(null);
  useEffect(() => {
    if (Number.isNaN(remaining)) return;
    if (remaining > 0) {
      armedFor.current = target;
      return;
    }
    if (armedFor.current === target && firedFor.current !== target) {
      firedFor.current = target;
      if (props.endAction) void run(props.endAction, { trigger: 'timer' });
    }
  }, [remaining, target, props.endAction, run]);

  if (Number.isNaN(remaining) || beyondHorizon(remaining)) return null;
  const parts = splitDuration(remaining);
  // Once the time is up, the ended text stands alone: "Ends in" above "This season has ended" reads wrong.
  const endedText = remaining <= 0 ? props.endedText : undefined;

  return (
    <div className="cw-countdown">
      {props.label && !endedText ? (
        <span id={labelId} className="cw-countdown__label">
          {t(props.label)}
        </span>
      ) : null}
      {endedText ? (
        <span className="cw-countdown__ended">{t(endedText)}</span>
      ) : (
        <span className="cw-countdown__time" role="timer" aria-live="off" aria-labelledby={props.label ? labelId : undefined}>
          {parts.days > 0 ? <span className="cw-countdown__days">{wt('days', { days: parts.days })}</span> : null}
          <span className="cw-countdown__clock">{clockText(parts)}</span>
        </span>
      )}
    </div>
  );
}

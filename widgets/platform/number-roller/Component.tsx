import { useEffect, useRef } from 'react';
import { useAction, type WidgetComponentProps } from '@engine';
import type { NumberRollerProps } from './schema';
import { useNumberRoller } from './useNumberRoller';
import './number-roller.css';

export default function NumberRoller({ props }: WidgetComponentProps<NumberRollerProps>) {
  const { value, rolling, min, max, step, intervalMs, onStop } = props;
  const { run } = useAction();
  const roller = useNumberRoller(value, { min, max, step, intervalMs }, () => {
    if (onStop) void run(onStop, { trigger: 'animation' }).catch(() => undefined);
  });
  const wasRolling = useRef(false);
  const { start, stop, jump } = roller;

  useEffect(() => {
    if (rolling && !wasRolling.current) start();
    else if (!rolling && wasRolling.current) stop(value);
    else if (!rolling) jump(value);
    wasRolling.current = rolling;
  }, [rolling, value, start, stop, jump]);

  return (
    <span className={`cw-roller cw-roller--${roller.state}`} data-state={roller.state} role="status" aria-live="polite" aria-busy={roller.state !== 'stopped'}>
      <span key={roller.value} className="cw-roller__digit">
        {roller.value}
      </span>
    </span>
  );
}

import { useAction, useT, type WidgetComponentProps } from '@engine';
import type { ButtonProps } from './schema';
import './button.css';

export default function Button({ props }: WidgetComponentProps<ButtonProps>) {
  const t = useT();
  const { run, pending } = useAction();
  const { text, values, type, size, action, disabled, round, fixed } = props;
  const classes = ['cw-button', `cw-button--${type}`, `cw-button--${size}`];
  if (round) classes.push('cw-button--round');
  if (fixed) classes.push('cw-button--fixed', `cw-button--x-${fixed.x}`, `cw-button--y-${fixed.y}`);
  const onClick = () => {
    if (action) void run(action).catch(() => undefined);
  };
  return (
    <button type="button" className={classes.join(' ')} disabled={disabled || pending} aria-busy={pending || undefined} onClick={onClick}>
      {t(text, values)}
    </button>
  );
}

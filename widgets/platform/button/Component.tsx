import { roomIdOf, useAction, useCampaign, useOpenRoom, useT, type WidgetComponentProps } from '@engine';
import { hasMoneyStep } from './moneySteps';
import type { ButtonProps } from './schema';
import './button.css';

export default function Button({ props }: WidgetComponentProps<ButtonProps>) {
  const t = useT();
  const { run, pending, isClosed } = useAction();
  const room = useOpenRoom();
  const actions = useCampaign()?.definition.actions ?? {};
  const { text, values, type, size, action, disabled, round, fixed } = props;
  // A money action is single-flight: the button stays disabled until it settles.
  const moneyPending = pending && action !== undefined && hasMoneyStep(actions[action], actions);
  const classes = ['cw-button', `cw-button--${type}`, `cw-button--${size}`];
  if (round) classes.push('cw-button--round');
  if (fixed) classes.push('cw-button--fixed', `cw-button--x-${fixed.x}`, `cw-button--y-${fixed.y}`);
  const roomId = roomIdOf(props.room);
  const onClick = () => {
    if (roomId !== undefined) room.open(roomId);
    else if (action) void run(action).catch(() => undefined);
  };
  const button = (
    <button type="button" className={classes.join(' ')} disabled={disabled || moneyPending || isClosed(action)} aria-busy={pending || undefined} onClick={onClick}>
      {t(text, values)}
    </button>
  );
  if (fixed?.y !== 'bottom') return button;
  // A button fixed at the bottom keeps its room at the end of the page, so the page's last lines scroll above it.
  return (
    <>
      <div className={`cw-button-room cw-button-room--${size}`} aria-hidden="true" />
      {button}
    </>
  );
}

import { useT, type WidgetComponentProps } from '@engine';
import { BADGE_DEFAULT_LABEL_KEY, badgeText, type BadgeProps } from './schema';
import './badge.css';

export default function Badge({ props }: WidgetComponentProps<BadgeProps>) {
  const t = useT();
  const { value, max, dot, showZero } = props;
  if (!showZero && !(value > 0)) return null;
  const label = t(props.label ?? BADGE_DEFAULT_LABEL_KEY, { count: badgeText(value, max) });
  if (dot) return <span className="cw-badge cw-badge--dot" role="status" aria-label={label} />;
  return (
    <span className="cw-badge" role="status" aria-label={label}>
      {badgeText(value, max)}
    </span>
  );
}

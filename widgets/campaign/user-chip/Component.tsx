import type { WidgetComponentProps } from '@engine';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
import type { UserChipProps } from './schema';
import '@kit/blocks.css';
import './user-chip.css';

export default function UserChip({ props }: WidgetComponentProps<UserChipProps>) {
  const wt = useWidgetT('user-chip');
  const name = typeof props.name === 'string' ? props.name : '';
  const id = typeof props.userId === 'string' || typeof props.userId === 'number' ? String(props.userId) : undefined;
  return (
    <div className={`cw-chip cw-chip--${props.size}`}>
      <UserLabel name={name} avatar={props.avatar} size={props.size === 'large' ? 56 : 32} />
      {id ? <span className="cw-chip__id cw-truncate">{wt('id', { id })}</span> : null}
    </div>
  );
}

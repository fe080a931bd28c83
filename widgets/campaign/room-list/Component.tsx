import { useId } from 'react';
import { formatCompactNumber, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { useSourceList } from '@kit/list/listWords';
import { useWidgetT } from '@kit/useWidgetT';
import { UserLabel } from '@kit/UserLabel';
import { useItemAction } from '@kit/useItemAction';
import { roomRows, type RoomRow } from './roomRows';
import { roomSkeleton, type RoomListProps } from './schema';
import '@kit/blocks.css';
import './room-list.css';

function RoomLine({ room, onOpen, busy }: { room: RoomRow; onOpen?: () => void; busy: boolean }) {
  const wt = useWidgetT('room-list');
  const openId = useId();
  const top = room.rank >= 1 && room.rank <= 3 ? ` cw-room--top cw-room--${room.rank}` : '';
  const content = (
    <>
      <span className="cw-room__place">{room.rank}</span>
      <span className="cw-room__main">
        <UserLabel name={room.name} avatar={room.icon} size={44} />
        {room.owner ? <small className="cw-room__owner cw-truncate">{wt('owner', { name: room.owner })}</small> : null}
      </span>
      <span className="cw-room__score">{room.score === undefined ? '' : formatCompactNumber(room.score)}</span>
    </>
  );
  return (
    <li className={`cw-room${top}`} data-rank={room.rank}>
      {onOpen ? (
        <>
          {/* Named by what it shows (place, room, owner, score), as a listener hears the row; what a tap does is its description. */}
          <button type="button" className="cw-room__tap" onClick={onOpen} disabled={busy} aria-describedby={openId}>
            {content}
          </button>
          <span id={openId} hidden>
            {wt('open', { name: room.name })}
          </span>
        </>
      ) : (
        <div className="cw-room__tap">{content}</div>
      )}
    </li>
  );
}

export default function RoomList({ props }: WidgetComponentProps<RoomListProps>) {
  const { data, section, view } = useSourceList('room-list', props);
  const { run, pending } = useItemAction(props.stateKey);
  const rows = roomRows(data, props.limit);
  const action = props.action;

  return (
    <ListSection className="cw-rooms" {...section}>
      <ListView rows={rows} {...view} skeleton={roomSkeleton(props.limit)} as="ol" className="cw-room__rows" rowKey={(room) => room.key}>
        {(room) => (
          <RoomLine room={room} busy={pending} onOpen={action ? () => void run(action, room.raw) : undefined} />
        )}
      </ListView>
    </ListSection>
  );
}

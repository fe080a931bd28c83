import { type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { useSourceList } from '@kit/list/listWords';
import { UserLabel } from '@kit/UserLabel';
import { messageRows } from './messageRows';
import type { MessageWallProps } from './schema';
import '@kit/blocks.css';
import './message-wall.css';

/** Messages users wrote to each other, newest first (a confession wall). */
export default function MessageWall({ props }: WidgetComponentProps<MessageWallProps>) {
  const { wt, data, section, view } = useSourceList('message-wall', props);
  const rows = messageRows(data, props.limit);

  return (
    <ListSection className="cw-wall" {...section}>
      <ListView rows={rows} {...view} skeleton={{ count: 4, height: 96 }} className="cw-wall__rows" rowKey={(m) => m.key}>
        {(m) => (
          <li className="cw-list__box cw-wall__row">
            <div className="cw-wall__people">
              <UserLabel name={m.from.name} avatar={m.from.icon} size={28} />
              <span className="cw-wall__to">{wt('to')}</span>
              <UserLabel name={m.to.name} avatar={m.to.icon} size={28} />
            </div>
            <p className="cw-wall__content">{m.content}</p>
            {m.time ? <small className="cw-wall__time">{m.time}</small> : null}
          </li>
        )}
      </ListView>
    </ListSection>
  );
}

import { useData, useT, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { UserLabel } from '@kit/UserLabel';
import { useWidgetT } from '@kit/useWidgetT';
import { messageRows } from './messageRows';
import type { MessageWallProps } from './schema';
import '@kit/blocks.css';
import './message-wall.css';

/** Messages users wrote to each other, newest first (a confession wall). */
export default function MessageWall({ props }: WidgetComponentProps<MessageWallProps>) {
  const t = useT();
  const wt = useWidgetT('message-wall');
  const read = useData<unknown>(props.source);
  const { data, status } = read;
  const rows = messageRows(data, props.limit);
  const title = props.title ? t(props.title) : undefined;

  return (
    <ListSection className="cw-wall" title={title} busy={status === 'pending'}>
      <ListView rows={rows} read={read} skeleton={{ count: 4, height: 96 }} empty={props.emptyText ? t(props.emptyText) : wt('empty')} className="cw-wall__rows" label={title ?? wt('label')} rowKey={(m) => m.key}>
        {(m) => (
          <li className="cw-wall__row">
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

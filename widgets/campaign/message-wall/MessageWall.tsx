import { useData, useT, type WidgetComponentProps } from '@engine';
import { SkeletonRows } from '@kit/SkeletonRows';
import { StateMessage } from '@kit/StateMessage';
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
  const { data, status, error, refetch } = useData<unknown>(props.source);
  const rows = messageRows(data, props.limit);
  const title = props.title ? t(props.title) : undefined;

  let body;
  if (!rows && status === 'error') body = <StateMessage kind="error" error={error} onRetry={refetch} />;
  else if (!rows) body = <SkeletonRows count={4} height={96} />;
  else if (rows.length === 0) body = <StateMessage kind="empty" message={props.emptyText ? t(props.emptyText) : wt('empty')} />;
  else
    body = (
      <ul className="cw-wall__rows" aria-label={title ?? wt('label')}>
        {rows.map((m) => (
          <li key={m.key} className="cw-wall__row">
            <div className="cw-wall__people">
              <UserLabel name={m.from.name} avatar={m.from.icon} size={28} />
              <span className="cw-wall__to">{wt('to')}</span>
              <UserLabel name={m.to.name} avatar={m.to.icon} size={28} />
            </div>
            <p className="cw-wall__content">{m.content}</p>
            {m.time ? <small className="cw-wall__time">{m.time}</small> : null}
          </li>
        ))}
      </ul>
    );

  return (
    <section className="cw-wall" aria-busy={status === 'pending'}>
      {title ? <h3 className="cw-wall__title">{title}</h3> : null}
      {body}
    </section>
  );
}

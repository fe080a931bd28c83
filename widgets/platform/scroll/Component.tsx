import { useRef, type CSSProperties, type UIEvent } from 'react';
import { useAction, type WidgetComponentProps } from '@engine';
import { newlyReached, reachedEdges, type Edge } from './edges';
import type { ScrollProps } from './schema';
import './scroll.css';

export default function Scroll({ props, children }: WidgetComponentProps<ScrollProps>) {
  const { run } = useAction();
  const reached = useRef<Set<Edge>>(new Set(['top', 'left']));
  const actions: Record<Edge, string | undefined> = { top: props.onReachTop, bottom: props.onReachBottom, left: props.onReachLeft, right: props.onReachRight };

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const now = reachedEdges(e.currentTarget, props.direction, props.offset);
    for (const edge of newlyReached(reached.current, now)) {
      const action = actions[edge];
      if (action) void run(action, { trigger: 'scroll' }).catch(() => undefined);
    }
    reached.current = now;
  };

  const style: CSSProperties | undefined = props.height ? { height: `${(props.height / 7.5).toFixed(3)}vw` } : undefined;
  return (
    <div className={`cw-scroll cw-scroll--${props.direction}`} style={style} onScroll={onScroll} tabIndex={0}>
      {children.map((c) => (
        <div key={c.key} className="cw-scroll__item">
          {c.element}
        </div>
      ))}
    </div>
  );
}

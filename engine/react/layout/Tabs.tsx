import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetComponentProps } from '../../core/types';
import { useLocalState } from '../hooks/useLocalState';
import { roomIdOf, useOpenRoom } from '../hooks/useOpenRoom';
import { useT } from '../hooks/useT';
import type { TabsProps } from './tabs';

/** With `selected` and `onSelect` the caller owns the choice (a hub keeps it in the address). */
interface Controlled {
  selected?: number;
  onSelect?: (index: number) => void;
}

export default function Tabs({ props, children, selected: chosen, onSelect }: WidgetComponentProps<TabsProps> & Controlled) {
  const t = useT();
  const baseId = useId();
  const [own, setOwn] = useState<number>();
  const [stored, setStored] = useLocalState<number>(props.stateKey ?? '');
  const room = useOpenRoom();
  const panels = children.filter((c) => c.type === 'tab');
  // A tab with a room opens it on a tap (an app action, only from a tap): it never becomes the selected panel.
  // It is a room tab from the start, also while the data naming its room is on its way (disabled until it arrives).
  const isRoom = (i: number) => 'room' in (panels[i]?.props ?? {});
  const shown = panels.map((_, i) => i).filter((i) => !isRoom(i));
  // Until the user picks, the tab that lists the `select` value (data may bring it later), else `initial`.
  const fromData = props.select === undefined ? -1 : panels.findIndex((p) => (p.props.selectFor as string[] | undefined)?.includes(props.select ?? ''));
  const raw = chosen ?? (props.stateKey && typeof stored === 'number' ? stored : (own ?? (fromData >= 0 ? fromData : props.initial)));
  const clamped = Math.min(Math.max(raw, 0), Math.max(panels.length - 1, 0));
  const selected = shown.includes(clamped) ? clamped : (shown[0] ?? -1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (i: number, focus = false) => {
    setOwn(i);
    if (props.stateKey) setStored(i);
    onSelect?.(i);
    if (focus) buttons.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // Arrow keys move among the panels; a room tab is opened only by a tap.
    const at = shown.indexOf(selected);
    const last = shown.length - 1;
    const to = e.key === 'ArrowRight' ? (at >= last ? 0 : at + 1) : e.key === 'ArrowLeft' ? (at <= 0 ? last : at - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    const next = shown[to];
    if (next === undefined) return;
    e.preventDefault();
    select(next, true);
  };
  const current = panels[selected];

  return (
    <div data-layout="tabs">
      {/* Tabs that do not fit the screen scroll sideways within their list, never the page; each is a tap target at least 44 px high. */}
      <div role="tablist" onKeyDown={onKeyDown} style={{ display: 'flex', gap: 4, overflowX: 'auto' }}>
        {panels.map((p, i) => (
          <button
            key={p.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === selected ? 0 : -1}
            disabled={isRoom(i) && roomIdOf(p.props.room) === undefined}
            onClick={() => {
              const id = roomIdOf(panels[i]?.props.room);
              if (!isRoom(i)) select(i);
              else if (id !== undefined) room.open(id);
            }}
            style={{ flex: 1, minHeight: 44, padding: '8px 4px', border: 'none', borderBottom: i === selected ? '2px solid var(--color-primary, currentColor)' : '2px solid transparent', background: 'transparent', color: 'inherit', fontWeight: i === selected ? 700 : 400 }}
          >
            {t(String(p.props.label ?? ''))}
          </button>
        ))}
      </div>
      {current ? (
        <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
          {current.element}
        </div>
      ) : null}
    </div>
  );
}

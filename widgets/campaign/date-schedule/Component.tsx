import { useState } from 'react';
import { formatTime, htmlLangOf, useApiQuery, useLocale, useNow, type WidgetComponentProps } from '@engine';
import { ListSection, ListView } from '@kit/list/ListView';
import { useListWords } from '@kit/list/listWords';
import { UserLabel } from '@kit/UserLabel';
import { useItemAction } from '@kit/useItemAction';
import { useWidgetT } from '@kit/useWidgetT';
import { scheduleDays, scheduleItems, scheduleRequest, type ScheduleItem } from './scheduleDays';
import { scheduleSkeleton, type DateScheduleProps } from './schema';
import '@kit/blocks.css';
import './date-schedule.css';

function DayPicker({ days, today, selected, onSelect }: { days: string[]; today: string; selected: string; onSelect(day: string): void }) {
  const wt = useWidgetT('date-schedule');
  const lang = htmlLangOf(useLocale());
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short' });
  return (
    <div className="cw-sched__days" role="tablist" aria-label={wt('days')}>
      {days.map((day) => {
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        const date = new Date(y, m - 1, d, 12);
        return (
          <button key={day} type="button" role="tab" aria-selected={day === selected} className={`cw-sched__day${day === selected ? ' cw-sched__day--on' : ''}`} onClick={() => onSelect(day)}>
            {/* Named by what it shows, the weekday (or today) and the day of the month: a name a listener hears as the screen reads. */}
            <span className="cw-sched__weekday">{day === today ? wt('today') : weekday.format(date)}</span>{' '}
            <time className="cw-sched__date" dateTime={day}>{d}</time>
          </button>
        );
      })}
    </div>
  );
}

function Item({ item, now, onOpen, busy }: { item: ScheduleItem; now: number; onOpen?: () => void; busy: boolean }) {
  const wt = useWidgetT('date-schedule');
  const live = item.start !== undefined && item.end !== undefined && now >= item.start && now < item.end;
  const over = item.end !== undefined && now >= item.end;
  const times = item.start !== undefined ? (item.end !== undefined ? `${formatTime(item.start)}-${formatTime(item.end)}` : formatTime(item.start)) : '';
  return (
    <li className={`cw-sched__item${live ? ' cw-sched__item--live' : ''}${over ? ' cw-sched__item--over' : ''}`}>
      <span className="cw-sched__time">
        <time dateTime={item.start !== undefined ? new Date(item.start).toISOString() : undefined}>{times}</time>
        {live ? <span className="cw-pill cw-sched__live">{wt('live')}</span> : null}
      </span>
      <span className="cw-sched__main">
        <span className="cw-sched__title cw-truncate">{item.title}</span>
        {item.host ? <UserLabel name={item.host} avatar={item.hostAvatar} size={24} /> : null}
      </span>
      {onOpen && !over ? (
        <button type="button" className="cw-btn cw-btn--primary cw-sched__go" onClick={onOpen} disabled={busy} aria-label={wt('goTo', { title: item.title })}>
          {wt('go')}
        </button>
      ) : null}
    </li>
  );
}

export default function DateSchedule({ props }: WidgetComponentProps<DateScheduleProps>) {
  const { wt, title, empty } = useListWords('date-schedule', props);
  const now = useNow();
  const days = scheduleDays(now, props.days, props.pastDays);
  const today = days[props.pastDays]!;
  const [picked, setPicked] = useState<string>();
  const selected = picked && days.includes(picked) ? picked : today;
  const q = useApiQuery<unknown>(scheduleRequest(props, selected));
  const { run, pending } = useItemAction(props.stateKey);
  const items = q.data === undefined ? undefined : scheduleItems(q.data);
  const action = props.action;

  return (
    <ListSection className="cw-sched" title={title} busy={q.isPending}>
      <DayPicker days={days} today={today} selected={selected} onSelect={setPicked} />
      <p className="cw-sched__zone">{wt('timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}</p>
      <ListView rows={items} read={q} skeleton={scheduleSkeleton} empty={empty} as="ol" className="cw-sched__items" label={wt('itemsOf', { date: selected })} rowKey={(item) => item.key}>
        {(item) => <Item item={item} now={now} busy={pending} onOpen={action ? () => void run(action, item.raw) : undefined} />}
      </ListView>
    </ListSection>
  );
}

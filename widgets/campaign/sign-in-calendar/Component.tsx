import { usePhase, useT, type WidgetComponentProps } from '@engine';
import { isRow } from '@kit/readField';
import { ListSection, ListView } from '@kit/list/ListView';
import { useOneItemAction } from '@kit/list/useOneItemAction';
import { useWidgetT } from '@kit/useWidgetT';
import { toDays, type CalendarDay } from './calendarDays';
import type { SignInCalendarProps } from './schema';
import { AssetImage } from '@kit/list/AssetImage';
import '@kit/blocks.css';
import './sign-in-calendar.css';

export default function SignInCalendar({ props }: WidgetComponentProps<SignInCalendarProps>) {
  const t = useT();
  const wt = useWidgetT('sign-in-calendar');
  const sign = useOneItemAction(props.stateKey);
  const busy = sign.busy !== null;
  const today = typeof props.today === 'number' ? props.today : 0;
  // Once the event has ended, every day not signed is missed.
  const ended = usePhase() === 'ended';
  const days = Array.isArray(props.days) ? toDays(props.days.filter(isRow), ended ? Number.POSITIVE_INFINITY : today) : undefined;

  const onSign = (day: CalendarDay) => sign.run(String(day.day), props.signAction, day.row);

  return (
    <ListSection className="cw-signin" title={props.title ? t(props.title) : undefined}>
      <ListView rows={days} skeleton={{ count: 2, height: 96 }} as="ol" className="cw-list--grid cw-signin__grid" rowKey={(d) => d.day}>
        {(d) => (
          <li className={`cw-card cw-signin__day cw-signin__day--${d.state}`} data-state={d.state} aria-current={d.day === today ? 'date' : undefined}>
            <span className="cw-signin__label">{wt('day', { day: d.day })}</span>
            <AssetImage src={d.icon} className="cw-signin__icon" size={40} />
            <span className="cw-signin__reward cw-truncate">{d.reward}</span>
            {d.state === 'today' ? (
              <button type="button" className="cw-btn cw-btn--primary cw-signin__btn" disabled={busy || sign.isClosed(props.signAction)} onClick={() => void onSign(d)}>
                {wt('signIn')}
              </button>
            ) : (
              <span className="cw-signin__status">{wt(d.state)}</span>
            )}
          </li>
        )}
      </ListView>
    </ListSection>
  );
}

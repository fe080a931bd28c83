import { dataReads, defineWidget } from '@engine';
import { listSectionHeight } from '@kit/list/listHeight';
import dateScheduleReads from './reads.json';
import { dateScheduleProps, scheduleSkeleton } from './schema';
import { scheduleRequest, scheduleDays } from './scheduleDays';

/** A schedule by date: a day picker and the day's items (host, title, start and end times in the user's time zone). */
export const dateSchedule = defineWidget({
  type: 'date-schedule',
  version: 1,
  description: "Schedule by date: a day picker (today first) and that day's items with host, title and times in the user's time zone; a tap runs an action (e.g. going to the room), with loading, empty and error states.",
  props: dateScheduleProps,
  reads: dataReads(dateScheduleReads),
  component: () => import('./Component'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: (props) => scheduleSkeleton.above + listSectionHeight(props.title, scheduleSkeleton.count, scheduleSkeleton.height, scheduleSkeleton.gap),
  requests: (props) => [scheduleRequest(props, scheduleDays(Date.now(), props.days, props.pastDays)[props.pastDays]!)],
});

/** The days of the picker and the rows of one day's schedule. */
import type { ApiRequest } from '@engine';
import { formatDate } from '@engine';
import { isRow, readRows, readText, type Row } from '@kit/readField';
import type { DateScheduleProps } from './schema';

const DAY_MS = 86_400_000;

/** Local calendar days (YYYY-MM-DD) from `past` days before today to `days - 1` days after it. */
export function scheduleDays(now: number, days: number, past: number): string[] {
  const today = new Date(now);
  return Array.from({ length: past + days }, (_, i) => formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + i - past, 12)));
}

export function scheduleRequest(props: Pick<DateScheduleProps, 'path' | 'dateParam'>, day: string): ApiRequest {
  return { path: props.path, params: { [props.dateParam]: day } };
}

export interface ScheduleItem {
  key: string;
  title: string;
  host?: string;
  hostAvatar?: string;
  start?: number;
  end?: number;
  raw: Row;
}

const time = (row: Row, ...names: string[]): number | undefined => {
  for (const n of names) {
    const v = row[n];
    const t = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
    if (Number.isFinite(t)) return t;
  }
  return undefined;
};

/** The items of a day's answer, earliest first; an item without a start time goes last. */
export function scheduleItems(answer: unknown): ScheduleItem[] | undefined {
  const rows = readRows(answer, 'rows', 'list', 'records');
  if (!rows) return undefined;
  return rows
    .map((row, i) => {
      const host = isRow(row.host) ? row.host : isRow(row.user) ? row.user : undefined;
      return {
        key: `${readText(row, 'id') ?? 'item'}-${i}`,
        title: readText(row, 'title', 'name', 'topic') ?? '',
        host: host ? readText(host, 'nickName', 'name', 'userName') : readText(row, 'hostName'),
        hostAvatar: host ? readText(host, 'avatar', 'icon', 'headUrl') : undefined,
        start: time(row, 'startTime', 'start', 'beginTime'),
        end: time(row, 'endTime', 'end'),
        raw: row,
      };
    })
    .sort((a, b) => (a.start ?? Infinity) - (b.start ?? Infinity));
}

export { DAY_MS };

/** Sign-in day states: signed, today (to sign), missed (past, not signed) or upcoming. */
import { readNumber, readText, type Row } from '@kit/readField';

export type DayState = 'signed' | 'today' | 'missed' | 'upcoming';

export interface CalendarDay {
  day: number;
  reward: string;
  icon?: string;
  state: DayState;
  row: Row;
}

export function dayState(day: number, today: number, signed: boolean): DayState {
  if (signed) return 'signed';
  if (day === today) return 'today';
  return day < today ? 'missed' : 'upcoming';
}

export function toDays(rows: Row[], today: number): CalendarDay[] {
  return rows.map((row, i) => {
    const day = readNumber(row, 'day', 'index') ?? i + 1;
    const signed = row.signed === true || row.status === 'signed' || row.status === 1;
    return { day, reward: readText(row, 'reward', 'name', 'rewardName') ?? '', icon: readText(row, 'icon', 'image'), state: dayState(day, today, signed), row };
  });
}

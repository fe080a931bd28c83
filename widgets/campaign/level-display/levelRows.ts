/** A level display's rules: a level is unlocked once the value reaches its points; the highest unlocked is current. */
import { isRow, readNumber, readText } from '@kit/readField';

export interface LevelRow {
  level: number;
  points: number;
  name?: string;
  state: 'unlocked' | 'current' | 'locked';
}

export function toLevelRows(rows: readonly unknown[] | undefined, value: number): LevelRow[] {
  const levels = (rows ?? []).filter(isRow).map((row, i) => ({ level: readNumber(row, 'level') ?? i + 1, points: readNumber(row, 'points', 'threshold', 'exp') ?? 0, name: readText(row, 'name', 'title') }));
  const current = levels.filter((l) => value >= l.points).at(-1)?.level;
  return levels.map((l) => ({ ...l, state: l.level === current ? 'current' : value >= l.points ? 'unlocked' : 'locked' }));
}

/** Reading achievement answers into rows. */
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';

export type AchievementState = 'ready' | 'progress' | 'max';

export interface AchievementRow {
  key: string;
  name: string;
  unit?: string;
  level: number;
  maxLevel?: number;
  progress: number;
  target?: number;
  reward?: { name: string; days?: number };
  state: AchievementState;
  raw: Row;
}

export function achievementRows(answer: unknown): AchievementRow[] | undefined {
  const rows = readRows(answer, 'list', 'rows', 'achievements');
  return rows?.map((row, i) => {
    const level = readNumber(row, 'level', 'currentLevel') ?? 0;
    const maxLevel = readNumber(row, 'maxLevel', 'levelMax');
    const progress = readNumber(row, 'progress', 'current', 'value') ?? 0;
    const target = readNumber(row, 'target', 'nextTarget', 'total');
    const reward = isRow(row.reward) ? readText(row.reward, 'name', 'title') : readText(row, 'rewardName');
    const days = isRow(row.reward) ? readNumber(row.reward, 'days', 'validDays') : undefined;
    const atMax = maxLevel !== undefined && level >= maxLevel;
    const ready = !atMax && (row.canUpgrade === true || (row.canUpgrade === undefined && target !== undefined && progress >= target));
    return {
      key: `${readText(row, 'id', 'achievementId') ?? 'achievement'}-${i}`,
      name: readText(row, 'name', 'title') ?? '',
      unit: readText(row, 'unit'),
      level,
      maxLevel,
      progress,
      target,
      reward: reward ? { name: reward, days } : undefined,
      state: atMax ? 'max' : ready ? 'ready' : 'progress',
      raw: row,
    };
  });
}

/**
 * Reading the Diamond Pass task list: blue tasks count once a day,
 * purple ones up to 15 times; the premium-pass task gives the pass itself.
 */
export type TaskKind = 'blue' | 'purple';

export interface PassTask {
  id: string;
  kind: TaskKind;
  name: string;
  exp: number;
  done: number;
  max: number;
  finished: boolean;
  premiumReward: boolean;
}

export const BLUE_MAX = 1;
export const PURPLE_MAX = 15;

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function readTasks(content: unknown): PassTask[] | undefined {
  const rows = Array.isArray(content) ? content : isRow(content) ? [content.list, content.rows, content.tasks].find(Array.isArray) : undefined;
  if (!rows) return undefined;
  return rows.filter(isRow).map((row, i) => {
    const kind: TaskKind = row.kind === 'purple' || row.type === 2 ? 'purple' : 'blue';
    const premiumReward = row.premiumReward === true;
    const max = num(row.maxCount) ?? (kind === 'blue' || premiumReward ? BLUE_MAX : PURPLE_MAX);
    const done = Math.min(max, num(row.doneCount) ?? num(row.count) ?? 0);
    return {
      id: String(row.id ?? row.taskId ?? i),
      kind,
      name: typeof row.name === 'string' ? row.name : '',
      exp: num(row.exp) ?? 0,
      done,
      max,
      finished: row.state === 'done' || done >= max,
      premiumReward,
    };
  });
}

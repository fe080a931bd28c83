/** Reading task rows of various API shapes. */
import { readNumber, readText, type Row } from '@kit/readField';

export type TaskState = 'ongoing' | 'done' | 'claimed';

export interface Task {
  key: string;
  title: string;
  reward?: string;
  current?: number;
  target?: number;
  state: TaskState;
  row: Row;
}

const CLAIMED = new Set(['claimed', 'received', 'got', '2']);
const DONE = new Set(['done', 'completed', 'complete', 'finished', 'claim', 'ready', '1']);

export function taskState(row: Row, current?: number, target?: number): TaskState {
  const raw = readText(row, 'status', 'state')?.toLowerCase();
  if (raw !== undefined && CLAIMED.has(raw)) return 'claimed';
  if (raw !== undefined && DONE.has(raw)) return 'done';
  if (raw === undefined && current !== undefined && target !== undefined && target > 0 && current >= target) return 'done';
  return 'ongoing';
}

export function toTasks(rows: Row[]): Task[] {
  return rows.map((row, i) => {
    const current = readNumber(row, 'current', 'progress', 'finishNum', 'count');
    const target = readNumber(row, 'target', 'total', 'targetNum', 'max');
    return {
      key: `${readText(row, 'taskId', 'id') ?? 'task'}-${i}`,
      title: readText(row, 'title', 'name', 'taskName') ?? '',
      reward: readText(row, 'reward', 'rewardName', 'rewardText'),
      current,
      target,
      state: taskState(row, current, target),
      row,
    };
  });
}

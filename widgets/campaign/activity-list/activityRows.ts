/** Reading the activities answer (listActivityV1) into what each row shows. */
import { formatDate } from '@engine';
import { readRows, readText, type Row } from '@kit/readField';

export type ActivityState = 'notStarted' | 'open' | 'ended';
export type ApplyState = 'none' | 'pending' | 'approved' | 'rejected';

export interface ActivityRow {
  key: string;
  name: string;
  desc?: string;
  icon?: string;
  reward?: string;
  /** Dates the activity runs, YYYY-MM-DD each, or empty when the answer gives none. */
  start: string;
  end: string;
  state: ActivityState;
  applyState: ApplyState;
  canApply: boolean;
  /** The row as the API gave it: what a tap hands to the action. */
  raw: Row;
}

const STATES: readonly ActivityState[] = ['notStarted', 'open', 'ended'];
const APPLY_STATES: readonly ApplyState[] = ['none', 'pending', 'approved', 'rejected'];

export function activityRows(answer: unknown): ActivityRow[] | undefined {
  const rows = readRows(answer, 'list', 'rows', 'activities');
  if (!rows) return undefined;
  return rows.map((row, i) => {
    const rawState = readText(row, 'state', 'status') as ActivityState | undefined;
    const state: ActivityState = rawState && STATES.includes(rawState) ? rawState : 'ended';
    const rawApply = readText(row, 'applyState') as ApplyState | undefined;
    const applyState: ApplyState = rawApply && APPLY_STATES.includes(rawApply) ? rawApply : 'none';
    const start = readText(row, 'start', 'startTime');
    const end = readText(row, 'end', 'endTime');
    return {
      key: `${readText(row, 'id', 'activityId') ?? 'activity'}-${i}`,
      name: readText(row, 'name', 'title') ?? '',
      desc: readText(row, 'desc', 'description'),
      icon: readText(row, 'icon', 'cover'),
      reward: readText(row, 'reward'),
      start: start ? formatDate(start) : '',
      end: end ? formatDate(end) : '',
      state,
      applyState,
      // Only an open activity takes an application, whatever else the answer says.
      canApply: state === 'open' && row.canApply === true,
      raw: row,
    };
  });
}

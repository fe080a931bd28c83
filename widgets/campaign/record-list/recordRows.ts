/** Reading record answers: the rows of one page and what each row shows. */
import { formatDate, formatTime } from '@engine';
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';

export interface RecordRow {
  title: string;
  avatar?: string;
  amount?: number;
  time: string;
  status?: string;
  /** What an application's review gave: the reward of an approved one, the reason of a refused one. */
  reward?: string;
  reason?: string;
  /** Who the record is about, when the row names a user besides its prize (everyone's draws). */
  user?: { name: string; avatar?: string };
}

export function pageRows(content: unknown): Row[] {
  return readRows(content, 'list', 'rows', 'records', 'data', 'content') ?? [];
}

/** Whether the answer says more pages follow: its `hasMore` when given, else a full page. */
export function hasMorePages(content: unknown, got: number, pageSize: number): boolean {
  const flag = content && typeof content === 'object' && !Array.isArray(content) ? (content as Row).hasMore : undefined;
  return typeof flag === 'boolean' ? flag : got >= pageSize;
}

const same = (a: Row, b: Row) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows of a new page that are not already shown. Pages are read by offset over a newest-first list: when
 * records arrive between two pages, the next page starts with the rows that ended the previous one. Those
 * (the longest run at its start equal to the run ending what is shown) are left out.
 */
export function withoutOverlap(shown: readonly Row[], got: readonly Row[]): Row[] {
  for (let k = Math.min(shown.length, got.length); k > 0; k--) {
    const tail = shown.slice(shown.length - k);
    if (tail.every((row, i) => same(row, got[i]!))) return got.slice(k);
  }
  return [...got];
}

/** BFF invitation statuses (invited, declined, bound, teamed up) and an application's review (pending, approved, rejected). */
const STATUS: Record<string, string> = {
  '0': 'invited', '1': 'bound', '2': 'declined', '3': 'teamedUp', invited: 'invited', declined: 'declined', bound: 'bound', teamedup: 'teamedUp', teamed_up: 'teamedUp',
  pending: 'pending', approved: 'approved', rejected: 'rejected',
};

const nested = (row: Row, name: string): Row => (isRow(row[name]) ? (row[name] as Row) : {});

/**
 * What one record shows. Rows are flat (`{ name, icon, count, createTime }`) or carry the user and the prize
 * as objects (`{ user: { name, icon }, prize: { name, icon, count }, time }`); flat fields win.
 */
export function toRecordRow(row: Row): RecordRow {
  const rawTime = row.createTime ?? row.time ?? row.date ?? row.gmtCreate;
  const time = typeof rawTime === 'number' || typeof rawTime === 'string' ? `${formatDate(rawTime)} ${formatTime(rawTime)}`.trim() : '';
  const status = readText(row, 'status', 'state')?.toLowerCase();
  const prize = nested(row, 'prize');
  const user = nested(row, 'user');
  const userName = readText(user, 'name', 'nickName', 'userName');
  const userAvatar = readText(user, 'icon', 'avatar');
  const prizeName = readText(prize, 'name', 'prizeName', 'title');
  const out: RecordRow = {
    title: readText(row, 'name', 'prizeName', 'title', 'reason', 'source', 'nickName', 'userName') ?? prizeName ?? userName ?? '',
    avatar: readText(row, 'avatar', 'icon', 'prizeIcon') ?? readText(prize, 'icon', 'prizeIcon') ?? userAvatar,
    amount: readNumber(row, 'count', 'num', 'exp', 'amount', 'drawNum') ?? readNumber(prize, 'count', 'num', 'amount'),
    time,
    status: status !== undefined ? STATUS[status] : undefined,
    reward: readText(row, 'reward'),
    reason: readText(row, 'reason'),
  };
  if (userName !== undefined && prizeName !== undefined) out.user = userAvatar !== undefined ? { name: userName, avatar: userAvatar } : { name: userName };
  return out;
}

/** Reading a message wall answer into rows: who wrote to whom, what and when. */
import { formatDate, formatTime } from '@engine';
import { isRow, readRows, readText, type Row } from '@kit/readField';

export interface Person { name: string; icon?: string }
export interface MessageRow { key: string; from: Person; to: Person; content: string; time: string }

/** Longest message shown, in characters: an answer cannot flood the page. */
export const MAX_MESSAGE_CHARS = 500;

function person(v: unknown): Person {
  if (!isRow(v)) return { name: '' };
  return { name: readText(v, 'name', 'nickName', 'userName') ?? readText(v, 'userId') ?? '', icon: readText(v, 'icon', 'avatar') };
}

export function messageRows(answer: unknown, limit?: number): MessageRow[] | undefined {
  const rows = readRows(answer, 'list', 'rows', 'records');
  if (!rows) return undefined;
  return (limit ? rows.slice(0, limit) : rows).map((row: Row, i) => {
    const at = readText(row, 'createTime', 'time');
    const content = readText(row, 'content', 'message', 'text') ?? '';
    return {
      key: `${readText(row, 'id') ?? 'message'}-${i}`,
      from: person(row.from),
      to: person(row.to),
      content: [...content].length > MAX_MESSAGE_CHARS ? `${[...content].slice(0, MAX_MESSAGE_CHARS).join('')}…` : content,
      time: at ? `${formatDate(at)} ${formatTime(at)}`.trim() : '',
    };
  });
}

/** Reading room ranking answers into rows. */
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';

export interface RoomRow {
  key: string;
  rank: number;
  name: string;
  icon?: string;
  owner?: string;
  score?: number;
  /** The row as the API gave it: what a tap hands to the action. */
  raw: Row;
}

export function roomRows(answer: unknown, limit?: number): RoomRow[] | undefined {
  const rows = readRows(answer, 'list', 'rows', 'rooms');
  if (!rows) return undefined;
  return (limit ? rows.slice(0, limit) : rows).map((row, i) => {
    const owner = isRow(row.owner) ? readText(row.owner, 'nickName', 'name', 'userName') : readText(row, 'ownerName');
    return {
      key: `${readText(row, 'roomId', 'id') ?? 'room'}-${i}`,
      rank: readNumber(row, 'rank', 'orderNumber') ?? i + 1,
      name: readText(row, 'roomName', 'name', 'title') ?? '',
      icon: readText(row, 'icon', 'roomIcon', 'cover'),
      owner,
      score: readNumber(row, 'value', 'score', 'diamonds', 'hot'),
      raw: row,
    };
  });
}

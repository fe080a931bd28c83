/** Reading ranking answers of various shapes into rows the list renders. */
import { roomIdOf } from '@engine';
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';
import type { RankingFields } from './schema';

export interface RankRow {
  key: string;
  rank: number;
  name: string;
  avatar?: string;
  score?: number;
  /** The room a tap on the row opens (the row's `roomField`). */
  room?: string | number;
}

export interface OwnRank {
  rank?: number;
  score?: number;
  distance?: number;
}

const LIST_FIELDS = ['list', 'rows', 'rankingList', 'top', 'records'];

export function rowsOfAnswer(content: unknown): Row[] | undefined {
  return readRows(content, ...LIST_FIELDS);
}

export function ownOfAnswer(content: unknown): Row | undefined {
  if (!isRow(content)) return undefined;
  const own = content.userRankNumber ?? content.ownRanking ?? content.own;
  return isRow(own) ? own : undefined;
}

export function toRankRows(rows: Row[], fields: RankingFields | undefined, limit?: number, roomField?: string): RankRow[] {
  const nameF = fields?.name ? [fields.name] : ['nickName', 'name', 'userName', 'familyName'];
  const avatarF = fields?.avatar ? [fields.avatar] : ['avatar', 'icon', 'headUrl', 'avatarUrl'];
  const scoreF = fields?.score ? [fields.score] : ['diamonds', 'diamond', 'score', 'value'];
  const shown = limit ? rows.slice(0, limit) : rows;
  return shown.map((row, i) => {
    const rank = readNumber(row, 'rank', 'orderNumber') ?? i + 1;
    const room = roomField ? roomIdOf(row[roomField]) : undefined;
    return {
      ...(room === undefined ? {} : { room }),
      key: `${readText(row, 'userId', 'id', 'familyId') ?? 'row'}-${i}`,
      rank,
      name: readText(row, ...nameF) ?? '',
      avatar: readText(row, ...avatarF),
      score: readNumber(row, ...scoreF),
    };
  });
}

export function toOwnRank(row: Row | undefined): OwnRank | undefined {
  if (!row) return undefined;
  const rank = readNumber(row, 'orderNumber', 'rank');
  return {
    rank: rank !== undefined && rank > 0 ? rank : undefined,
    score: readNumber(row, 'diamond', 'diamonds', 'score', 'value'),
    distance: readNumber(row, 'distanceDiamond', 'distance'),
  };
}

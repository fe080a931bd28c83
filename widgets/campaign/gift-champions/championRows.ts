/** Reading per-gift champion answers (this week's top 3, or last week's sender and receiver) into cards. */
import { isRow, readNumber, readRows, readText, type Row } from '@kit/readField';

export interface Champion {
  /** 'sender' | 'receiver' for last week's pair; the place (1, 2, 3) for a top list. */
  role: 'sender' | 'receiver' | number;
  name: string;
  avatar?: string;
  score?: number;
}

export interface GiftCard {
  key: string;
  giftName: string;
  giftIcon?: string;
  champions: Champion[];
}

function champion(row: unknown, role: Champion['role']): Champion | undefined {
  if (!isRow(row)) return undefined;
  return { role, name: readText(row, 'nickName', 'name', 'userName') ?? '', avatar: readText(row, 'avatar', 'icon', 'headUrl'), score: readNumber(row, 'value', 'diamonds', 'diamond', 'score') };
}

function card(row: Row, i: number): GiftCard | undefined {
  const gift = isRow(row.gift) ? row.gift : row;
  const giftName = readText(gift, 'name', 'giftName');
  if (!giftName) return undefined;
  const champions: Champion[] = [];
  if (Array.isArray(row.top)) row.top.slice(0, 3).forEach((u, place) => {
    const c = champion(u, readNumber(isRow(u) ? u : {}, 'rank') ?? place + 1);
    if (c) champions.push(c);
  });
  else for (const role of ['sender', 'receiver'] as const) {
    const c = champion(row[role], role);
    if (c) champions.push(c);
  }
  return { key: `${readText(gift, 'id', 'giftId') ?? 'gift'}-${i}`, giftName, giftIcon: readText(gift, 'icon', 'giftIcon', 'image'), champions };
}

export function giftCards(answer: unknown): GiftCard[] | undefined {
  const rows = readRows(answer, 'list', 'rows', 'gifts');
  return rows?.flatMap((r, i) => card(r, i) ?? []);
}

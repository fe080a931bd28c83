/**
 * A player of a round game (a winner, a top player, the MVP), read from a row
 * of the main page answer or of a status push. A row without a user id is no
 * player; the name falls back to the user id, the diamonds to 0.
 */
import { readNumber, readRows, readText, type Row } from '@kit/readField';

export interface Player {
  userId: string;
  name: string;
  icon?: string;
  diamonds: number;
}

export function readPlayer(row: Row): Player | undefined {
  const userId = readText(row, 'userId', 'uid', 'id');
  if (userId === undefined) return undefined;
  return { userId, name: readText(row, 'name', 'nickName', 'userName') ?? userId, icon: readText(row, 'icon', 'avatar', 'headUrl'), diamonds: readNumber(row, 'diamonds', 'diamond', 'prizeDiamondCount') ?? 0 };
}

export function readPlayers(value: unknown, ...names: string[]): Player[] {
  return (readRows(value, ...names) ?? []).map(readPlayer).filter((p): p is Player => p !== undefined);
}

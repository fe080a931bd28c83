/** Reading the gift pack answers (getByPackId, checkUserRole): the bag, its contents, and whether the user may buy it. */
import type { ApiRequest } from '@engine';
import { isRow, readNumber, readText, type Row } from '@kit/readField';

export const PACK_PATH = '/marketing/giftPack/getByPackId';
export const ROLE_PATH = '/marketing/giftPack/checkUserRole';
export const BUY_PATH = '/marketing/giftPack/buyByDiamond';
export const WALLET_PATH = '/facade/wallet/get';

export const packRequest = (packId: number): ApiRequest => ({ path: PACK_PATH, params: { packId } });
/** The role check is a POST with the pack id in the query (checkUserRole?packId=). */
export const roleRequest = (packId: number): ApiRequest => ({ path: ROLE_PATH, method: 'POST', params: { packId }, body: {} });
export const buyRequest = (packId: number): ApiRequest => ({ path: BUY_PATH, method: 'POST', params: { packId }, body: {} });
export const walletRequest: ApiRequest = { path: WALLET_PATH };

/** The diamonds of the wallet answer; undefined when it cannot be read (the page then leaves the check to the server). */
export function readDiamonds(answer: unknown): number | undefined {
  return isRow(answer) ? readNumber(answer, 'diamond', 'diamonds') : undefined;
}

export interface PackItem {
  key: string;
  name: string;
  icon?: string;
  count: number;
}

export interface Pack {
  packId: number;
  name: string;
  /** Prices in diamonds; the original is shown struck through when higher than the current. */
  originalPrice?: number;
  price: number;
  items: PackItem[];
  bought: boolean;
}

export interface Role {
  eligible: boolean;
  bought: boolean;
  /** Why not, in the user's language, as the server words it. */
  reason?: string;
}

function itemOf(row: Row, i: number): PackItem | undefined {
  const gift = isRow(row.gift) ? row.gift : row;
  const name = readText(gift, 'name', 'title');
  if (!name) return undefined;
  return { key: `${readText(gift, 'id') ?? 'item'}-${i}`, name, icon: readText(gift, 'icon', 'image'), count: Math.max(1, readNumber(row, 'count', 'num') ?? 1) };
}

/** A bag from getByPackId; undefined when the answer has no sound price (never shown as free). */
export function readPack(answer: unknown, packId: number): Pack | undefined {
  if (!isRow(answer)) return undefined;
  const price = readNumber(answer, 'currentPrice', 'price');
  if (price === undefined || price <= 0) return undefined;
  const original = readNumber(answer, 'originalPrice');
  const items = Array.isArray(answer.items) ? answer.items.filter(isRow).flatMap((r, i) => itemOf(r, i) ?? []) : [];
  return {
    packId: readNumber(answer, 'packId') ?? packId,
    name: readText(answer, 'name', 'title') ?? '',
    ...(original !== undefined && original > price ? { originalPrice: original } : {}),
    price,
    items,
    bought: answer.bought === true,
  };
}

/** The role check's answer; anything unreadable counts as not allowed (the buy is never offered on a guess). */
export function readRole(answer: unknown): Role {
  if (!isRow(answer)) return { eligible: false, bought: false };
  const reason = readText(answer, 'reasonText', 'message');
  return { eligible: answer.eligible === true, bought: answer.bought === true, ...(reason ? { reason } : {}) };
}

export type PackState = 'loading' | 'bought' | 'available' | 'unaffordable' | 'refused';

/** What a bag's card offers: bought wins, then the server's refusal, then whether the wallet covers the price. */
export function packState(pack: Pack, role: Role | undefined, diamonds: number | undefined): PackState {
  if (pack.bought || role?.bought) return 'bought';
  if (!role) return 'loading';
  if (!role.eligible) return 'refused';
  if (diamonds !== undefined && diamonds < pack.price) return 'unaffordable';
  return 'available';
}

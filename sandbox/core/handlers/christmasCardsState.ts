/**
 * The Christmas cards' state (sandbox/core/handlers/christmasCards.ts serves it): each user's cards, draws, the
 * cards drawn and sent and the super prize taken, the devices counted for each inviter, and the cards' names.
 */
import { shared, type Ctx } from '../context';
import { eventNow } from './carnivalGifts';
import { requireWithin } from './window';

export const CARDS_START = Date.parse('2026-12-15T00:00:00+08:00');
export const CARDS_END = Date.parse('2027-01-01T00:00:00+08:00');
export const CARD_IDS = ['bell', 'tree', 'star', 'snowman', 'reindeer', 'santa'] as const;
export const RANKING_TOP = 10;
export const CASH_WORKING_DAYS = 7;
/** Until this day Thai winners correct wrong cash details through support. */
export const THAI_CORRECTION_DEADLINE = '2027-01-10';
export const START_DRAWS = 5;
/** The sandbox's own codes for this event's refusals. */
export const CARD_STATUS = { notSpare: 3301, incomplete: 3302, chosen: 3303, noDraws: 3304 } as const;
export const USER_ID = /^[1-9]\d{3,11}$/;

export type CardId = (typeof CARD_IDS)[number];
const NAMES: Record<Ctx['lang'], readonly string[]> = {
  en: ['Bell', 'Christmas tree', 'Star', 'Snowman', 'Reindeer', 'Santa'],
  ms: ['Loceng', 'Pokok Krismas', 'Bintang', 'Orang salji', 'Rusa kutub', 'Santa'],
  th: ['ระฆัง', 'ต้นคริสต์มาส', 'ดาว', 'ตุ๊กตาหิมะ', 'กวางเรนเดียร์', 'ซานต้า'],
  fil: ['Kampana', 'Christmas tree', 'Bituin', 'Snowman', 'Reindeer', 'Santa'],
  vi: ['Chuông', 'Cây thông', 'Ngôi sao', 'Người tuyết', 'Tuần lộc', 'Ông già Noel'],
};
export const cardName = (c: Ctx, id: CardId) => NAMES[c.lang][CARD_IDS.indexOf(id)] ?? id;

export interface Prize { way: 'gift' | 'cash'; at: number; form?: Record<string, string> }
export interface Holder { cards: Record<string, number>; draws: number; drawn: Array<{ card: CardId; at: number }>; sent: Array<{ card: CardId; toId: string; at: number }>; prize: Prize | null }

const holders = (c: Ctx) => shared<Record<string, Holder>>(c.world, 'christmasCards', () => ({}));
/** Every user starts with two bells and a tree; the premium (10003) and family leader (10004) seeded users hold the whole set. */
export function holderOf(c: Ctx, userId: string): Holder {
  return (holders(c)[userId] ??= {
    cards: userId === '10003' || userId === '10004' ? { bell: 2, tree: 1, star: 1, snowman: 1, reindeer: 1, santa: 1 } : { bell: 2, tree: 1 },
    draws: START_DRAWS, drawn: [], sent: [], prize: null,
  });
}
/** Devices counted for each inviter: a shared user id counts once per device. */
export const invites = (c: Ctx) => shared<Record<string, string[]>>(c.world, 'christmasCardInvites', () => ({}));

export const hasSet = (h: Holder) => CARD_IDS.every((id) => (h.cards[id] ?? 0) > 0);
export const running = (c: Ctx) => requireWithin(eventNow(c), CARDS_START, CARDS_END);

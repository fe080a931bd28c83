/**
 * The Christmas carousel's crafting page and lottery: 3 Christmas gifts sent during the event craft one lottery
 * ticket (fewer: "insufficient materials for craft"); the lottery draws 1, 10 or 50 at a time, one ticket each.
 * Material gifts reach it through the sandbox's one gift event (sandbox/core/gifts.ts).
 */
import { DECORATIONS, giftOrThrow, itemIconUrl } from '../catalog';
import { num, userOf, type Ctx, type Routes, type World } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { carouselState, recordWins } from './carousel';
import { requireRunning } from './window';
import { addToBackpack } from './shop';
import { pickWeighted } from '../prng';

export const CRAFT_NEEDS = 3;
export const LOTTERY_BATCHES = [1, 10, 50] as const;
/** The gift whose sending counts toward crafting. */
const MATERIAL_GIFT = 1006;
const TICKET = { id: 'lotteryTicket', name: 'Lottery Ticket', icon: itemIconUrl('Lottery Ticket') };
/** Lottery prizes by weight: small gifts mostly, a decoration now and then. */
const LOTTERY: Array<[number, number]> = [[1001, 45], [1002, 30], [1003, 15], [1004, 8], [3001, 2]];

/** A gift sent: the material gift counts toward its sender's crafting; answers the material the sender holds. */
export function countCarouselGift(world: World, gift: { senderId: string; giftId: number | null; count: number }): number | null {
  if (gift.giftId !== MATERIAL_GIFT) return null;
  const state = carouselState(userOf(world, gift.senderId));
  state.sent += gift.count;
  return state.sent;
}

const craftIndex = (c: Ctx) => {
  const s = carouselState(c.user);
  return {
    sent: s.sent, tickets: s.tickets, needs: CRAFT_NEEDS, batches: [...LOTTERY_BATCHES],
    list: [{ id: 1, goal: TICKET, materials: [{ gift: giftOrThrow(MATERIAL_GIFT), count: CRAFT_NEEDS, owned: s.sent }], composable: s.sent >= CRAFT_NEEDS }],
  };
};

function lotteryPrize(c: Ctx) {
  const id = pickWeighted(c.rng, LOTTERY);
  const decoration = DECORATIONS.find((d) => d.id === id);
  if (decoration) return { id, name: decoration.name, icon: `/vue/sandbox/gift/${id}.svg`, count: 1, days: decoration.days };
  const g = giftOrThrow(id);
  addToBackpack(c, g.id, g.name);
  return { id, name: g.name, icon: g.icon, count: 1 };
}

/** The same prize won more than once in a batch shows once, with its count. */
export function grouped(rows: Array<{ id: number; name: string; icon: string; count: number }>) {
  const out: typeof rows = [];
  for (const r of rows) {
    const seen = out.find((o) => o.id === r.id);
    if (seen) seen.count += 1;
    else out.push({ ...r });
  }
  return out;
}

export const carouselCraftRoutes: Routes = {
  'GET /activity/christmasCarousel/craft': craftIndex,
  'POST /activity/christmasCarousel/craft': (c) => {
    requireRunning(c);
    const s = carouselState(c.user);
    if (num(c, 'configId', num(c, 'id', 1)) !== 1) fail('badRequest', STATUS.badRequest);
    if (s.sent < CRAFT_NEEDS) fail('notEnoughMaterials', STATUS.balance);
    s.sent -= CRAFT_NEEDS;
    s.tickets += 1;
    return withMessage({ tickets: s.tickets, sent: s.sent }, 'receiveSuccess');
  },
  'POST /activity/christmasCarousel/lottery': (c) => {
    requireRunning(c);
    const count = num(c, 'count', 0);
    if (!(LOTTERY_BATCHES as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    const s = carouselState(c.user);
    if (s.tickets < count) fail('notEnoughLotteryTickets', STATUS.balance);
    s.tickets -= count;
    const resultPrizes = grouped(Array.from({ length: count }, () => lotteryPrize(c)));
    recordWins(s, 'lottery', resultPrizes, c.now);
    return { resultPrizes, tickets: s.tickets };
  },
};

/**
 * Summer specials mall (E§5, E§9): 3 fragments of the same gift exchange for a
 * bubble gun, 4 complete its puzzle (the gift); bag items are send tickets (1),
 * shards (2) and lottery tickets (3).
 */
import { giftOrThrow, GIFTS, rankedUsers } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { domain } from '../users';
import { addToBackpack } from './shop';
import { eventWindow, requireRunning } from './window';

interface SummerState { posterReward: boolean; bubbleGuns: number; points: number; fragments: Record<number, number>; bag: Record<number, number>; records: Array<{ text: string; time: number }>; draws: Array<{ gift: unknown; time: number }> }

const FRAGMENT_GIFTS = [1005, 1007, 1008];
const stateOf = (c: Ctx) => domain<SummerState>(c.user, 'summer', () => ({ posterReward: false, bubbleGuns: 3, points: 12, fragments: { 1005: 4, 1007: 3, 1008: 1 }, bag: { 1: 2, 2: 5, 3: 3 }, records: [], draws: [] }));
const BAG_NAMES: Record<number, string> = { 1: 'Send ticket', 2: 'Shard', 3: 'Lottery ticket' };

export const summerRoutes: Routes = {
  'GET /activity/summer-specials-mall-poster/index': (c) => ({ ...eventWindow(c), posters: ['Beach Party', 'Bubble Gun Battle', 'Puzzle Hunt'], rewardReceived: stateOf(c).posterReward, reward: giftOrThrow(1003) }),
  'POST /activity/summer-specials-mall-poster/receiveReward': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    if (s.posterReward) fail('alreadyReceived', STATUS.limit);
    s.posterReward = true;
    addToBackpack(c, 1003, 'Bubble Tea');
    return withMessage({ received: true }, 'rewardSent');
  },
  'GET /activity/summer-specials-mall/index': (c) => {
    const s = stateOf(c);
    return { ...eventWindow(c), points: s.points, bubbleGuns: s.bubbleGuns, fragments: FRAGMENT_GIFTS.map((id) => ({ gift: giftOrThrow(id), count: s.fragments[id] ?? 0 })), prizes: GIFTS.slice(3, 10) };
  },
  'GET /activity/summer-specials-mall/bag/list': (c) => Object.entries(stateOf(c).bag).map(([type, count]) => ({ id: Number(type), type: Number(type), name: BAG_NAMES[Number(type)], count })),
  'POST /activity/summer-specials-mall/bag/use': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    const type = num(c, 'type', num(c, 'id', 0));
    const count = num(c, 'count', 1);
    if (!BAG_NAMES[type] || !Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
    if ((s.bag[type] ?? 0) < count) fail('exceedLimit', STATUS.limit);
    s.bag[type] = (s.bag[type] ?? 0) - count;
    const prizes = Array.from({ length: type === 3 ? count : 0 }, () => GIFTS[1 + Math.floor(c.rng() * 6)]!);
    prizes.forEach((g) => s.draws.push({ gift: g, time: c.now }));
    if (type === 2) s.points += count;
    s.records.push({ text: `${BAG_NAMES[type]} x${count}`, time: c.now });
    return { type, left: s.bag[type], prizes, points: s.points };
  },
  'GET /activity/summer-specials-mall/bag/recordList': (c) => pageOf([...stateOf(c).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
  'POST /activity/summer-specials-mall/debrisComposeReward': (c) => {
    requireRunning(c);
    const s = stateOf(c);
    const giftId = num(c, 'giftId', 0);
    const count = num(c, 'count', 3);
    if (!FRAGMENT_GIFTS.includes(giftId)) fail('chooseGift', STATUS.badRequest);
    if (count !== 3 && count !== 4) fail('badRequest', STATUS.badRequest);
    if ((s.fragments[giftId] ?? 0) < count) fail('notEnoughMaterials', STATUS.balance);
    s.fragments[giftId] = (s.fragments[giftId] ?? 0) - count;
    if (count === 3) s.bubbleGuns += 1;
    else addToBackpack(c, giftId, giftOrThrow(giftId).name);
    return withMessage({ giftId, bubbleGuns: s.bubbleGuns, puzzle: count === 4 ? giftOrThrow(giftId) : null }, 'receiveSuccess');
  },
  'GET /activity/summer-specials-mall/carouselPrizeRecordList': (c) => pageOf(rankedUsers(c.world.seed, 'summerCarousel', 30).map((r, i) => ({ user: { userId: r.userId, name: r.name, icon: r.icon }, gift: GIFTS[3 + (i % 7)], time: isoAt(c.now - i * 900_000) })), paging(c)),
  'GET /activity/summer-specials-mall/drawRecordList': (c) => pageOf([...stateOf(c).draws].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
};

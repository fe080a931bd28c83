/**
 * The summer specials bag and fragments. Bag items are send tickets (1, each sends a Rose to the backpack), shards
 * (2, each becomes a fragment) and lottery tickets (3, each a draw). Exactly three fragments of the same gift
 * exchange for one bubble gun; four of the same gift complete that gift's puzzle (the gift goes to the backpack).
 */
import { giftOrThrow, GIFTS, rankedUsers } from '../catalog';
import { num, pageOf, paging, param, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { addToBackpack } from './shop';
import { BAG_NAMES, bubbleGuns, FRAGMENT_GIFTS, FRAGMENTS_PER_GUN, FRAGMENTS_PER_PUZZLE, requireEventTime, stateOf } from './summerState';

/** The chosen fragments: one gift id per fragment piece. */
function chosenFragments(c: Ctx): number[] {
  const raw = param(c, 'fragments');
  if (raw === undefined || raw === null || raw === '') return [];
  const list = Array.isArray(raw) ? raw : String(raw).split(',');
  const ids = list.map((v) => Number(v));
  if (ids.some((n) => !Number.isInteger(n))) fail('badRequest', STATUS.badRequest);
  return ids;
}

export const summerBagRoutes: Routes = {
  'GET /activity/summer-specials-mall/bag/list': (c) =>
    Object.entries(stateOf(c).bag).map(([type, count]) => ({ id: Number(type), type: Number(type), name: BAG_NAMES[Number(type)], count })),
  'POST /activity/summer-specials-mall/bag/use': (c) => {
    requireEventTime(c);
    const s = stateOf(c);
    const type = num(c, 'type', num(c, 'id', 0));
    const count = num(c, 'count', 1);
    if (!BAG_NAMES[type] || !Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
    if ((s.bag[type] ?? 0) < count) fail('exceedLimit', STATUS.limit);
    s.bag[type] = (s.bag[type] ?? 0) - count;
    const prizes = type === 3 ? Array.from({ length: count }, () => GIFTS[1 + Math.floor(c.rng() * 6)]!) : [];
    prizes.forEach((g) => s.draws.push({ prize: { name: g.name, icon: g.icon, count: 1 }, time: c.now }));
    // A shard becomes a fragment of one of the event's gifts; a send ticket sends a Rose to the backpack.
    const fragments = type === 2 ? Array.from({ length: count }, () => FRAGMENT_GIFTS[Math.floor(c.rng() * FRAGMENT_GIFTS.length)]!) : [];
    fragments.forEach((id) => (s.fragments[id] = (s.fragments[id] ?? 0) + 1));
    if (type === 1) addToBackpack(c, 1001, 'Rose', count);
    s.records.push({ name: BAG_NAMES[type]!, count, time: c.now });
    return withMessage({ type, left: s.bag[type], prizes, fragments }, 'receiveSuccess');
  },
  'GET /activity/summer-specials-mall/bag/recordList': (c) => pageOf([...stateOf(c).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
  'POST /activity/summer-specials-mall/debrisComposeReward': (c) => {
    requireEventTime(c);
    const s = stateOf(c);
    const puzzle = param(c, 'mode') === 'puzzle';
    const chosen = chosenFragments(c);
    if (chosen.length === 0) fail('chooseFragment', STATUS.badRequest);
    const need = puzzle ? FRAGMENTS_PER_PUZZLE : FRAGMENTS_PER_GUN;
    const giftId = chosen[0]!;
    if (chosen.length !== need || chosen.some((id) => id !== giftId)) fail(puzzle ? 'fourFragments' : 'threeFragments', STATUS.rule);
    if (!FRAGMENT_GIFTS.includes(giftId)) fail('chooseFragment', STATUS.badRequest);
    if ((s.fragments[giftId] ?? 0) < need) fail('notEnoughMaterials', STATUS.balance);
    s.fragments[giftId] = (s.fragments[giftId] ?? 0) - need;
    const gift = giftOrThrow(giftId);
    if (puzzle) addToBackpack(c, giftId, gift.name);
    else s.gunsEarned += 1;
    s.records.push({ name: puzzle ? gift.name : 'Bubble Gun', count: 1, time: c.now });
    return withMessage({ giftId, bubbleGuns: bubbleGuns(c), puzzle: puzzle ? gift : null }, 'receiveSuccess');
  },
  'GET /activity/summer-specials-mall/carouselPrizeRecordList': (c) =>
    pageOf(
      rankedUsers(c.world.seed, 'summerCarousel', 30).map((r, i) => {
        const g = GIFTS[3 + (i % 7)]!;
        return { user: { userId: r.userId, name: r.name, icon: r.icon }, prize: { name: g.name, icon: g.icon, count: 1 }, time: isoAt(c.now - i * 900_000) };
      }),
      paging(c),
    ),
  'GET /activity/summer-specials-mall/drawRecordList': (c) => pageOf([...stateOf(c).draws].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c)),
};

/** Activity applications, active rewards, gift composition (P§7 marketing calls). */
import { GIFTS, giftOrThrow, rankedUsers } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt, startOfDay, DAY_MS } from '../time';
import { domain } from '../users';
import { localizeContent } from '../contentNames';
import { addToBackpack, backpack } from './shop';

const ACTIVITIES = [
  { id: 11, name: 'Good Vibe Room', desc: 'Room owners sign up and declare daily event times.', days: [0, 14] },
  { id: 12, name: 'Singer Stage', desc: 'Sing live and collect votes.', days: [-3, 10] },
  { id: 13, name: 'Family Night', desc: 'Host a family party.', days: [-30, -1] },
];

const applications = (c: Ctx) => domain<Array<{ activityId: number; roomId: string; times: string; at: number }>>(c.user, 'applications', () => []);

/** Composition recipes: 3 gifts of a kind make a better gift. */
const RECIPES = [
  { id: 1, goal: 1005, materials: [{ giftId: 1002, count: 3 }] },
  { id: 2, goal: 1007, materials: [{ giftId: 1004, count: 3 }, { giftId: 1005, count: 1 }] },
  { id: 3, goal: 1010, materials: [{ giftId: 1007, count: 3 }] },
];

const materialCount = (c: Ctx, giftId: number) => backpack(c).find((r) => r.id === giftId)?.count ?? 0;
const seedBackpack = (c: Ctx) => domain(c.user, 'composeSeeded', () => { addToBackpack(c, 1002, 'Lollipop', 4); addToBackpack(c, 1004, 'Teddy Bear', 1); return true; });

export const marketingRoutes: Routes = {
  'POST /marketing/activity/apply/saveV1': (c) => {
    const activity = ACTIVITIES.find((a) => a.id === num(c, 'activityId')) ?? fail('badRequest', STATUS.badRequest);
    const start = startOfDay(c.now) + activity.days[0]! * DAY_MS;
    if (c.now > start + activity.days[1]! * DAY_MS) fail('ended', STATUS.time);
    const roomId = str(c, 'roomId', '').trim();
    if (!/^\d{1,12}$/.test(roomId)) fail('invalidUserId', STATUS.badRequest);
    const list = applications(c);
    if (list.some((a) => a.activityId === activity.id)) fail('idClaimed', STATUS.limit);
    list.push({ activityId: activity.id, roomId, times: str(c, 'times', ''), at: c.now });
    return withMessage({ activityId: activity.id, status: 'applied' }, 'receiveSuccess');
  },
  'GET /marketing/activity/apply/listActivityV1': (c) => ACTIVITIES.map((a) => {
    const start = startOfDay(c.now) + a.days[0]! * DAY_MS;
    const end = start + a.days[1]! * DAY_MS;
    return { id: a.id, name: a.name, desc: a.desc, start: isoAt(start), end: isoAt(end), state: c.now > end ? 'ended' : 'running', applied: applications(c).some((x) => x.activityId === a.id) };
  }),
  'GET /marketing/activeReward/list': (c) => pageOf(rankedUsers(c.world.seed, 'activeReward', 40).map((r, i) => ({ ...r, reward: GIFTS[(i % 8) + 2], time: isoAt(c.now - i * 3_600_000) })), paging(c)),
  'GET /marketing/giftCompose/availableConfigList': (c) => {
    seedBackpack(c);
    return RECIPES.map((r) => ({ id: r.id, goal: giftOrThrow(r.goal), materials: r.materials.map((m) => ({ gift: giftOrThrow(m.giftId), count: m.count, owned: materialCount(c, m.giftId) })), composable: r.materials.every((m) => materialCount(c, m.giftId) >= m.count) }));
  },
  'GET /marketing/giftCompose/rank': (c) => ({ list: rankedUsers(c.world.seed, 'compose', 20, 300).map((r) => ({ ...r, composed: Math.ceil(r.value / 10) })) }),
  'POST /marketing/giftCompose/compose': (c) => {
    seedBackpack(c);
    const recipe = RECIPES.find((r) => r.id === num(c, 'configId', num(c, 'id', 0))) ?? fail('chooseGift', STATUS.badRequest);
    // None of the materials at all: the recipe cannot be crafted. Some, but one short: which gift is missing.
    if (recipe.materials.every((m) => materialCount(c, m.giftId) === 0)) fail('notEnoughMaterials', STATUS.balance);
    const short = recipe.materials.find((m) => materialCount(c, m.giftId) < m.count);
    if (short) fail('giftMaterialNotEnough', STATUS.balance, { gift: localizeContent(giftOrThrow(short.giftId).name, c.lang), owned: materialCount(c, short.giftId), need: short.count });
    recipe.materials.forEach((m) => { backpack(c).find((r) => r.id === m.giftId)!.count -= m.count; });
    const goal = giftOrThrow(recipe.goal);
    addToBackpack(c, goal.id, goal.name);
    return withMessage({ gift: goal }, 'receiveSuccess');
  },
};

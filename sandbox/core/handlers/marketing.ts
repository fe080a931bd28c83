/** Gift composition (the marketing giftCompose calls). */
import { giftOrThrow, rankedUsers } from '../catalog';
import { num, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { domain } from '../users';
import { localizeContent } from '../contentNames';
import { addToBackpack, backpack } from './shop';

/** Composition recipes: 3 gifts of a kind make a better gift. */
const RECIPES = [
  { id: 1, goal: 1005, materials: [{ giftId: 1002, count: 3 }] },
  { id: 2, goal: 1007, materials: [{ giftId: 1004, count: 3 }, { giftId: 1005, count: 1 }] },
  { id: 3, goal: 1010, materials: [{ giftId: 1007, count: 3 }] },
];

const materialCount = (c: Ctx, giftId: number) => backpack(c).find((r) => r.id === giftId)?.count ?? 0;
const seedBackpack = (c: Ctx) => domain(c.user, 'composeSeeded', () => { addToBackpack(c, 1002, 'Lollipop', 4); addToBackpack(c, 1004, 'Teddy Bear', 1); return true; });

export const marketingRoutes: Routes = {
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

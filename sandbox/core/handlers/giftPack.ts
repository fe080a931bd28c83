/**
 * Gift bags: the new-user bags are for never-recharged users
 * only, and a user buys one bag type: two cannot both be bought.
 */
import { DECORATIONS, giftOrThrow } from '../catalog';
import { num, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage, type WithMessage } from '../envelope';
import { message, type MessageKey } from '../messages';
import { domain } from '../users';
import { debit } from '../wallet';
import { addToBackpack } from './shop';

export const NEW_USER_PACKS = [101, 102];

export const GIFT_PACKS = [
  { packId: 101, name: 'Starter Bag', originalPrice: 990, currentPrice: 99, items: [{ giftId: 1004, count: 3 }, { giftId: 1005, count: 1 }], newUser: true },
  { packId: 102, name: 'Super Starter Bag', originalPrice: 2_990, currentPrice: 299, items: [{ giftId: 1006, count: 2 }, { giftId: 1007, count: 1 }], newUser: true },
  { packId: 201, name: 'Diamond Rain Bag', originalPrice: 6_000, currentPrice: 4_990, items: [{ giftId: 1008, count: 1 }, { giftId: 1003, count: 10 }], newUser: false },
  { packId: 301, name: 'Achievement Bag', originalPrice: 3_000, currentPrice: 1_990, items: [{ giftId: 1007, count: 2 }], newUser: false },
];

const bought = (c: Ctx) => domain<number[]>(c.user, 'giftPacks', () => []);

const packOf = (c: Ctx) => GIFT_PACKS.find((p) => p.packId === num(c, 'packId')) ?? fail('notFound', STATUS.notFound);

/** Why the caller may not buy a pack, or undefined when they may. */
function refusal(c: Ctx, pack: (typeof GIFT_PACKS)[number]): MessageKey | undefined {
  const mine = bought(c);
  if (mine.includes(pack.packId)) return 'exceedLimit';
  if (!pack.newUser) return undefined;
  if (c.user.rechargedCents > 0) return 'giftBagRecharged';
  if (mine.some((id) => NEW_USER_PACKS.includes(id))) return 'giftBagOneType';
  return undefined;
}

export const giftPackRoutes: Routes = {
  'GET /marketing/giftPack/getByPackId': (c) => {
    const pack = packOf(c);
    return {
      ...pack, items: pack.items.map((i) => ({ gift: giftOrThrow(i.giftId), count: i.count })), bonus: DECORATIONS[0],
      note: 'Each account can buy one bag. Items are sent to your backpack.', eligible: !refusal(c, pack), bought: bought(c).includes(pack.packId),
    };
  },
  'POST /marketing/giftPack/checkUserRole': (c) => {
    const pack = packOf(c);
    const reason = refusal(c, pack);
    // Why not, in the caller's language: the page shows it next to the bag.
    return { eligible: !reason, reason: reason ?? null, reasonText: reason ? message(reason, c.lang) : null, neverRecharged: c.user.rechargedCents === 0, bought: bought(c).includes(pack.packId) };
  },
  'POST /marketing/giftPack/buyByDiamond': (c): WithMessage => {
    const pack = packOf(c);
    const reason = refusal(c, pack);
    if (reason) fail(reason, STATUS.forbidden);
    debit(c.user, pack.currentPrice);
    bought(c).push(pack.packId);
    pack.items.forEach((i) => addToBackpack(c, i.giftId, giftOrThrow(i.giftId).name, i.count));
    return withMessage({ packId: pack.packId, diamond: c.user.wallet.diamond }, 'buySuccess');
  },
};

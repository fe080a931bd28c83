/**
 * The carnival hub's points and ranking (sandbox base path /activity/carnival, not published): every diamond of
 * gifts a user sends during the carnival is 1 carnival point, shared by all the hub's parts. The hub-wide
 * ranking lists the top senders by points, the user placed by their own points, with the points they lack to
 * the place above. Gifts are sent through the sandbox's one gift event (sandbox/core/gifts.ts).
 */
import { rankedUsers } from '../catalog';
import { shared, type Ctx, type Routes, type World } from '../context';
import { eventWindow } from './window';

const BASE = '/activity/carnival';
const RANKED = 20;

/** Carnival points by user id: what each user's sent gifts earned. */
const pointsOf = (world: World) => shared(world, 'carnivalPoints', () => new Map<string, number>());

/** A gift sent: 1 carnival point per diamond to its sender; answers the sender's points. */
export function addCarnivalPoints(world: World, gift: { senderId: string; diamond: number }): number {
  const points = pointsOf(world);
  const total = (points.get(gift.senderId) ?? 0) + gift.diamond;
  points.set(gift.senderId, total);
  return total;
}

/** The hub-wide ranking: the seeded senders and every user who sent gifts, best first. */
function ranking(c: Ctx) {
  const points = pointsOf(c.world);
  const rows = rankedUsers(c.world.seed, 'carnival', RANKED, 400_000).filter((r) => !points.has(r.userId));
  for (const [userId, value] of points) {
    const u = c.userOf(userId);
    rows.push({ rank: 0, userId, name: u.name, icon: u.icon, value });
  }
  rows.sort((a, b) => b.value - a.value);
  return rows.slice(0, RANKED).map((r, i) => ({ ...r, rank: i + 1 }));
}

export const carnivalRoutes: Routes = {
  [`GET ${BASE}/points`]: (c) => ({ ...eventWindow(c), userId: c.user.userId, points: pointsOf(c.world).get(c.user.userId) ?? 0, pointsPerDiamond: 1 }),
  [`GET ${BASE}/ranking`]: (c) => {
    const list = ranking(c);
    const own = list.find((r) => r.userId === c.user.userId);
    const mine = pointsOf(c.world).get(c.user.userId) ?? 0;
    const above = own && own.rank > 1 ? list[own.rank - 2] : list[list.length - 1];
    const distance = own ? (above && own.rank > 1 ? above.value - own.value : 0) : Math.max(0, (above?.value ?? 0) - mine + 1);
    return { ...eventWindow(c), list, userRankNumber: { orderNumber: own?.rank ?? 0, diamond: mine, distanceDiamond: distance } };
  },
};

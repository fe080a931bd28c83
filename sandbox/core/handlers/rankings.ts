/** Rankings: classify sent 3, received 5, family sent 6; periods 0, 2, 4, 5, 8, 9; hall of fame. */
import { GIFTS, rankedUsers, DECORATIONS } from '../catalog';
import { num, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { dayNumber } from '../time';

const CLASSIFY = [3, 5, 6];
const PERIODS = [0, 2, 4, 5, 8, 9];
const HOF_TABS = ['sentWeekly', 'sentMonthly', 'receivedMonthly', 'familySentMonthly'];
/** The hall of fame tabs by classify type and period: sent weekly 3/0, sent monthly 3/5, received monthly 5/5, family sent monthly 6/5. */
const HOF_CODES: Record<string, string> = { '3:0': 'sentWeekly', '3:5': 'sentMonthly', '5:5': 'receivedMonthly', '6:5': 'familySentMonthly' };
/** Periods that have not started yet (next week 4, next month 9): nobody is ranked. */
const FUTURE_PERIODS = [4, 9];

/** Rows of a ranking plus the caller's own place (userRankNumber: diamond, orderNumber, distanceDiamond). */
function ranking(c: Ctx, key: string, size: number, top = 2_000_000, family = false) {
  const rows = rankedUsers(c.world.seed, key, size, top).map((r, i) =>
    family ? { rank: r.rank, familyId: String(500 + i), name: `${r.name} Family`, icon: r.icon, value: r.value, leader: { userId: r.userId, name: r.name } } : { ...r });
  const mine = rows.findIndex((r) => ('userId' in r ? r.userId === c.user.userId : r.familyId === c.user.familyId));
  const last = rows[rows.length - 1];
  const myValue = mine >= 0 ? rows[mine]!.value : Math.max(0, Math.floor((last?.value ?? 0) / 3));
  const above = mine > 0 ? rows[mine - 1] : mine === -1 ? last : undefined;
  return {
    list: rows,
    userRankNumber: { diamond: myValue, orderNumber: mine + 1, distanceDiamond: above ? above.value - myValue : 0 },
    user: { userId: c.user.userId, name: c.user.name, icon: c.user.icon },
  };
}

const size = (c: Ctx) => Math.min(1000, Math.max(1, num(c, 'size', num(c, 'pageSize', 30))));

export const rankingRoutes: Routes = {
  'GET /marketing/rankingListGift/list': (c) => {
    const period = num(c, 'period', 0);
    return GIFTS.slice(4, 10).map((g) => ({ gift: g, top: ranking(c, `gift:${g.id}:${period}`, 3, 200_000).list }));
  },
  'GET /marketing/rankingList/getData': (c) => {
    const classify = num(c, 'classify', 3);
    const period = num(c, 'period', 0);
    if (!CLASSIFY.includes(classify) || !PERIODS.includes(period)) fail('badRequest', STATUS.badRequest);
    return { classify, period, refreshSeconds: 300, ...ranking(c, `rank:${classify}:${period}`, FUTURE_PERIODS.includes(period) ? 0 : size(c), classify === 6 ? 8_000_000 : 2_000_000, classify === 6) };
  },
  'GET /marketing/rankingList/giftTopListByLastWeek': (c) =>
    GIFTS.slice(4, 12).map((g) => ({ gift: g, sender: ranking(c, `lastWeekSent:${g.id}`, 1).list[0], receiver: ranking(c, `lastWeekRecv:${g.id}`, 1).list[0] })),
  'GET /marketing/rankingList/getChatRoomRanking': (c) => {
    const day = num(c, 'type', num(c, 'period', 0));
    const rows = rankedUsers(c.world.seed, `room:${dayNumber(c.now) - (day === 1 ? 1 : 0)}`, size(c), 5_000_000).map((r) => ({ rank: r.rank, roomId: Number(r.userId) + 900_000, roomName: `${r.name}'s Room`, icon: r.icon, owner: { userId: r.userId, name: r.name }, value: r.value }));
    return { list: rows, period: day };
  },
  'GET /marketing/hallOfFameReward/listRank': (c) => {
    const classify = str(c, 'classify', '');
    const tab = classify ? (HOF_CODES[`${classify}:${str(c, 'period', '')}`] ?? '') : str(c, 'tab', 'sentWeekly');
    if (!HOF_TABS.includes(tab)) fail('badRequest', STATUS.badRequest);
    return { tab, ...ranking(c, `hof:${tab}`, Math.min(size(c), 100), 9_000_000, tab === 'familySentMonthly') };
  },
  'GET /marketing/hallOfFameReward/listRewardConfig': () =>
    HOF_TABS.map((tab, t) => ({ tab, rewards: [1, 2, 3].map((rank) => ({ rank, items: [DECORATIONS[(rank + t) % DECORATIONS.length], GIFTS[12 - rank]] })) })),
};

/**
 * The Christmas lottery (the 2022 carnival; sandbox paths /activity/christmasLottery/*, not published): a draw costs
 * 0.99 USD, ten cost 9.9 USD, paid through the app. The payment server records the bought draws (the sandbox hears
 * of them from `grant: { userId, lotteryDraws }`); a draw then uses them, 1 or 10 at a time, and names its prizes.
 * GET records { pageNum, pageSize } answers the user's draw record, newest first, a page at a time (each prize drawn
 * with its time). The whitelisted payer starts with 10 bought draws.
 */
import { giftOrThrow } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { isoAt } from '../time';
import { domain, SEEDED_USERS, type UserState } from '../users';
import { eventNow } from './carnivalGifts';
import { carnivalWindow, requireCarnival } from './carnival2022';

export const LOTTERY_OFFERS = [
  { count: 1, priceUsd: 0.99, clientProductId: 'christmas_lottery_1', productIdentifier: 'com.sandbox.lottery.1' },
  { count: 10, priceUsd: 9.9, clientProductId: 'christmas_lottery_10', productIdentifier: 'com.sandbox.lottery.10' },
] as const;
/** Prizes by weight. */
const PRIZES: Array<[number, number]> = [[1001, 35], [1002, 25], [1003, 18], [1004, 12], [1005, 6], [1007, 3], [1009, 1]];

interface LotteryState {
  draws: number;
  records: Array<{ name: string; icon: string; count: number; time: number }>;
}

const lotteryState = (user: UserState) => domain<LotteryState>(user, 'christmasLottery', () => ({ draws: user.userId === SEEDED_USERS.payer ? 10 : 0, records: [] }));

/** Draws the payment server recorded as bought for a user. */
export function buyLotteryDraws(user: UserState, count: number): void {
  if (count > 0) lotteryState(user).draws += count;
}

const index = (c: Ctx) => {
  const s = lotteryState(c.user);
  return { ...carnivalWindow(c), price: 1, batches: LOTTERY_OFFERS.map((o) => o.count), draws: s.draws, offers: LOTTERY_OFFERS };
};

function prize(c: Ctx) {
  let roll = c.rng() * PRIZES.reduce((n, [, w]) => n + w, 0);
  const g = giftOrThrow((PRIZES.find(([, w]) => (roll -= w) < 0) ?? PRIZES[0]!)[0]);
  return { id: g.id, name: g.name, icon: g.icon, value: g.diamonds };
}

export const christmasLotteryRoutes: Routes = {
  'GET /activity/christmasLottery/index': index,
  'GET /activity/christmasLottery/records': (c) => {
    const page = pageOf([...lotteryState(c.user).records].reverse().map((r) => ({ ...r, time: isoAt(r.time) })), paging(c));
    return { ...page, list: page.rows };
  },
  'POST /activity/christmasLottery/draw': (c) => {
    requireCarnival(c);
    const count = num(c, 'count', 0);
    if (!LOTTERY_OFFERS.some((o) => o.count === count)) fail('badRequest', STATUS.badRequest);
    const s = lotteryState(c.user);
    if (s.draws < count) fail('notEnoughPaidDraws', STATUS.balance);
    s.draws -= count;
    const prizes = Array.from({ length: count }, () => prize(c));
    const time = eventNow(c);
    s.records.push(...prizes.map((p) => ({ name: p.name, icon: p.icon, count: 1, time })));
    return { prizes, ...index(c) };
  },
};

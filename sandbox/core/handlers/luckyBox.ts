/**
 * Lucky boxes with a paid trial (variants love in June, super idol,
 * fairytale town, pumpkin killer, valentine). Sandbox paths (the
 * real ones are not published): GET /activity/luckyBox/index, POST trial,
 * POST keepTrial, POST dropTrial, POST draw, GET records; every call names
 * its theme.
 *
 * Rules: once a day per theme the user draws once for free as a trial; the
 * trial's prize is kept only if the user pays the price of one draw
 * (keepTrial); giving it up (dropTrial) loses it for good. While a trial
 * prize waits, it stays offered (also after a reload) and paid draws wait for
 * the answer. Paid draws come in batches of 1, 10 and 50 at the price of one
 * draw each.
 */
import { giftOrThrow, type Gift } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { dayNumber, isoAt } from '../time';
import { domain, SEEDED_USERS } from '../users';
import { debit } from '../wallet';

export const LUCKY_BOX_THEMES = ['loveInJune', 'superIdol', 'fairytaleTown', 'pumpkinKiller', 'valentine'] as const;
export type LuckyBoxTheme = (typeof LUCKY_BOX_THEMES)[number];
export const LUCKY_BOX_BATCHES = [1, 10, 50] as const;
/** Diamonds per draw (the trial is kept for the price of one draw). */
export const LUCKY_BOX_PRICE: Record<LuckyBoxTheme, number> = { loveInJune: 100, superIdol: 100, fairytaleTown: 100, pumpkinKiller: 100, valentine: 99 };

/** Each theme's prizes: gift id and weight (out of 1000). */
const POOLS: Record<LuckyBoxTheme, Array<[number, number]>> = {
  loveInJune: [[1001, 400], [1002, 300], [1005, 200], [1006, 80], [1008, 15], [1010, 5]],
  superIdol: [[1002, 400], [1003, 300], [1004, 200], [1007, 80], [1009, 15], [1011, 5]],
  fairytaleTown: [[1001, 400], [1003, 300], [1004, 200], [1013, 80], [1014, 15], [1012, 5]],
  pumpkinKiller: [[1002, 400], [1004, 300], [1005, 200], [1013, 80], [1008, 15], [1011, 5]],
  valentine: [[1001, 400], [1005, 300], [1006, 200], [1007, 80], [1009, 15], [1010, 5]],
};

export interface TrialPrize { trialId: number; gift: Gift; price: number }
interface ThemeState { trialDay: number | null; pending: TrialPrize | null; records: Array<{ gift: Gift; time: number; trial: boolean }> }
interface LuckyState { themes: Partial<Record<LuckyBoxTheme, ThemeState>>; nextTrialId: number }

const themeOf = (c: Ctx): LuckyBoxTheme => {
  const t = str(c, 'theme');
  return (LUCKY_BOX_THEMES as readonly string[]).includes(t) ? (t as LuckyBoxTheme) : fail('badRequest', STATUS.badRequest);
};

/**
 * Seeded states: the couple user (10005) has a trial prize waiting in every theme; the premium user (10003) has
 * used today's trials; the newcomer (10001, 300 diamonds) can try and keep once; 10007 can try but not pay.
 */
function stateOf(c: Ctx, theme: LuckyBoxTheme): ThemeState {
  const s = domain<LuckyState>(c.user, 'luckyBox', () => ({ themes: {}, nextTrialId: 1 }));
  return (s.themes[theme] ??= (() => {
    const base: ThemeState = { trialDay: null, pending: null, records: [] };
    if (c.user.userId === SEEDED_USERS.premium) base.trialDay = dayNumber(c.now);
    if (c.user.userId === SEEDED_USERS.couple) {
      base.trialDay = dayNumber(c.now);
      base.pending = { trialId: s.nextTrialId++, gift: giftOrThrow(POOLS[theme][3]![0]), price: LUCKY_BOX_PRICE[theme] };
    }
    return base;
  })());
}

function drawGift(c: Ctx, theme: LuckyBoxTheme): Gift {
  let r = c.rng() * 1000;
  for (const [id, w] of POOLS[theme]) {
    if (r < w) return giftOrThrow(id);
    r -= w;
  }
  return giftOrThrow(POOLS[theme][0]![0]);
}

const pendingView = (p: TrialPrize | null) => (p ? { trialId: p.trialId, prize: p.gift, price: p.price } : null);

function trialById(c: Ctx, s: ThemeState): TrialPrize {
  const trialId = num(c, 'trialId');
  if (!s.pending || s.pending.trialId !== trialId) return fail('trialGone', STATUS.rule);
  return s.pending;
}

export const luckyBoxRoutes: Routes = {
  'GET /activity/luckyBox/index': (c) => {
    const theme = themeOf(c);
    const s = stateOf(c, theme);
    const weightTotal = POOLS[theme].reduce((a, [, w]) => a + w, 0);
    return {
      theme,
      price: LUCKY_BOX_PRICE[theme],
      batches: LUCKY_BOX_BATCHES,
      prizes: [...POOLS[theme]].reverse().map(([id, w]) => ({ ...giftOrThrow(id), rate: Math.round((w / weightTotal) * 1000) / 10 })),
      diamond: c.user.wallet.diamond,
      trialAvailable: s.pending === null && s.trialDay !== dayNumber(c.now),
      pendingTrial: pendingView(s.pending),
    };
  },
  /** The day's free trial: one result, kept only if paid. A second tap while it waits answers the same trial. */
  'POST /activity/luckyBox/trial': (c) => {
    const theme = themeOf(c);
    const s = stateOf(c, theme);
    if (s.pending) return pendingView(s.pending);
    if (s.trialDay === dayNumber(c.now)) fail('trialUsed', STATUS.limit);
    const st = domain<LuckyState>(c.user, 'luckyBox', () => ({ themes: {}, nextTrialId: 1 }));
    s.trialDay = dayNumber(c.now);
    s.pending = { trialId: st.nextTrialId++, gift: drawGift(c, theme), price: LUCKY_BOX_PRICE[theme] };
    return pendingView(s.pending);
  },
  /** Paying keeps the trial's prize: the price of one draw is debited, the prize is the user's. */
  'POST /activity/luckyBox/keepTrial': (c) => {
    const theme = themeOf(c);
    const s = stateOf(c, theme);
    const trial = trialById(c, s);
    debit(c.user, trial.price);
    s.pending = null;
    s.records.push({ gift: trial.gift, time: c.now, trial: true });
    return withMessage({ prize: trial.gift, diamond: c.user.wallet.diamond }, 'buySuccess');
  },
  /** Giving the trial up loses its prize; nothing is charged. */
  'POST /activity/luckyBox/dropTrial': (c) => {
    const theme = themeOf(c);
    const s = stateOf(c, theme);
    trialById(c, s);
    s.pending = null;
    return { dropped: true, diamond: c.user.wallet.diamond };
  },
  'POST /activity/luckyBox/draw': (c) => {
    const theme = themeOf(c);
    const s = stateOf(c, theme);
    const count = num(c, 'count');
    if (!(LUCKY_BOX_BATCHES as readonly number[]).includes(count)) fail('badRequest', STATUS.badRequest);
    if (s.pending) fail('trialPending', STATUS.rule);
    debit(c.user, LUCKY_BOX_PRICE[theme] * count);
    const prizes = Array.from({ length: count }, () => drawGift(c, theme));
    for (const gift of prizes) s.records.push({ gift, time: c.now, trial: false });
    return { prizes, diamond: c.user.wallet.diamond };
  },
  'GET /activity/luckyBox/records': (c) => {
    const s = stateOf(c, themeOf(c));
    return pageOf([...s.records].reverse().map((r) => ({ name: r.gift.name, icon: r.gift.icon, count: 1, createTime: isoAt(r.time) })), paging(c));
  },
};

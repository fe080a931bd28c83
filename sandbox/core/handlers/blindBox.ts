/**
 * Blind box challenge. Sandbox paths (the real ones
 * are not published): /activity/blindBox/index, POST open (boxIndex), POST
 * openAll, POST refresh, POST exchange (count), records.
 *
 * - A board holds BOX_COUNT boxes, each hiding a gift; opening one costs a key.
 * - Opening every box left at once costs 10% less (rounded up).
 * - When the last box is opened the board moves on to the next one by itself.
 * - Keys are exchanged for gems, up to the board's max keys (the maximum a
 *   board takes); the count must be entered, at most the maximum shown.
 * - A paid refresh (gems) deals the board again and restores its max keys; it
 *   is allowed only once the boxes opened exceed a threshold the page does not
 *   show (it is told how many more boxes to open).
 */
import { giftOrThrow, type Gift } from '../catalog';
import { num, pageOf, paging, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { isoAt } from '../time';
import { domain, SEEDED_USERS } from '../users';

export const BOX_COUNT = 9;
export const MAX_KEYS = 12;
export const GEMS_PER_KEY = 20;
export const REFRESH_GEMS = 300;
/** Boxes opened on a board must exceed this before a refresh is allowed (not shown to the user). */
export const REFRESH_THRESHOLD = 4;
/** Bulk opening: 10% off. */
export const BULK_DISCOUNT = 0.1;
const BOX_GIFTS = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1014];

interface Box { giftId: number; opened: boolean }
interface BoxState { boardNo: number; boxes: Box[]; keys: number; gems: number; keysExchanged: number; records: Array<{ gift: Gift; boardNo: number; time: number }> }

/** Seeded: the payer has 2 boxes open with keys and gems to spare; the exhausted user has neither keys nor gems. */
const SEEDED: Record<string, Partial<Pick<BoxState, 'keys' | 'gems'>> & { opened?: number }> = {
  [SEEDED_USERS.payer]: { keys: 20, gems: 5_000, opened: 2 },
  [SEEDED_USERS.exhausted]: { keys: 0, gems: 0 },
  [SEEDED_USERS.newcomer]: { keys: 1, gems: 100 },
};

function deal(c: Ctx): Box[] {
  return Array.from({ length: BOX_COUNT }, () => ({ giftId: BOX_GIFTS[Math.floor(c.rng() * BOX_GIFTS.length)]!, opened: false }));
}

const boxOf = (c: Ctx) =>
  domain<BoxState>(c.user, 'blindBox', () => {
    const seed = SEEDED[c.user.userId] ?? { keys: 5, gems: 1_000 };
    const boxes = deal(c).map((b, i) => ({ ...b, opened: i < (seed.opened ?? 0) }));
    return { boardNo: 1, boxes, keys: seed.keys ?? 5, gems: seed.gems ?? 1_000, keysExchanged: 0, records: [] };
  });

/**
 * The keys for opening every box left: 10% off a key per box, rounded down to a whole key (the user always gets at
 * least the 10% off: 7 boxes take 6 keys), never less than one key.
 */
export const bulkCost = (remaining: number): number => Math.max(Math.min(remaining, 1), Math.floor(remaining * (1 - BULK_DISCOUNT) + 1e-9));
const openedCount = (s: BoxState) => s.boxes.filter((b) => b.opened).length;
const exchangeMax = (s: BoxState) => Math.max(0, Math.min(Math.floor(s.gems / GEMS_PER_KEY), MAX_KEYS - s.keysExchanged));

function index(c: Ctx) {
  const s = boxOf(c);
  const opened = openedCount(s);
  const remaining = BOX_COUNT - opened;
  const needMore = Math.max(0, REFRESH_THRESHOLD + 1 - opened);
  return {
    boardNo: s.boardNo, boxCount: BOX_COUNT, opened,
    boxes: s.boxes.map((b, i) => ({ index: i, opened: b.opened, ...(b.opened ? { gift: giftOrThrow(b.giftId) } : {}) })),
    keys: s.keys, maxKeys: MAX_KEYS, keysExchanged: s.keysExchanged, gems: s.gems, gemsPerKey: GEMS_PER_KEY, exchangeMax: exchangeMax(s),
    refreshCost: REFRESH_GEMS, refreshNeedMore: needMore, canRefresh: needMore === 0,
    bulk: { remaining, cost: bulkCost(remaining), fullCost: remaining, discount: BULK_DISCOUNT },
  };
}

/** Opens the boxes given; when none is left closed, the next board is dealt. */
function openBoxes(c: Ctx, s: BoxState, which: number[]) {
  const gifts = which.map((i) => {
    const box = s.boxes[i]!;
    box.opened = true;
    const gift = giftOrThrow(box.giftId);
    s.records.push({ gift, boardNo: s.boardNo, time: c.now });
    return gift;
  });
  const cleared = s.boxes.every((b) => b.opened);
  if (cleared) Object.assign(s, { boardNo: s.boardNo + 1, boxes: deal(c), keysExchanged: 0 });
  return { gifts, boardCleared: cleared, boardNo: s.boardNo, keys: s.keys };
}

export const blindBoxRoutes: Routes = {
  'GET /activity/blindBox/index': index,
  'POST /activity/blindBox/open': (c) => {
    const s = boxOf(c);
    const i = num(c, 'boxIndex', -1);
    if (!Number.isInteger(i) || i < 0 || i >= BOX_COUNT) fail('chooseBox', STATUS.badRequest);
    if (s.boxes[i]!.opened) fail('chooseBox', STATUS.rule);
    if (s.keys < 1) fail('notEnoughKeys', STATUS.balance);
    s.keys -= 1;
    return openBoxes(c, s, [i]);
  },
  'POST /activity/blindBox/openAll': (c) => {
    const s = boxOf(c);
    const closed = s.boxes.map((b, i) => (b.opened ? -1 : i)).filter((i) => i >= 0);
    const cost = bulkCost(closed.length);
    if (s.keys < cost) fail('notEnoughKeys', STATUS.balance);
    s.keys -= cost;
    return { ...openBoxes(c, s, closed), cost };
  },
  'POST /activity/blindBox/refresh': (c) => {
    const s = boxOf(c);
    const opened = openedCount(s);
    if (opened <= REFRESH_THRESHOLD) fail('refreshNotAllowed', STATUS.rule, { count: REFRESH_THRESHOLD + 1 - opened });
    if (s.gems < REFRESH_GEMS) fail('notEnoughGems', STATUS.balance);
    s.gems -= REFRESH_GEMS;
    Object.assign(s, { boxes: deal(c), keysExchanged: 0 });
    return { boardNo: s.boardNo, gems: s.gems, maxKeys: MAX_KEYS };
  },
  'POST /activity/blindBox/exchange': (c) => {
    const s = boxOf(c);
    const raw = num(c, 'count', 0);
    if (!Number.isInteger(raw) || raw < 1) fail('enterExchangeCount', STATUS.badRequest);
    if (raw > MAX_KEYS - s.keysExchanged) fail('exceedLimit', STATUS.limit);
    if (raw * GEMS_PER_KEY > s.gems) fail('notEnoughGems', STATUS.balance);
    s.gems -= raw * GEMS_PER_KEY;
    s.keys += raw;
    s.keysExchanged += raw;
    return { keys: s.keys, gems: s.gems, exchangeMax: exchangeMax(s) };
  },
  'GET /activity/blindBox/records': (c) => pageOf([...boxOf(c).records].reverse().map((r) => ({ name: r.gift.name, icon: r.gift.icon, count: 1, boardNo: r.boardNo, time: isoAt(r.time) })), paging(c)),
};


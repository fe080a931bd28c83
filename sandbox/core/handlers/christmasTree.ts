/**
 * The Christmas tree (the 2022 carnival; sandbox paths /activity/christmasTree/*, not published): 80 EXP lights it
 * once; each light gives a tree piece and a prize, and the 4th, 8th and 15th lights give a guaranteed gift. The tree
 * pieces are claimed on 31 December (UTC+8) only, once. EXP comes from the app (gifts and tasks, not a page call):
 * the sandbox grants it with `grant: { userId, treeExp }`. Each user starts with 160 EXP (none for the exhausted one).
 */
import { giftOrThrow } from '../catalog';
import { type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { domain, SEEDED_USERS, type UserState } from '../users';
import { dateKey } from '../time';
import { carnivalWindow, requireCarnival } from './carnival2022';
import { eventNow } from './carnivalGifts';
import { addToBackpack } from './shop';

export const EXP_PER_LIGHT = 80;
/** The lights whose prize is a guaranteed gift, and that gift. */
export const GUARANTEED: Readonly<Record<number, number>> = { 4: 1007, 8: 1008, 15: 1010 };
const PIECES_GIFT = 1009;
/** The prize of any other light, by weight. */
const PRIZES: Array<[number, number]> = [[1001, 50], [1002, 30], [1003, 15], [1004, 5]];

interface TreeState {
  exp: number;
  lights: number;
  pieces: number;
  piecesClaimed: boolean;
  records: Array<{ light: number; name: string; icon: string; guaranteed: boolean }>;
}

export function treeState(user: UserState): TreeState {
  return domain<TreeState>(user, 'christmasTree', () => ({ exp: user.userId === SEEDED_USERS.exhausted ? 0 : 160, lights: 0, pieces: 0, piecesClaimed: false, records: [] }));
}

/** Whether an instant is 31 December in UTC+8. */
export const isClaimDay = (now: number): boolean => dateKey(now).endsWith('-12-31');

function index(c: Ctx) {
  const s = treeState(c.user);
  const next = Object.keys(GUARANTEED).map(Number).find((n) => n > s.lights);
  return {
    ...carnivalWindow(c), exp: s.exp, expPerLight: EXP_PER_LIGHT, lights: s.lights, canLight: s.exp >= EXP_PER_LIGHT,
    guaranteedAt: Object.keys(GUARANTEED).map(Number), nextGuaranteed: next ?? null, lightsToGuaranteed: next === undefined ? null : next - s.lights,
    pieces: s.pieces, piecesClaimed: s.piecesClaimed, claimDay: `${dateKey(eventNow(c)).slice(0, 4)}-12-31`, claimable: isClaimDay(eventNow(c)) && s.pieces > 0 && !s.piecesClaimed,
    records: [...s.records].reverse(),
  };
}

function prizeOf(c: Ctx, light: number) {
  const guaranteed = GUARANTEED[light];
  if (guaranteed !== undefined) return { gift: giftOrThrow(guaranteed), guaranteed: true };
  let roll = c.rng() * PRIZES.reduce((n, [, w]) => n + w, 0);
  const [id] = PRIZES.find(([, w]) => (roll -= w) < 0) ?? PRIZES[0]!;
  return { gift: giftOrThrow(id), guaranteed: false };
}

export const christmasTreeRoutes: Routes = {
  'GET /activity/christmasTree/index': index,
  'POST /activity/christmasTree/light': (c) => {
    requireCarnival(c);
    const s = treeState(c.user);
    if (s.exp < EXP_PER_LIGHT) fail('treeNeedExp', STATUS.balance, { exp: EXP_PER_LIGHT });
    s.exp -= EXP_PER_LIGHT;
    s.lights += 1;
    s.pieces += 1;
    const { gift, guaranteed } = prizeOf(c, s.lights);
    addToBackpack(c, gift.id, gift.name);
    s.records.push({ light: s.lights, name: gift.name, icon: gift.icon, guaranteed });
    return { light: s.lights, prize: { name: gift.name, icon: gift.icon, value: gift.diamonds, guaranteed }, ...index(c) };
  },
  'POST /activity/christmasTree/claimPieces': (c) => {
    requireCarnival(c);
    const s = treeState(c.user);
    if (!isClaimDay(eventNow(c))) fail('treePiecesDate', STATUS.time);
    if (s.piecesClaimed) fail('alreadyReceived', STATUS.limit);
    if (s.pieces <= 0) fail('noTreePieces', STATUS.rule);
    s.piecesClaimed = true;
    const gift = giftOrThrow(PIECES_GIFT);
    addToBackpack(c, gift.id, gift.name, s.pieces);
    return withMessage({ claimed: s.pieces, reward: gift.name, ...index(c) }, 'receiveSuccess');
  },
};

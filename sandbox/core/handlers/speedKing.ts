/**
 * Speed king promotion: a two-week promotion of the Rapid King betting game with a personal ranking, a family
 * ranking and tasks. Sandbox paths (the spec publishes none): GET /activity/speedKing/ranking?type=personal|family
 * and /activity/speedKing/tasks, POST /activity/speedKing/claim { taskId }.
 *
 * The sandbox assumes: the promotion runs 2026-11-23 to 12-07 (UTC+8); 1 diamond bet in Rapid King is 1 speed
 * point; a family's points are its members' (seeded families grow with the promotion's progress, the user's own
 * family adds the user's points); a task's reward (diamonds) is claimed once, when the task is done, while the
 * promotion runs. Calls read the page's previewed instant (eventNow), as the carnival's do.
 */
import { rankedUsers } from '../catalog';
import { num, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { localizeContent } from '../contentNames';
import { isoAt } from '../time';
import { domain } from '../users';
import { credit } from '../wallet';
import { eventNow, progressOf, ranked } from './carnivalGifts';
import { rapidKing } from './games';
import { requireWithin } from './window';

const BASE = '/activity/speedKing';
export const SPEED_KING_START = Date.parse('2026-11-23T00:00:00+08:00');
export const SPEED_KING_END = Date.parse('2026-12-07T00:00:00+08:00');

type Measure = 'open' | 'bets' | 'diamonds';
/** The tasks: open the promotion, place 5 Rapid King bets, bet 10,000 diamonds; each reward in diamonds. */
export const SPEED_KING_TASKS: ReadonlyArray<{ taskId: number; name: string; measure: Measure; target: number; reward: number }> = [
  { taskId: 1, name: 'Open the speed king promotion', measure: 'open', target: 1, reward: 10 },
  { taskId: 2, name: 'Place 5 bets in Rapid King', measure: 'bets', target: 5, reward: 100 },
  { taskId: 3, name: 'Bet 10,000 diamonds in Rapid King', measure: 'diamonds', target: 10_000, reward: 1_000 },
];

const claimed = (c: Ctx) => domain<Record<number, boolean>>(c.user, 'speedKingClaimed', () => ({}));

/** The user's Rapid King bets so far: how many, and their diamonds (the speed points). */
function betsOf(c: Ctx, userId: string) {
  const all = Object.values(rapidKing.state(c.world).bets).flat().filter((b) => b.userId === userId);
  return { count: all.length, diamonds: all.reduce((sum, b) => sum + b.amount, 0) };
}

function tasks(c: Ctx) {
  const mine = betsOf(c, c.user.userId);
  const progress: Record<Measure, number> = { open: 1, bets: mine.count, diamonds: mine.diamonds };
  return SPEED_KING_TASKS.map((t) => {
    const current = Math.min(progress[t.measure], t.target);
    const status = claimed(c)[t.taskId] ? 'claimed' : current >= t.target ? 'done' : 'ongoing';
    return { taskId: t.taskId, name: t.name, current, target: t.target, status, reward: `${t.reward} 💎`, rewardDiamonds: t.reward };
  });
}

const grown = (value: number, now: number) => Math.round(value * progressOf(now, SPEED_KING_START, SPEED_KING_END));

function personal(c: Ctx, now: number) {
  const seeded = rankedUsers(c.world.seed, 'speedKing', 30, 400_000).map((r) => ({ userId: r.userId, name: r.name, icon: r.icon, value: grown(r.value, now) }));
  const own = { userId: c.user.userId, name: c.user.name, icon: c.user.icon, value: betsOf(c, c.user.userId).diamonds };
  return ranked([...seeded.filter((r) => r.userId !== own.userId), own].filter((r) => r.value > 0 || r === own), (r) => r.userId === own.userId);
}

function family(c: Ctx, now: number) {
  const rows = rankedUsers(c.world.seed, 'speedKingFamily', 12, 2_000_000).map((r, i) => {
    const familyId = i === 4 ? '501' : String(700 + i);
    return { familyId, name: familyId === '501' ? 'Moonlight' : `${r.name} Family`, icon: r.icon, value: grown(r.value, now) };
  });
  const own = c.user.familyId;
  const withMine = rows.map((r) => (r.familyId === own ? { ...r, value: r.value + betsOf(c, c.user.userId).diamonds } : r));
  return ranked(withMine, (r) => r.familyId === own);
}

const period = () => ({ startTime: isoAt(SPEED_KING_START), endTime: isoAt(SPEED_KING_END) });

export const speedKingRoutes: Routes = {
  [`GET ${BASE}/ranking`]: (c) => {
    const now = eventNow(c);
    const type = str(c, 'type', 'personal');
    if (type !== 'personal' && type !== 'family') fail('badRequest', STATUS.badRequest);
    return { ...period(), type, ...(type === 'family' ? family(c, now) : personal(c, now)) };
  },
  [`GET ${BASE}/tasks`]: (c) => ({ ...period(), list: localizeContent(tasks(c), c.lang) }),
  // A done task's diamonds, once, while the promotion runs.
  [`POST ${BASE}/claim`]: (c) => {
    requireWithin(eventNow(c), SPEED_KING_START, SPEED_KING_END);
    const task = tasks(c).find((t) => t.taskId === num(c, 'taskId', 0));
    if (!task) fail('badRequest', STATUS.badRequest);
    if (task!.status === 'claimed') fail('alreadyReceived', STATUS.rule);
    if (task!.status !== 'done') fail('taskNotDone', STATUS.rule);
    claimed(c)[task!.taskId] = true;
    credit(c.user, task!.rewardDiamonds);
    return { taskId: task!.taskId, reward: task!.rewardDiamonds, walletDiamond: c.user.wallet.diamond, list: localizeContent(tasks(c), c.lang) };
  },
};

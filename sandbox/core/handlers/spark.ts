/** Spark draw pages (Stars Hunters): configuration, draws, tasks, records, family ranking, reservations, vows. */
import { rankedUsers } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { DAY_MS, dayNumber, isoAt, startOfDay } from '../time';
import { mixSeed, mulberry32, randInt } from '../prng';
import { publicUser } from '../users';
import { actConfigIdOf, CATEGORY, drawOne, LIMITED_WITHIN, pityOf, prizePool, RARE_WITHIN, sparkOf } from './sparkDraw';
import { creditStardust, cycle, stardustOf } from './stardust';

export { cycle } from './stardust';

/** Daily spark tasks; topping up 5 USD gives 2 free sparks. */
const SPARK_TASKS = [
  { taskId: 1, name: 'Log in today', target: 1, sparks: 1 },
  { taskId: 2, name: 'Send 5 gifts', target: 5, sparks: 2 },
  { taskId: 3, name: 'Top up 5 USD', target: 1, sparks: 2 },
];

/** A task's progress today: logging in is done by opening the page; gifts sent are seeded per user and day; the top-up is done by users who recharged 5 USD or more. */
function taskProgress(c: Ctx, taskId: number): number {
  if (taskId === 1) return 1;
  if (taskId === 3) return c.user.rechargedCents >= 500 ? 1 : 0;
  return randInt(mulberry32(mixSeed(c.world.seed, `sparkGifts:${c.user.userId}:${startOfDay(c.now)}`)), 0, 5);
}

const categoryOf = (c: Ctx) => (num(c, 'actCategory', CATEGORY.normal) === CATEGORY.limit ? CATEGORY.limit : CATEGORY.normal);
const categoryOfConfig = (id: number) => (id === actConfigIdOf(CATEGORY.limit) ? CATEGORY.limit : id === actConfigIdOf(CATEGORY.normal) ? CATEGORY.normal : fail('badRequest', STATUS.badRequest));

/** Task rewards are received once a day: the key of a task's reward today. */
const claimKey = (c: Ctx, taskId: number) => dayNumber(c.now) * 10 + taskId;

/** A wish (vow) made on the preheat page: required, at most 30 characters. */
export const VOW_MAX = 30;

export const sparkRoutes: Routes = {
  'GET /activity/spark/getDrawConfig': (c) => {
    const category = categoryOf(c);
    const cy = cycle(c.now);
    const s = sparkOf(c);
    return {
      actConfigId: actConfigIdOf(category), actCategory: category, drawStatus: c.now >= cy.start && c.now < cy.end ? 1 : 0,
      drawStart: isoAt(cy.start), drawEnd: isoAt(cy.end), sysTime: c.now,
      jpIntervalNum: LIMITED_WITHIN, userJpIntervalNum: pityOf(s, category).sinceLimited, rareIntervalNum: RARE_WITHIN, userRareIntervalNum: pityOf(s, category).sinceRare,
      prizeConfigs: prizePool(category).filter((p) => p.prizeConfigType > 1), allPrizeConfigs: prizePool(category), sparkCount: s.sparks,
    };
  },
  'POST /activity/spark/draw': (c) => {
    const category = categoryOfConfig(num(c, 'actConfigId'));
    const drawNum = num(c, 'drawNum', 1);
    const cy = cycle(c.now);
    if (drawNum !== 1 && drawNum !== 10) fail('badRequest', STATUS.badRequest);
    if (c.now < cy.start || c.now >= cy.end) fail('notDrawable', STATUS.time);
    const s = sparkOf(c);
    if (s.sparks < drawNum) fail('notEnoughSparks', STATUS.balance);
    s.sparks -= drawNum;
    const stardust = creditStardust(c, drawNum);
    const resultPrizes = Array.from({ length: drawNum }, () => drawOne(c.rng, s, category));
    resultPrizes.forEach((prize) => s.records.push({ prize, time: c.now, category }));
    const pity = pityOf(s, category);
    return { resultPrizes, sparkCount: s.sparks, jpIntervalNum: LIMITED_WITHIN, userJpIntervalNum: pity.sinceLimited, rareIntervalNum: RARE_WITHIN, userRareIntervalNum: pity.sinceRare, stardust };
  },
  'GET /activity/spark/getFamilyRanking': (c) => {
    const cy = cycle(c.now);
    const rankingList = rankedUsers(c.world.seed, `sparkFamily:${cy.start}`, 20, 90_000).map((r, i) => ({ rank: r.rank, familyId: String(500 + i), name: `${r.name} Family`, icon: r.icon, value: r.value }));
    const own = c.user.familyId ? rankingList.find((r) => r.familyId === c.user.familyId) ?? null : null;
    return { rankingList, ownRanking: own, rankStart: isoAt(cy.start), rankEnd: isoAt(cy.end - DAY_MS), inRange: c.now >= cy.start && c.now <= cy.end - DAY_MS };
  },
  'GET /activity/spark/getEnergyValue': (c) => ({ energy: sparkOf(c).energy, stardust: stardustOf(c), sparkCount: sparkOf(c).sparks }),
  'GET /activity/spark/getTaskInfo': (c) => {
    const s = sparkOf(c);
    return {
      tasks: SPARK_TASKS.map((t) => {
        const progress = Math.min(t.target, taskProgress(c, t.taskId));
        return { ...t, reward: `+${t.sparks}`, progress, state: s.tasks[claimKey(c, t.taskId)] ? 'claimed' : progress >= t.target ? 'done' : 'ongoing' };
      }),
      resetAt: isoAt(startOfDay(c.now) + DAY_MS),
    };
  },
  'POST /activity/spark/receiveTaskReward': (c) => {
    const s = sparkOf(c);
    const task = SPARK_TASKS.find((t) => t.taskId === num(c, 'taskId')) ?? fail('badRequest', STATUS.badRequest);
    if (s.tasks[claimKey(c, task.taskId)]) fail('alreadyReceived', STATUS.limit);
    if (taskProgress(c, task.taskId) < task.target) fail('taskNotDone', STATUS.rule);
    s.tasks[claimKey(c, task.taskId)] = true;
    s.sparks += task.sparks;
    return withMessage({ taskId: task.taskId, sparkCount: s.sparks }, 'receiveSuccess');
  },
  'GET /activity/spark/listPrizeRecords': (c) => {
    const real = [...c.world.users.values()].flatMap((u) => ((u.domains.spark as ReturnType<typeof sparkOf> | undefined)?.records ?? []).filter((r) => r.prize.prizeConfigType > 1).map((r) => ({ user: publicUser(u), prize: r.prize, time: isoAt(r.time) })));
    const seeded = rankedUsers(c.world.seed, 'sparkRecords', 12).map((r, i) => ({ user: { userId: r.userId, name: r.name, icon: r.icon }, prize: prizePool(CATEGORY.normal)[4 + (i % 6)]!, time: isoAt(c.now - (i + 1) * 600_000) }));
    return pageOf([...real.reverse(), ...seeded], paging(c));
  },
  // The user's own prizes, newest first; with actCategory, those of that pool only.
  'GET /activity/spark/listUserPrizeRecord': (c) => {
    const only = num(c, 'actCategory', 0);
    const rows = [...sparkOf(c).records].reverse().filter((r) => !only || r.category === only);
    return pageOf(rows.map((r) => ({ prize: r.prize, actCategory: r.category, time: isoAt(r.time) })), paging(c));
  },
  'GET /activity/spark/getNextConfig': (c) => {
    const next = cycle(cycle(c.now).end + DAY_MS);
    return { actConfigId: 703, drawStart: isoAt(next.start), drawEnd: isoAt(next.end), booked: !!sparkOf(c).booked[703] };
  },
  'POST /activity/spark/book': (c) => {
    const id = num(c, 'actConfigId');
    if (id !== 703) fail('badRequest', STATUS.badRequest);
    sparkOf(c).booked[id] = true;
    return { actConfigId: id, booked: true };
  },
  'POST /activity/spark/addVow': (c) => {
    const text = str(c, 'content', str(c, 'vow', '')).trim();
    if (!text) fail('vowEmpty', STATUS.badRequest);
    if ([...text].length > VOW_MAX) fail('vowTooLong', STATUS.badRequest);
    sparkOf(c).vows.push(text);
    return { vows: sparkOf(c).vows };
  },
};

/**
 * Couple travel. Sandbox paths under /activity/coupleTravel (the real ones are not published): GET index (the
 * couple, the trip's progress and the couple's tasks), POST claim { taskId } and POST act { taskId, amount } (what
 * the app reports when the couple does a task's deed: sends gifts, chats in a room, signs in).
 * Rules: the tasks belong to the couple, so both partners see the same progress; a user without a couple reads
 * "Please find your CP first"; a task's reward is claimed once, when the task is done, by either partner; each
 * claimed task moves the trip one stop on.
 */
import { personOf, shared, num, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { eventNow } from './carnivalGifts';
import { requireWithin } from './window';

const BASE = '/activity/coupleTravel';
export const TRAVEL_START = Date.parse('2027-05-10T00:00:00+08:00');
export const TRAVEL_END = Date.parse('2027-05-24T00:00:00+08:00');
/** The sandbox's own code for a user without a couple. */
export const NO_COUPLE_STATUS = 3401;

/** The couple's tasks: what each needs and the reward it gives. */
export const TRAVEL_TASKS = [
  { taskId: 1, key: 'signIn', target: 1, days: 1 },
  { taskId: 2, key: 'gifts', target: 520, days: 3 },
  { taskId: 3, key: 'chat', target: 30, days: 7 },
  { taskId: 4, key: 'together', target: 3, days: 7 },
] as const;

const TASK_NAMES: Record<Ctx['lang'], readonly string[]> = {
  en: ['Sign in together', 'Send each other 520 diamonds of gifts', 'Chat 30 minutes in a room together', 'Be in the same room on 3 days'],
  ms: ['Daftar masuk bersama', 'Hantar hadiah 520 berlian antara satu sama lain', 'Berbual 30 minit bersama dalam bilik', 'Berada dalam bilik yang sama selama 3 hari'],
  th: ['เช็คอินด้วยกัน', 'ส่งของขวัญให้กัน 520 เพชร', 'คุยกันในห้อง 30 นาที', 'อยู่ห้องเดียวกัน 3 วัน'],
  fil: ['Mag-sign in nang magkasama', 'Magpadala sa isa\'t isa ng regalong 520 diamante', 'Mag-usap nang 30 minuto sa iisang room', 'Magkasama sa iisang room sa loob ng 3 araw'],
  vi: ['Điểm danh cùng nhau', 'Tặng nhau quà trị giá 520 kim cương', 'Trò chuyện 30 phút cùng nhau trong phòng', 'Ở cùng phòng trong 3 ngày'],
};
const REWARD_NAMES: Record<Ctx['lang'], readonly string[]> = {
  en: ['Couple frame', 'Love boat', 'Travel badge', 'Honeymoon car'],
  ms: ['Bingkai pasangan', 'Bot cinta', 'Lencana pengembaraan', 'Kereta bulan madu'],
  th: ['กรอบคู่รัก', 'เรือแห่งรัก', 'เหรียญนักเดินทาง', 'รถฮันนีมูน'],
  fil: ['Frame ng magkasintahan', 'Bangka ng pag-ibig', 'Badge ng biyahe', 'Kotse ng honeymoon'],
  vi: ['Khung đôi', 'Thuyền tình yêu', 'Huy hiệu du lịch', 'Xe trăng mật'],
};

interface Trip { progress: Record<number, number>; claimed: number[] }
const trips = (c: Ctx) => shared<Record<string, Trip>>(c.world, 'coupleTravel', () => ({}));

/** The couple's key (both partners' ids, in order), or undefined for a user without a couple. */
const coupleKey = (c: Ctx): string | undefined => (c.user.coupleUserId ? [c.user.userId, c.user.coupleUserId].sort().join('+') : undefined);
const tripOf = (c: Ctx, key: string): Trip => (trips(c)[key] ??= { progress: {}, claimed: [] });

function requireCouple(c: Ctx): Trip {
  const key = coupleKey(c);
  if (!key) return fail('findCp', NO_COUPLE_STATUS);
  return tripOf(c, key);
}

function taskOf(c: Ctx) {
  const id = num(c, 'taskId');
  return TRAVEL_TASKS.find((t) => t.taskId === id) ?? fail('notFound', STATUS.notFound);
}

function indexOf(c: Ctx) {
  const key = coupleKey(c);
  const base = { sysTime: eventNow(c), startTime: isoAt(TRAVEL_START), endTime: isoAt(TRAVEL_END), stops: TRAVEL_TASKS.length };
  if (!key) return { ...base, hasCp: false, partner: null, stop: 0, tasks: [] };
  const trip = tripOf(c, key);
  const tasks = TRAVEL_TASKS.map((t, i) => {
    const current = Math.min(t.target, trip.progress[t.taskId] ?? 0);
    const status = trip.claimed.includes(t.taskId) ? 'claimed' : current >= t.target ? 'done' : 'ongoing';
    return { taskId: t.taskId, name: TASK_NAMES[c.lang][i], current, target: t.target, status, reward: `${REWARD_NAMES[c.lang][i]} ×${t.days}` };
  });
  return { ...base, hasCp: true, partner: personOf(c.world, c.user.coupleUserId!), stop: trip.claimed.length, tasks };
}

export const coupleTravelRoutes: Routes = {
  [`GET ${BASE}/index`]: indexOf,
  [`POST ${BASE}/claim`]: (c) => {
    requireWithin(eventNow(c), TRAVEL_START, TRAVEL_END);
    const trip = requireCouple(c);
    const task = taskOf(c);
    if (trip.claimed.includes(task.taskId)) fail('alreadyReceived', STATUS.limit);
    if ((trip.progress[task.taskId] ?? 0) < task.target) fail('taskNotDone', STATUS.rule);
    trip.claimed.push(task.taskId);
    return withMessage({ stop: trip.claimed.length }, 'rewardSent');
  },
  /** Sandbox-only: the couple did some of a task's deed (as the app reports it). */
  [`POST ${BASE}/act`]: (c) => {
    requireWithin(eventNow(c), TRAVEL_START, TRAVEL_END);
    const trip = requireCouple(c);
    const task = taskOf(c);
    const amount = num(c, 'amount', 1);
    if (!Number.isInteger(amount) || amount < 1) fail('badRequest', STATUS.badRequest);
    trip.progress[task.taskId] = Math.min(task.target, (trip.progress[task.taskId] ?? 0) + amount);
    return { taskId: task.taskId, current: trip.progress[task.taskId] };
  },
};

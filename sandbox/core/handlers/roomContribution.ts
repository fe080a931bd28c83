/**
 * Room contribution: rooms rank by the contribution of the gifts sent in them, daily (rewards sent at 00:05 the
 * next day, UTC+8) and over the whole event; rewards reach the winners within 10 working days. A gift's
 * contribution is its diamonds +20% in a local-server room, +10% in a room of more than 20 people, -40% when sent
 * to oneself. A lucky gift returns up to 88 times its diamonds to the sender; a black gold gift gives a super
 * reward, at most 3 in any 30 days.
 *
 * Sandbox paths (the spec publishes none): GET /activity/roomContribution/{index,ranking,myRoom}
 * (ranking and myRoom: type=daily|total, day=0 today or 1 yesterday) and POST /activity/roomContribution/sendGift
 * { roomId, diamond, toUserId?, gift?: normal|lucky|blackGold }, which stands in for a gift sent in a room (the
 * gift itself is the app's; no page makes it): gifts are sent at any time, the rankings count those of their window.
 *
 * The sandbox assumes: the event runs 2026-11-20 to 12-20 (UTC+8); a room is on the local server when its area is
 * the sender's; the percentages add up (a self-sent gift in a big local room counts 90%); every user but the
 * newcomer owns the room 9<userId>, in their own area, with 8 people (the leader's, 910004, has 26); a super
 * reward is 5,000 diamonds.
 */
import { nameFor, avatarUrl } from '../catalog';
import { num, shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { mixSeed, mulberry32, pick, randInt } from '../prng';
import { DAY_MS, dayNumber, isoAt, startOfDay } from '../time';
import { domain, SEEDED_USERS } from '../users';
import { credit } from '../wallet';
import { eventNow, ranked } from './carnivalGifts';
import { ownRoomId } from './goodVibeRoom';

const BASE = '/activity/roomContribution';
export const CONTRIBUTION_START = Date.parse('2026-11-20T00:00:00+08:00');
export const CONTRIBUTION_END = Date.parse('2026-12-20T00:00:00+08:00');
export const CONTRIBUTION_RULES = {
  localBonusPercent: 20, crowdBonusPercent: 10, crowdOver: 20, selfPenaltyPercent: 40,
  luckyMaxTimes: 88, blackGoldSuperRewards: 3, blackGoldDays: 30, superRewardDiamonds: 5_000,
  dailyRewardTime: '00:05', rewardWorkingDays: 10,
} as const;
/** Daily rewards go out 5 minutes after the day ends (00:05 UTC+8). */
const REWARD_DELAY_MS = 5 * 60_000;
/** What a lucky gift may return, in times its diamonds: never more than 88. */
const LUCKY_TIMES = [0, 0, 0, 1, 1, 2, 3, 5, 10, 20, 50, 88] as const;

interface Room { roomId: string; roomName: string; ownerId: string; area: string; people: number }
interface Contribution { at: number; senderId: string; roomId: string; diamond: number; value: number }

const SEEDED_AREAS = ['PH', 'MY', 'TH', 'VN'] as const;

const seededRooms = (c: Ctx) => shared<Record<string, Room>>(c.world, 'contributionRooms', () => {
  const rng = mulberry32(mixSeed(c.world.seed, 'contributionRooms'));
  return Object.fromEntries(Array.from({ length: 24 }, (_, i) => {
    const ownerId = String(72001 + i);
    return [`8${ownerId}`, { roomId: `8${ownerId}`, roomName: `${nameFor(c.world.seed, ownerId)} Room`, ownerId, area: pick(rng, SEEDED_AREAS), people: randInt(rng, 5, 60) }];
  }));
});

/** A room by id: a seeded one, or the room a user owns (9<userId>). */
function roomOf(c: Ctx, roomId: string): Room | undefined {
  const seeded = seededRooms(c)[roomId];
  if (seeded) return seeded;
  if (!/^9\d{5,11}$/.test(roomId)) return undefined;
  const ownerId = roomId.slice(1);
  if (ownRoomId(c.userOf(ownerId)) !== roomId) return undefined;
  const owner = c.userOf(ownerId);
  return { roomId, roomName: `${owner.name} Room`, ownerId, area: owner.area, people: ownerId === SEEDED_USERS.leader ? 26 : 8 };
}

const ledger = (c: Ctx) => shared<Contribution[]>(c.world, 'roomContributions', () => []);

/** A gift's contribution: its diamonds, +20% local server, +10% over 20 people, -40% sent to oneself. */
export function contributionOf(diamond: number, room: Pick<Room, 'area' | 'people'>, senderArea: string, toSelf: boolean): number {
  const r = CONTRIBUTION_RULES;
  const percent = 100 + (room.area === senderArea ? r.localBonusPercent : 0) + (room.people > r.crowdOver ? r.crowdBonusPercent : 0) - (toSelf ? r.selfPenaltyPercent : 0);
  return Math.round((diamond * percent) / 100);
}

/** The window a ranking covers: a day (day=0 today, 1 yesterday) or the whole event. */
function windowOf(c: Ctx, now: number) {
  const type = str(c, 'type', 'daily');
  if (type === 'total') return { type, from: CONTRIBUTION_START, to: CONTRIBUTION_END, key: 'total' };
  if (type !== 'daily') return fail('badRequest', STATUS.badRequest);
  const from = startOfDay(now) - num(c, 'day', 0) * DAY_MS;
  return { type, from, to: from + DAY_MS, key: `day:${dayNumber(from)}` };
}

function ranking(c: Ctx, now: number) {
  const w = windowOf(c, now);
  const grownUntil = Math.min(now, w.to, CONTRIBUTION_END);
  const share = Math.max(0, Math.min(1, (grownUntil - Math.max(w.from, CONTRIBUTION_START)) / (w.to - w.from)));
  const rng = mulberry32(mixSeed(c.world.seed, `contribution:${w.key}`));
  const scale = w.type === 'total' ? 3_000_000 : 200_000;
  const rooms = Object.values(seededRooms(c));
  const own = ownRoomId(c.user);
  const ownRoom = own ? roomOf(c, own) : undefined;
  const rows = [...rooms, ...(ownRoom ? [ownRoom] : [])].map((room) => {
    const base = room === ownRoom ? 0 : Math.round(randInt(rng, scale / 20, scale) * share);
    const sent = ledger(c).filter((g) => g.roomId === room.roomId && g.at >= w.from && g.at < w.to).reduce((s, g) => s + g.value, 0);
    return { roomId: room.roomId, roomName: room.roomName, icon: avatarUrl(room.ownerId), owner: { userId: room.ownerId, name: nameFor(c.world.seed, room.ownerId) }, area: room.area, people: room.people, value: base + sent };
  });
  const rewardAt = w.to + REWARD_DELAY_MS;
  return { ...w, own, rewardTime: w.type === 'daily' ? isoAt(rewardAt) : null, rewarded: w.type === 'daily' && now >= rewardAt, ...ranked(rows.filter((r) => r.value > 0 || r.roomId === own), (r) => r.roomId === own) };
}

const superRewards = (c: Ctx) => domain<number[]>(c.user, 'blackGoldSuperRewards', () => []);
const superRewardsWithin = (c: Ctx, now: number) => superRewards(c).filter((at) => now - at < CONTRIBUTION_RULES.blackGoldDays * DAY_MS);

function blackGold(c: Ctx, now: number) {
  const used = superRewardsWithin(c, now).length;
  return { used, left: CONTRIBUTION_RULES.blackGoldSuperRewards - used, max: CONTRIBUTION_RULES.blackGoldSuperRewards, days: CONTRIBUTION_RULES.blackGoldDays };
}

export const roomContributionRoutes: Routes = {
  [`GET ${BASE}/index`]: (c) => {
    const own = ownRoomId(c.user);
    return { startTime: isoAt(CONTRIBUTION_START), endTime: isoAt(CONTRIBUTION_END), rules: CONTRIBUTION_RULES, blackGold: blackGold(c, eventNow(c)), myRoom: own ? roomOf(c, own) : null };
  },
  [`GET ${BASE}/ranking`]: (c) => ranking(c, eventNow(c)),
  // The user's own room, pinned above the ranking: one row with its place (none for a user with no room).
  [`GET ${BASE}/myRoom`]: (c) => {
    const r = ranking(c, eventNow(c));
    return { type: r.type, list: r.list.filter((row) => row.roomId === r.own) };
  },
  [`POST ${BASE}/sendGift`]: (c) => {
    const now = eventNow(c);
    const room = roomOf(c, str(c, 'roomId', '').trim());
    if (!room) return fail('applyRoomId', STATUS.badRequest);
    const diamond = num(c, 'diamond', 0);
    if (!Number.isInteger(diamond) || diamond < 1 || diamond > 10_000_000) fail('badRequest', STATUS.badRequest);
    const gift = str(c, 'gift', 'normal');
    if (!['normal', 'lucky', 'blackGold'].includes(gift)) fail('badRequest', STATUS.badRequest);
    const toSelf = str(c, 'toUserId', room.ownerId) === c.user.userId;
    const value = contributionOf(diamond, room, c.user.area, toSelf);
    ledger(c).push({ at: now, senderId: c.user.userId, roomId: room.roomId, diamond, value });
    const luckyTimes = gift === 'lucky' ? pick(c.rng, LUCKY_TIMES) : 0;
    credit(c.user, diamond * luckyTimes);
    const superReward = gift === 'blackGold' && blackGold(c, now).left > 0;
    if (superReward) {
      superRewards(c).push(now);
      credit(c.user, CONTRIBUTION_RULES.superRewardDiamonds);
    }
    return { roomId: room.roomId, diamond, contribution: value, luckyTimes, returned: diamond * luckyTimes, superReward, blackGold: blackGold(c, now), walletDiamond: c.user.wallet.diamond };
  },
};

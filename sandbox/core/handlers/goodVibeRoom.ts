/**
 * Good vibe room (carnival 2023): rooms compete by the gifts they receive from 2023-11-17 to 11-30 (UTC+8),
 * 1 diamond = 1 point. Room owners sign their room up and declare each day's event time at least 3 days ahead;
 * a family has at most 5 prize rooms; the results, the 24 rewarded rooms, come out at 16:00 the day after the
 * event. Sandbox paths (the spec publishes none): /activity/goodVibeRoom/{index,rooms,results} and
 * POST /activity/goodVibeRoom/signUp { roomId, date, time }.
 *
 * The sandbox assumes: every user owns the room 9<userId>, but the newcomer (10001), who has none; sign-ups open a
 * week before the event; a room is signed up with its first declared day, and declaring a day again changes its
 * time; a room's family is its owner's; 32 rooms are signed up already (4 of them Moonlight's, family 501).
 */
import { nameFor, avatarUrl } from '../catalog';
import { shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { mixSeed, mulberry32, randInt } from '../prng';
import { DAY_MS, dateKey, isoAt } from '../time';
import { SEEDED_USERS, type UserState } from '../users';
import { EVENT_TIMES } from './activityApply';
import { giftsWithin } from '../gifts';
import { eventNow, progressOf, ranked } from './carnivalGifts';
import { requireWithin } from './window';

const BASE = '/activity/goodVibeRoom';
export const VIBE_START = Date.parse('2023-11-17T00:00:00+08:00');
export const VIBE_END = Date.parse('2023-12-01T00:00:00+08:00');
export const VIBE_SIGN_UP_FROM = VIBE_START - 7 * DAY_MS;
/** The results come out at 16:00 (UTC+8) the day after the event's last day. */
export const VIBE_RESULTS_AT = VIBE_END + 16 * 3_600_000;
export const FAMILY_PRIZE_ROOMS = 5;
export const REWARDED_ROOMS = 24;
export const LEAD_DAYS = 3;

interface Room {
  roomId: string;
  roomName: string;
  ownerId: string;
  familyId: string | null;
  /** Points the room's seeded visitors give over the whole event. */
  base: number;
  slots: Record<string, string>;
}

/** The event's days, YYYY-MM-DD (UTC+8). */
export const VIBE_DAYS = Array.from({ length: (VIBE_END - VIBE_START) / DAY_MS }, (_, i) => dateKey(VIBE_START + i * DAY_MS));

/** The families of the rooms signed up before anyone calls: Moonlight (501) 4, five others 5 each, 3 rooms of no family. */
const SEEDED_FAMILIES: Array<string | null> = [
  ...Array<string>(4).fill('501'), ...['601', '602', '603', '604', '605'].flatMap((f) => Array<string>(FAMILY_PRIZE_ROOMS).fill(f)), null, null, null,
];

const rooms = (c: Ctx) => shared<Record<string, Room>>(c.world, 'goodVibeRooms', () => {
  const rng = mulberry32(mixSeed(c.world.seed, 'goodVibeRooms'));
  return Object.fromEntries(SEEDED_FAMILIES.map((familyId, i) => {
    const ownerId = String(70001 + i);
    const room: Room = { roomId: `8${ownerId}`, roomName: `${nameFor(c.world.seed, ownerId)} Room`, ownerId, familyId, base: randInt(rng, 20_000, 900_000), slots: { [VIBE_DAYS[0]!]: EVENT_TIMES[i % EVENT_TIMES.length]! } };
    return [room.roomId, room];
  }));
});

/** The room a user owns: 9<userId>, none for the newcomer. */
export const ownRoomId = (u: UserState): string | null => (u.userId === SEEDED_USERS.newcomer ? null : `9${u.userId}`);

const score = (c: Ctx, room: Room, now: number) =>
  Math.round(room.base * progressOf(now, VIBE_START, VIBE_END)) + giftsWithin(c.world, VIBE_START, VIBE_END, (g) => g.roomId === room.roomId);

function ranking(c: Ctx, now: number) {
  const rows = Object.values(rooms(c)).map((r) => ({
    roomId: r.roomId, roomName: r.roomName, icon: avatarUrl(r.ownerId), owner: { userId: r.ownerId, name: nameFor(c.world.seed, r.ownerId) }, familyId: r.familyId, value: score(c, r, now),
  }));
  const own = ownRoomId(c.user);
  return ranked(rows, (r) => r.roomId === own);
}

const prizeRoomsOf = (c: Ctx, familyId: string) => Object.values(rooms(c)).filter((r) => r.familyId === familyId).length;

/** The instant a declared event time starts: the day's date with the time's first hour (UTC+8). */
const slotStart = (date: string, time: string) => Date.parse(`${date}T${time.slice(0, 5)}:00+08:00`);

const slotsOf = (room: Room | undefined) => Object.entries(room?.slots ?? {}).sort(([a], [b]) => a.localeCompare(b)).map(([date, time]) => ({ date, time }));

export const goodVibeRoomRoutes: Routes = {
  [`GET ${BASE}/index`]: (c) => {
    const own = ownRoomId(c.user);
    const room = own ? rooms(c)[own] : undefined;
    const familyId = c.user.familyId ?? null;
    return {
      startTime: isoAt(VIBE_START), endTime: isoAt(VIBE_END), signUpFrom: isoAt(VIBE_SIGN_UP_FROM), resultTime: isoAt(VIBE_RESULTS_AT),
      leadDays: LEAD_DAYS, familyPrizeRooms: FAMILY_PRIZE_ROOMS, rewardedRooms: REWARDED_ROOMS, days: VIBE_DAYS, times: EVENT_TIMES,
      myRoom: own ? { roomId: own, signedUp: Boolean(room), slots: slotsOf(room), slotCount: slotsOf(room).length } : null,
      family: familyId ? { familyId, prizeRooms: prizeRoomsOf(c, familyId) } : null,
    };
  },
  [`GET ${BASE}/rooms`]: (c) => ({ ...ranking(c, eventNow(c)), startTime: isoAt(VIBE_START), endTime: isoAt(VIBE_END) }),
  // The 24 best rooms, a family's 5 best at most, once the results are out.
  [`GET ${BASE}/results`]: (c) => {
    const now = eventNow(c);
    if (now < VIBE_RESULTS_AT) return { published: false, resultTime: isoAt(VIBE_RESULTS_AT), list: [] };
    const taken: Record<string, number> = {};
    const list = ranking(c, now).list.filter((r) => {
      if (r.familyId === null) return true;
      taken[r.familyId] = (taken[r.familyId] ?? 0) + 1;
      return taken[r.familyId]! <= FAMILY_PRIZE_ROOMS;
    }).slice(0, REWARDED_ROOMS).map((r, i) => ({ ...r, rank: i + 1 }));
    return { published: true, resultTime: isoAt(VIBE_RESULTS_AT), list };
  },
  [`POST ${BASE}/signUp`]: (c) => {
    const now = eventNow(c);
    requireWithin(now, VIBE_SIGN_UP_FROM, VIBE_END);
    const roomId = str(c, 'roomId', '').trim();
    if (!/^\d{4,12}$/.test(roomId)) fail('applyRoomId', STATUS.badRequest);
    if (roomId !== ownRoomId(c.user)) fail('vibeNotOwner', STATUS.forbidden);
    const date = str(c, 'date', '').trim();
    if (!VIBE_DAYS.includes(date)) fail('vibeChooseDay', STATUS.badRequest);
    const time = str(c, 'time', '').trim();
    if (!(EVENT_TIMES as readonly string[]).includes(time)) fail('applyChooseTime', STATUS.badRequest);
    if (slotStart(date, time) - now < LEAD_DAYS * DAY_MS) fail('vibeTooSoon', STATUS.time, { days: LEAD_DAYS });
    const familyId = c.user.familyId ?? null;
    let room = rooms(c)[roomId];
    if (!room) {
      if (familyId && prizeRoomsOf(c, familyId) >= FAMILY_PRIZE_ROOMS) fail('vibeFamilyFull', STATUS.limit, { max: FAMILY_PRIZE_ROOMS });
      room = { roomId, roomName: `${c.user.name} Room`, ownerId: c.user.userId, familyId, base: 0, slots: {} };
      rooms(c)[roomId] = room;
    }
    room.slots[date] = time;
    return { roomId, slots: slotsOf(room), familyPrizeRooms: familyId ? prizeRoomsOf(c, familyId) : null };
  },
};

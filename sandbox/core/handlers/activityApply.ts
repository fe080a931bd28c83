/**
 * Activity application (the marketing apply calls): the activities a user can apply for (listActivityV1), an
 * application (saveV1) and the user's applications with their review state (activeReward/list).
 *
 * The spec gives the calls but not their fields or rules; the sandbox assumes: an application names the
 * activity, the room it is held in, a daily event time and an introduction, all required; a user has one
 * application per activity while it is pending or approved (a rejected one may be sent again); applications
 * open when an activity starts and close when it ends. Reviews are not simulated: a new application stays
 * pending; seeded users show the other states. activeReward/list takes an optional `state` (pending, approved
 * or rejected) and then lists only those applications, its `total` counting them: the spec does not publish
 * this filter (the activity index counts the applications under review with it).
 */
import { itemIconUrl } from '../catalog';
import { num, pageOf, paging, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { DAY_MS, isoAt, startOfDay } from '../time';
import { domain, SEEDED_USERS } from '../users';

export type ApplicationState = 'pending' | 'approved' | 'rejected';

interface Activity {
  id: number;
  name: string;
  desc: string;
  /** Opens and closes this many days from the day the user's state began. */
  days: readonly [number, number];
  reward: string;
}

export const ACTIVITIES: readonly Activity[] = [
  { id: 11, name: 'Good Vibe Room', desc: 'Room owners sign up and declare daily event times.', days: [-2, 14], reward: 'Room Star Frame' },
  { id: 12, name: 'Singer Stage', desc: 'Sing live in your room and collect votes.', days: [-3, 10], reward: 'Singer Badge' },
  { id: 14, name: 'Podcast Host Recruitment', desc: 'Host a weekly show on the podcast schedule.', days: [3, 30], reward: 'Podcast Host Badge' },
  { id: 13, name: 'Family Night', desc: 'Host a party night for your family.', days: [-30, -1], reward: 'Family Night Frame' },
];

/** The daily event times an application may declare. */
export const EVENT_TIMES = ['18:00-20:00', '20:00-22:00', '22:00-24:00'] as const;
/** Longest introduction, in characters. */
export const INTRO_MAX = 200;

interface Application {
  id: number;
  activityId: number;
  roomId: string;
  times: string;
  description: string;
  state: ApplicationState;
  at: number;
  reason?: string;
}

/** The day the sandbox state began for this user: activities are placed around it, so moving the clock ends them. */
const anchor = (c: Ctx) => domain(c.user, 'activityAnchor', () => startOfDay(c.now));

function windowOf(c: Ctx, a: Activity): { start: number; end: number } {
  const day0 = anchor(c);
  return { start: day0 + a.days[0] * DAY_MS, end: day0 + (a.days[1] + 1) * DAY_MS - 1 };
}

function stateOf(c: Ctx, a: Activity): 'notStarted' | 'open' | 'ended' {
  const { start, end } = windowOf(c, a);
  return c.now < start ? 'notStarted' : c.now > end ? 'ended' : 'open';
}

/** Seeded review states: 10003 approved, 10004 rejected (and an approved past one), 10005 pending. */
function seeded(c: Ctx): Application[] {
  const day0 = anchor(c);
  const row = (id: number, activityId: number, state: ApplicationState, daysAgo: number, reason?: string): Application => ({
    id, activityId, roomId: `9${c.user.userId}`, times: '20:00-22:00', description: 'Karaoke and games every night.', state, at: day0 - daysAgo * DAY_MS + 3_600_000, ...(reason ? { reason } : {}),
  });
  switch (c.user.userId) {
    case SEEDED_USERS.premium: return [row(1, 11, 'approved', 1)];
    case SEEDED_USERS.leader: return [row(2, 13, 'approved', 20), row(3, 12, 'rejected', 2, 'The room id does not match your own room.')];
    case SEEDED_USERS.couple: return [row(4, 11, 'pending', 0)];
    default: return [];
  }
}

const applications = (c: Ctx) => domain<Application[]>(c.user, 'activityApplications', () => seeded(c));

const chars = (s: string) => [...s].length;
/** Newest first (later id first within the same instant). */
const newestFirst = (x: Application, y: Application) => y.at - x.at || y.id - x.id;

/** The application that blocks another one for the activity: the newest, unless it was rejected. */
const current = (c: Ctx, activityId: number) => applications(c).filter((x) => x.activityId === activityId).sort(newestFirst)[0];


export const activityApplyRoutes: Routes = {
  'GET /marketing/activity/apply/listActivityV1': (c) => ACTIVITIES.map((a) => {
    const { start, end } = windowOf(c, a);
    const state = stateOf(c, a);
    const mine = current(c, a.id);
    return {
      id: a.id, name: a.name, desc: a.desc, icon: itemIconUrl(a.name), reward: a.reward, start: isoAt(start), end: isoAt(end), state,
      applyState: mine?.state ?? 'none',
      canApply: state === 'open' && (!mine || mine.state === 'rejected'),
      times: EVENT_TIMES,
    };
  }),
  'POST /marketing/activity/apply/saveV1': (c) => {
    const activity = ACTIVITIES.find((a) => a.id === num(c, 'activityId', 0)) ?? fail('notFound', STATUS.notFound);
    const state = stateOf(c, activity);
    if (state === 'notStarted') fail('notStarted', STATUS.time);
    if (state === 'ended') fail('ended', STATUS.time);
    const roomId = str(c, 'roomId', '').trim();
    if (!/^\d{4,12}$/.test(roomId)) fail('applyRoomId', STATUS.badRequest);
    const times = str(c, 'times', '').trim();
    if (!(EVENT_TIMES as readonly string[]).includes(times)) fail('applyChooseTime', STATUS.badRequest);
    const description = str(c, 'description', '').trim();
    if (description === '') fail('applyIntroEmpty', STATUS.badRequest);
    if (chars(description) > INTRO_MAX) fail('textTooLong', STATUS.badRequest, { max: INTRO_MAX });
    const mine = current(c, activity.id);
    if (mine && mine.state !== 'rejected') fail('applyAlready', STATUS.limit);
    const list = applications(c);
    const application: Application = { id: list.reduce((m, x) => Math.max(m, x.id), 100) + 1, activityId: activity.id, roomId, times, description, state: 'pending', at: c.now };
    list.push(application);
    return { id: application.id, activityId: activity.id, state: application.state };
  },
  'GET /marketing/activeReward/list': (c) => {
    // `state` filters the list (not published by the spec, see above); an unknown state lists nothing.
    const state = str(c, 'state', '');
    const rows = applications(c).filter((x) => state === '' || x.state === state).sort(newestFirst).map((x) => {
      const a = ACTIVITIES.find((y) => y.id === x.activityId)!;
      return {
        id: x.id, activityId: a.id, name: a.name, icon: itemIconUrl(a.name), roomId: x.roomId, times: x.times, state: x.state, createTime: isoAt(x.at),
        ...(x.state === 'approved' ? { reward: a.reward } : {}), ...(x.reason ? { reason: x.reason } : {}),
      };
    });
    return pageOf(rows, paging(c));
  },
};

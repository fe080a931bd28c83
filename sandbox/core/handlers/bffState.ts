/**
 * Perfect BFF: the event's stages, teams, points and rankings.
 * Qualifying runs 6 to 9 February, the finals 10 to 14 February (UTC+8); the top 16 teams of qualifying advance
 * and carry 20% of their qualifying points into the finals. A gift gives 1 point per diamond, an exclusive gift
 * 5 points per diamond in qualifying and 10 in the finals; a gift from a member of a supporting family gives the
 * team 80% of its diamonds. The finals' family list locks at the team's first gift after the finals start.
 */
import { rankedUsers } from '../catalog';
import { personOf, shared, type Ctx } from '../context';
import { previewInstant } from '../../../engine/core/fixture-answers';

export const TEAM_NAME_MAX = 30;
export const SUPPORTING_FAMILIES = 2;
/** Best friends in a team: the owner and one friend. */
export const TEAM_SIZE = 2;
export const ADVANCE = 16;
export const CARRY_PERCENT = 20;
export const FAMILY_PERCENT = 80;
export const EXCLUSIVE_POINTS = { qualifying: 5, finals: 10 } as const;
/** The diamond pools of the finals' ranks 1 to 5. */
export const BFF_POOLS = [30_000, 22_000, 15_000, 10_000, 5_000];
/** Rewards are sent within 48 hours of qualifying and within 10 days of the finals. */
export const REWARD_DELAY = { qualifyingHours: 48, finalsDays: 10 } as const;
export const QUALIFYING_START = Date.parse('2027-02-06T00:00:00+08:00');
export const FINALS_START = Date.parse('2027-02-10T00:00:00+08:00');
export const FINALS_END = Date.parse('2027-02-15T00:00:00+08:00');

/** The sandbox's own status codes for each refusal, so a page maps each to its text (the real codes are not published). */
export const BFF_STATUS = {
  teamNameEmpty: 3101, teamNameTooLong: 3102, teamNameTaken: 3103, teamNameSet: 3104, leaderIdEmpty: 3105,
  bffInTeam: 3106, bffTeamFull: 3107, bffNoTeam: 3108, bffFamiliesFull: 3109, bffFamilyTaken: 3110,
  bffLeaderOnly: 3111, bffBindingFinal: 3112, bffFamiliesLocked: 3113, bffNotQualified: 3114, bffSelfInvite: 3115,
} as const;

export type Stage = 'notStarted' | 'qualifying' | 'finals' | 'ended';
export type InviteStatus = 'invited' | 'declined' | 'bound' | 'teamedUp';
export interface Invite { id: number; kind: 'friend' | 'family'; userId: string; familyId?: string; status: InviteStatus; time: number }
export interface Team {
  teamId: string; name: string; ownerId: string; memberIds: string[]; invites: Invite[];
  qualifying: number; finals: number; lockedAt: number | null; seeded?: boolean;
}

/** The event's clock: the page's preview instant (`?at=` of the page that calls) when it gives one, else the sandbox's. */
/** What the team helpers read: the sandbox's state (a call's context has it, and so does a gift). */
type InWorld = Pick<Ctx, 'world'>;

export const bffNow = (c: Ctx): number => previewInstant(c.headers.referer) ?? c.now;

export function stageAt(now: number): Stage {
  if (now < QUALIFYING_START) return 'notStarted';
  if (now < FINALS_START) return 'qualifying';
  return now < FINALS_END ? 'finals' : 'ended';
}

/** Rival teams drawn from the seed, with their qualifying points and what they scored in the finals. */
function seededTeams(seed: number): Record<string, Team> {
  const finals = rankedUsers(seed, 'bff:finals', ADVANCE, 40_000);
  const names = ['Moonlight Duo', 'Star Hunters'];
  const list = rankedUsers(seed, 'bff:qualifying', 24, 80_000).map((r, i): Team => ({
    teamId: `t${r.rank}`, name: names[i] ?? `${r.name} & Co`, ownerId: r.userId, memberIds: [r.userId], invites: [],
    qualifying: r.value, finals: finals[i]?.value ?? 0, lockedAt: null, seeded: true,
  }));
  return Object.fromEntries(list.map((t) => [t.name.toLowerCase(), t]));
}

export const teams = (c: InWorld) => shared<Record<string, Team>>(c.world, 'bffTeams', () => seededTeams(c.world.seed));
export const teamOf = (c: InWorld, userId: string): Team | undefined => Object.values(teams(c)).find((t) => t.memberIds.includes(userId));
export const teamById = (c: InWorld, teamId: string): Team | undefined => Object.values(teams(c)).find((t) => t.teamId === teamId);
export const nextInviteId = (c: Ctx): number => {
  const seq = shared(c.world, 'bffInviteSeq', () => ({ n: 0 }));
  seq.n += 1;
  return seq.n;
};

/** The team a family supports (its binding accepted), if any. */
export const teamOfFamily = (c: InWorld, familyId: string): Team | undefined =>
  Object.values(teams(c)).find((t) => t.invites.some((i) => i.kind === 'family' && i.familyId === familyId && i.status === 'bound'));

export const carry = (t: Team): number => Math.floor((t.qualifying * CARRY_PERCENT) / 100);

const byPoints = (points: (t: Team) => number) => (a: Team, b: Team) => points(b) - points(a) || a.teamId.localeCompare(b.teamId);

/** Qualifying ranking: every team by its qualifying points. */
export const qualifyingOrder = (c: InWorld): Team[] => Object.values(teams(c)).sort(byPoints((t) => t.qualifying));

/** The teams that advance: the top 16 of qualifying. */
export const advanced = (c: InWorld): Team[] => qualifyingOrder(c).slice(0, ADVANCE);

export const finalsPoints = (t: Team): number => carry(t) + t.finals;

/** A ranking answer: the teams best first, and the caller's own team (orderNumber 0 = not ranked). */
export function rankingOf(c: Ctx, stage: 'qualifying' | 'finals') {
  const list = stage === 'qualifying' ? qualifyingOrder(c) : advanced(c).sort(byPoints(finalsPoints));
  const points = stage === 'qualifying' ? (t: Team) => t.qualifying : finalsPoints;
  const rows = list.map((t, i) => {
    const owner = personOf(c.world, t.ownerId);
    return { rank: i + 1, teamId: t.teamId, name: t.name, icon: owner.icon, value: points(t), pool: stage === 'finals' ? (BFF_POOLS[i] ?? 0) : 0 };
  });
  const own = teamOf(c, c.user.userId);
  const index = own ? rows.findIndex((r) => r.teamId === own.teamId) : -1;
  const mine = rows[index];
  const above = index > 0 ? rows[index - 1] : undefined;
  return { stage, advance: ADVANCE, list: rows, userRankNumber: { orderNumber: mine?.rank ?? 0, diamond: mine?.value ?? (own ? points(own) : 0), distanceDiamond: above && mine ? above.value - mine.value : 0 } };
}

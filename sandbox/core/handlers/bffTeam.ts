/**
 * Perfect BFF teams. Sandbox paths (the real ones are not published), under /activity/perfectBff:
 * GET index (the stage, the caller's team and the invitations waiting for the caller), POST createTeam { name },
 * and GET ranking { stage: qualifying | finals }. Gifts move the points through the sandbox's one gift event
 * (sandbox/core/gifts.ts). Invitations are in bffInvites.ts.
 * Team names are required, at most 30 characters, unique and set once; one team per user.
 */
import { personOf, str, userOf, type Ctx, type Routes, type World } from '../context';
import { fail, withMessage } from '../envelope';
import { requireWithin } from './window';
import {
  ADVANCE, advanced, BFF_POOLS, BFF_STATUS, bffNow, carry, EXCLUSIVE_POINTS, FAMILY_PERCENT, FINALS_END, FINALS_START,
  finalsPoints, QUALIFYING_START, rankingOf, stageAt, SUPPORTING_FAMILIES, TEAM_NAME_MAX, TEAM_SIZE, teamOf, teamOfFamily, teams, type Team,
} from './bffState';
import { bffInviteRoutes, inviteRow } from './bffInvites';
import { isoAt } from '../time';

const BASE = '/activity/perfectBff';

/**
 * A gift sent while qualifying or the finals run: its points go to the sender's team, or 80% of them to the team
 * the sender's family supports. In the finals only the teams that advanced score, and a team's family list locks
 * at its first gift. Answers whether it counted.
 */
export function countBffGift(world: World, gift: { at: number; senderId: string; diamond: number; exclusive: boolean }) {
  const stage = stageAt(gift.at);
  if (stage !== 'qualifying' && stage !== 'finals') return { counted: false, points: 0 };
  const sender = userOf(world, gift.senderId);
  const own = teamOf({ world }, gift.senderId);
  const team = own ?? (sender.familyId ? teamOfFamily({ world }, sender.familyId) : undefined);
  const counts = team !== undefined && (stage === 'qualifying' || advanced({ world }).some((a) => a.teamId === team.teamId));
  if (!team || !counts) return { counted: false, points: 0 };
  const full = giftPoints(stage, gift.diamond, gift.exclusive);
  const points = own ? full : Math.floor((full * FAMILY_PERCENT) / 100);
  if (stage === 'qualifying') team.qualifying += points;
  else {
    team.finals += points;
    team.lockedAt ??= gift.at;
  }
  return { counted: true, points, teamPoints: stage === 'qualifying' ? team.qualifying : finalsPoints(team) };
}

/** What the page shows of a team: its members, its families, its points in each stage and whether it advanced. */
function teamView(c: Ctx, t: Team) {
  const qualified = advanced(c).some((a) => a.teamId === t.teamId);
  return {
    teamId: t.teamId, name: t.name, ownerId: t.ownerId, isOwner: t.ownerId === c.user.userId,
    members: t.memberIds.map((id) => personOf(c.world, id)),
    families: t.invites.filter((i) => i.kind === 'family' && i.status !== 'declined').map((i) => inviteRow(c, i)),
    qualifyingPoints: t.qualifying, carriedPoints: carry(t), finalsPoints: finalsPoints(t),
    // Known once qualifying is over: the top 16 advance.
    qualified: stageAt(bffNow(c)) === 'qualifying' || stageAt(bffNow(c)) === 'notStarted' ? null : qualified,
    locked: t.lockedAt !== null,
  };
}

/** The points a gift gives: 1 per diamond, an exclusive gift 5 (qualifying) or 10 (finals) per diamond. */
export function giftPoints(stage: 'qualifying' | 'finals', diamonds: number, exclusive: boolean): number {
  return diamonds * (exclusive ? EXCLUSIVE_POINTS[stage] : 1);
}

export const bffTeamRoutes: Routes = {
  [`GET ${BASE}/index`]: (c) => {
    const now = bffNow(c);
    const team = teamOf(c, c.user.userId);
    const waiting = Object.values(teams(c)).flatMap((t) => t.invites.filter((i) => i.userId === c.user.userId && i.status === 'invited').map((i) => ({ ...inviteRow(c, i), teamName: t.name })));
    return {
      stage: stageAt(now), sysTime: now, qualifyingStart: isoAt(QUALIFYING_START), finalsStart: isoAt(FINALS_START), finalsEnd: isoAt(FINALS_END),
      team: team ? teamView(c, team) : null, waiting, declined: team ? team.invites.filter((i) => i.kind === 'friend' && i.status === 'declined').map((i) => inviteRow(c, i)) : [],
      familyLeader: c.user.familyLeader === true, nameMax: TEAM_NAME_MAX, supportingFamilies: SUPPORTING_FAMILIES, teamSize: TEAM_SIZE, advance: ADVANCE,
      pools: BFF_POOLS.map((value, i) => ({ name: `#${i + 1}`, value, prizeType: i === 0 ? 3 : 2 })),
    };
  },
  [`POST ${BASE}/createTeam`]: (c) => {
    requireWithin(bffNow(c), QUALIFYING_START, FINALS_END);
    const name = str(c, 'name', '').trim().replace(/\s+/g, ' ');
    if (!name) fail('teamNameEmpty', BFF_STATUS.teamNameEmpty);
    if ([...name].length > TEAM_NAME_MAX) fail('teamNameTooLong', BFF_STATUS.teamNameTooLong);
    const mine = teamOf(c, c.user.userId);
    if (mine) fail(mine.ownerId === c.user.userId ? 'teamNameSet' : 'bffInTeam', mine.ownerId === c.user.userId ? BFF_STATUS.teamNameSet : BFF_STATUS.bffInTeam);
    const key = name.toLowerCase();
    if (teams(c)[key]) fail('teamNameTaken', BFF_STATUS.teamNameTaken);
    const team: Team = { teamId: `u${c.user.userId}`, name, ownerId: c.user.userId, memberIds: [c.user.userId], invites: [], qualifying: 0, finals: 0, lockedAt: null };
    teams(c)[key] = team;
    return withMessage({ team: teamView(c, team) }, 'receiveSuccess');
  },
  [`GET ${BASE}/ranking`]: (c) => rankingOf(c, str(c, 'stage', 'qualifying') === 'finals' ? 'finals' : 'qualifying'),
  ...bffInviteRoutes,
};

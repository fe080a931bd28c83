/**
 * Perfect BFF teams. Sandbox paths (the real ones are not published), under /activity/perfectBff:
 * GET index (the stage, the caller's team and the invitations waiting for the caller), POST createTeam { name },
 * GET ranking { stage: qualifying | finals }, and POST sendGift { diamonds, exclusive } (what the app reports when a
 * gift is sent in a room: it moves the points). Invitations are in bffInvites.ts.
 * Team names are required, at most 30 characters, unique and set once; one team per user.
 */
import { personOf, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { debit } from '../wallet';
import { requireWithin } from './window';
import {
  ADVANCE, advanced, BFF_POOLS, BFF_STATUS, bffNow, carry, EXCLUSIVE_POINTS, FAMILY_PERCENT, FINALS_END, FINALS_START,
  finalsPoints, QUALIFYING_START, rankingOf, stageAt, SUPPORTING_FAMILIES, TEAM_NAME_MAX, TEAM_SIZE, teamOf, teamOfFamily, teams, type Team,
} from './bffState';
import { bffInviteRoutes, inviteRow } from './bffInvites';
import { isoAt } from '../time';

const BASE = '/activity/perfectBff';

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
  /** Sandbox-only: a gift sent in a room, as the app reports it; the sender's diamonds pay for it. */
  [`POST ${BASE}/sendGift`]: (c) => {
    const now = bffNow(c);
    requireWithin(now, QUALIFYING_START, FINALS_END);
    const stage = stageAt(now) === 'finals' ? 'finals' : 'qualifying';
    const diamonds = Number(str(c, 'diamonds', '0'));
    if (!Number.isInteger(diamonds) || diamonds <= 0) fail('badRequest', STATUS.badRequest);
    const exclusive = String(str(c, 'exclusive', 'false')) === 'true';
    debit(c.user, diamonds);
    const own = teamOf(c, c.user.userId);
    const supported = !own && c.user.familyId ? teamOfFamily(c, c.user.familyId) : undefined;
    const team = own ?? supported;
    const full = giftPoints(stage, diamonds, exclusive);
    const points = own ? full : Math.floor((full * FAMILY_PERCENT) / 100);
    // In the finals only the teams that advanced score.
    const counts = team !== undefined && (stage === 'qualifying' || advanced(c).some((a) => a.teamId === team.teamId));
    if (!team || !counts) return { counted: false, points: 0, diamond: c.user.wallet.diamond };
    if (stage === 'qualifying') team.qualifying += points;
    else {
      team.finals += points;
      // The family list locks at the team's first gift after the finals start.
      team.lockedAt ??= now;
    }
    return { counted: true, points, teamPoints: stage === 'qualifying' ? team.qualifying : finalsPoints(team), diamond: c.user.wallet.diamond };
  },
  ...bffInviteRoutes,
};

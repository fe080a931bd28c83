/**
 * Perfect BFF invitations (sandbox paths under /activity/perfectBff, not published): POST inviteFriend { userId }
 * (a best friend joins the team: teamed up), POST inviteFamily { leaderId } (a supporting family: bound once its
 * leader accepts), POST respond { inviteId, accept } (the invited user answers), GET invitations { page, size }
 * (the team's invitation record, newest first). Statuses: invited, declined, bound, teamed up.
 * One team per user; two supporting families per team; a family supports one team; only the family leader accepts
 * the binding, which cannot be undone during the event; the family list locks at the first gift after the finals start.
 */
import { num, personOf, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { requireWithin } from './window';
import { BFF_STATUS, bffNow, FINALS_END, nextInviteId, QUALIFYING_START, SUPPORTING_FAMILIES, TEAM_SIZE, teamOf, teamOfFamily, teams, type Invite, type Team } from './bffState';

const BASE = '/activity/perfectBff';
const USER_ID = /^[1-9]\d{3,11}$/;

export const inviteRow = (c: Ctx, i: Invite) => {
  const p = personOf(c.world, i.userId);
  return { inviteId: i.id, kind: i.kind, userId: i.userId, name: p.name, icon: p.icon, status: i.status, createTime: isoAt(i.time) };
};

/** The caller's team, which they must have to invite. */
function ownTeam(c: Ctx): Team {
  requireWithin(bffNow(c), QUALIFYING_START, FINALS_END);
  return teamOf(c, c.user.userId) ?? fail('bffNoTeam', BFF_STATUS.bffNoTeam);
}

const refuseLocked = (t: Team) => t.lockedAt !== null && fail('bffFamiliesLocked', BFF_STATUS.bffFamiliesLocked);
const activeFamilies = (t: Team) => t.invites.filter((i) => i.kind === 'family' && (i.status === 'invited' || i.status === 'bound'));

/** Invites `userId`, or invites again one who declined (the same record goes back to invited). */
function invite(c: Ctx, t: Team, kind: Invite['kind'], userId: string): Invite {
  const again = t.invites.find((i) => i.kind === kind && i.userId === userId);
  if (again && again.status !== 'declined') fail('idClaimed', STATUS.limit);
  const now = bffNow(c);
  if (again) return Object.assign(again, { status: 'invited', time: now });
  const created: Invite = { id: nextInviteId(c), kind, userId, status: 'invited', time: now };
  if (kind === 'family') created.familyId = c.userOf(userId).familyId;
  t.invites.push(created);
  return created;
}

export const bffInviteRoutes: Routes = {
  [`POST ${BASE}/inviteFriend`]: (c) => {
    const userId = str(c, 'userId', '').trim();
    if (!USER_ID.test(userId)) fail('invalidUserId', STATUS.badRequest);
    const t = ownTeam(c);
    if (userId === c.user.userId) fail('bffSelfInvite', BFF_STATUS.bffSelfInvite);
    if (t.memberIds.length >= TEAM_SIZE) fail('bffTeamFull', BFF_STATUS.bffTeamFull);
    if (teamOf(c, userId)) fail('bffInTeam', BFF_STATUS.bffInTeam);
    return withMessage({ invitation: inviteRow(c, invite(c, t, 'friend', userId)) }, 'bffInvited');
  },
  [`POST ${BASE}/inviteFamily`]: (c) => {
    const leaderId = str(c, 'leaderId', '').trim();
    if (!leaderId) fail('leaderIdEmpty', BFF_STATUS.leaderIdEmpty);
    if (!USER_ID.test(leaderId)) fail('invalidUserId', STATUS.badRequest);
    const t = ownTeam(c);
    refuseLocked(t);
    const again = t.invites.find((i) => i.kind === 'family' && i.userId === leaderId && i.status === 'declined');
    if (!again && activeFamilies(t).length >= SUPPORTING_FAMILIES) fail('bffFamiliesFull', BFF_STATUS.bffFamiliesFull);
    const familyId = c.userOf(leaderId).familyId;
    if (familyId && teamOfFamily(c, familyId)) fail('bffFamilyTaken', BFF_STATUS.bffFamilyTaken);
    return withMessage({ invitation: inviteRow(c, invite(c, t, 'family', leaderId)) }, 'bffInvited');
  },
  [`POST ${BASE}/respond`]: (c) => {
    requireWithin(bffNow(c), QUALIFYING_START, FINALS_END);
    const id = num(c, 'inviteId');
    const accept = String(str(c, 'accept', 'false')) === 'true';
    const t = Object.values(teams(c)).find((x) => x.invites.some((i) => i.id === id && i.userId === c.user.userId)) ?? fail('notFound', STATUS.notFound);
    const inv = t.invites.find((i) => i.id === id)!;
    if (inv.status === 'bound') fail('bffBindingFinal', BFF_STATUS.bffBindingFinal);
    if (inv.status !== 'invited') fail('notFound', STATUS.notFound);
    if (!accept) {
      inv.status = 'declined';
      return { invitation: inviteRow(c, inv) };
    }
    if (inv.kind === 'friend') {
      if (teamOf(c, c.user.userId)) fail('bffInTeam', BFF_STATUS.bffInTeam);
      if (t.memberIds.length >= TEAM_SIZE) fail('bffTeamFull', BFF_STATUS.bffTeamFull);
      t.memberIds.push(c.user.userId);
      inv.status = 'teamedUp';
    } else {
      if (!c.user.familyLeader || !c.user.familyId) fail('bffLeaderOnly', BFF_STATUS.bffLeaderOnly);
      refuseLocked(t);
      if (teamOfFamily(c, c.user.familyId!)) fail('bffFamilyTaken', BFF_STATUS.bffFamilyTaken);
      inv.familyId = c.user.familyId;
      inv.status = 'bound';
    }
    return { invitation: inviteRow(c, inv) };
  },
  [`GET ${BASE}/invitations`]: (c) => {
    const t = teamOf(c, c.user.userId);
    const page = Math.max(1, num(c, 'page', 1));
    const size = Math.min(50, Math.max(1, num(c, 'size', 20)));
    const rows = t ? [...t.invites].sort((a, b) => b.time - a.time || b.id - a.id).map((i) => inviteRow(c, i)) : [];
    return { total: rows.length, list: rows.slice((page - 1) * size, page * size) };
  },
};

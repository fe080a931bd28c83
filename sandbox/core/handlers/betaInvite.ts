/**
 * Beta invitation: one invitation code opens the beta to 500 users. Each user who joins with it uses it once; the
 * 501st is refused. Sandbox paths (the spec publishes none): GET /activity/betaInvite/index and
 * POST /activity/betaInvite/redeem { code }.
 *
 * The sandbox assumes: the code is BETA-V4X9 (any case, spaces around it ignored); 463 users have joined already;
 * a user joins once; the premium user (10003) is one of the 463; the invitation runs 2026-11-15 to 2027-01-31 (UTC+8).
 */
import { shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { isoAt } from '../time';
import { SEEDED_USERS } from '../users';
import { eventNow } from './carnivalGifts';
import { requireWithin } from './window';

export const BETA_CODE = 'BETA-V4X9';
export const BETA_MAX_USES = 500;
export const BETA_SEEDED_USES = 463;
export const BETA_START = Date.parse('2026-11-15T00:00:00+08:00');
export const BETA_END = Date.parse('2027-02-01T00:00:00+08:00');

/** Who joined with the code: the seeded joiners count, by id only the premium user among them. */
const joined = (c: Ctx) => shared(c.world, 'betaInvite', () => ({ seeded: BETA_SEEDED_USES - 1, users: [SEEDED_USERS.premium as string] }));
const usedOf = (c: Ctx) => joined(c).seeded + joined(c).users.length;

function index(c: Ctx) {
  const used = usedOf(c);
  return {
    code: BETA_CODE, maxUses: BETA_MAX_USES, used, remaining: Math.max(0, BETA_MAX_USES - used),
    joined: joined(c).users.includes(c.user.userId), startTime: isoAt(BETA_START), endTime: isoAt(BETA_END),
  };
}

export const betaInviteRoutes: Routes = {
  'GET /activity/betaInvite/index': index,
  'POST /activity/betaInvite/redeem': (c) => {
    requireWithin(eventNow(c), BETA_START, BETA_END);
    if (str(c, 'code', '').trim().toUpperCase() !== BETA_CODE) fail('betaCodeWrong', STATUS.badRequest);
    if (joined(c).users.includes(c.user.userId)) fail('betaJoined', STATUS.rule);
    if (usedOf(c) >= BETA_MAX_USES) fail('betaUsedUp', STATUS.limit, { max: BETA_MAX_USES });
    joined(c).users.push(c.user.userId);
    return index(c);
  },
};

/**
 * Best-friend requests of the BFF system: POST request { userId } (ask a user to be best friends), GET requests
 * (the requests the caller received) and POST respond { requestId, accept } (the asked user accepts or declines).
 * A user has one best friend: a request to or from someone who has one is refused; an accepted request binds the
 * two, which cannot be undone during the event; a declined request can be sent again; answering needs the
 * answerer's system unlocked only to accept.
 */
import { personOf, shared, str, num, paging, pageOf, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { BFF_END, BFF_HOUSE_STATUS, BFF_START, otherUser, personRow, requireUnlocked } from './bffHouseState';
import { eventNow } from './carnivalGifts';
import { requireWithin } from './window';

const BASE = '/activity/bff';

interface Request { id: number; fromId: string; toId: string; at: number; status: 'invited' | 'declined' | 'bound' }

const requests = (c: Ctx) => shared<{ seq: number; list: Request[] }>(c.world, 'bffRequests', () => ({ seq: 0, list: [] }));
/** The best friend of a user (a request accepted either way), if any. */
export const bffOf = (c: Ctx, userId: string): string | undefined => {
  const bound = requests(c).list.find((q) => q.status === 'bound' && (q.fromId === userId || q.toId === userId));
  return bound ? (bound.fromId === userId ? bound.toId : bound.fromId) : undefined;
};
/** One best friend per user: refused when the caller or `otherId` already has one. */
function requireNoBff(c: Ctx, otherId: string): void {
  if (bffOf(c, c.user.userId)) fail('bffHasBff', BFF_HOUSE_STATUS.hasBff);
  if (bffOf(c, otherId)) fail('bffFriendHasBff', BFF_HOUSE_STATUS.friendHasBff);
}

export const bffRequestRoutes: Routes = {
  [`POST ${BASE}/request`]: (c) => {
    const userId = otherUser(c);
    requireUnlocked(c);
    requireNoBff(c, userId);
    const r = requests(c);
    const sent = r.list.find((q) => q.fromId === c.user.userId && q.toId === userId);
    if (sent && sent.status !== 'declined') fail('idClaimed', STATUS.limit);
    // A declined request is sent again: the same request goes back to the asked user.
    if (sent) Object.assign(sent, { status: 'invited', at: eventNow(c) });
    else r.list.push({ id: (r.seq += 1), fromId: c.user.userId, toId: userId, at: eventNow(c), status: 'invited' });
    return withMessage({ requestId: sent?.id ?? r.seq }, 'bffInvited');
  },
  [`POST ${BASE}/respond`]: (c) => {
    requireWithin(eventNow(c), BFF_START, BFF_END);
    const id = num(c, 'requestId', 0);
    const q = requests(c).list.find((x) => x.id === id && x.toId === c.user.userId) ?? fail('notFound', STATUS.notFound);
    if (q.status === 'bound') fail('bffBindingFinal', STATUS.limit);
    if (q.status === 'declined') fail('bffRequestAnswered', BFF_HOUSE_STATUS.answered);
    if (String(str(c, 'accept', 'false')) !== 'true') {
      q.status = 'declined';
      return withMessage({ request: personRow(c, q.id, q.fromId, q.at, q.status) }, 'bffDeclined');
    }
    requireUnlocked(c);
    requireNoBff(c, q.fromId);
    q.status = 'bound';
    return withMessage({ request: personRow(c, q.id, q.fromId, q.at, q.status), bestFriend: personOf(c.world, q.fromId) }, 'bffBound');
  },
  [`GET ${BASE}/requests`]: (c) => {
    const rows = requests(c).list.filter((q) => q.toId === c.user.userId).sort((a, b) => b.at - a.at || b.id - a.id).map((q) => personRow(c, q.id, q.fromId, q.at, q.status));
    const page = pageOf(rows, paging(c));
    return { total: page.total, list: page.rows };
  },
};

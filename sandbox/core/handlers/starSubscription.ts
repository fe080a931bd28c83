/**
 * Farewell to a star: the star subscription is sold until the end of 31 March 2027 (UTC+8), then its sale stops;
 * subscriptions bought before keep running to their end. The page subscribes through the app (the bridge's
 * subscription by group, with the group this call answers), never by a call of its own.
 * Sandbox path (the spec publishes none): GET /activity/starSubscription/index.
 *
 * The sandbox assumes: the group is "star"; the premium user (10003) holds a monthly star subscription (type 1;
 * types: 1 month, 2 quarter, 3 year) renewed on the 1st of each month until the sale stops, then ending on 30
 * April 2027; nobody else holds one.
 */
import type { Routes } from '../context';
import { dateKey, isoAt } from '../time';
import { SEEDED_USERS } from '../users';
import { eventNow } from './carnivalGifts';

export const STAR_GROUP = 'star';
/** The last instant the star subscription is sold: the end of 31 March 2027 (UTC+8). */
export const STAR_SALE_END = Date.parse('2027-04-01T00:00:00+08:00');
const LAST_DAY = Date.parse('2027-04-30T00:00:00+08:00');

/** The 1st of the month after `now` (UTC+8), the monthly renewal date. */
function nextFirst(now: number): number {
  const d = new Date(now + 8 * 3_600_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 8 * 3_600_000;
}

export const starSubscriptionRoutes: Routes = {
  'GET /activity/starSubscription/index': (c) => {
    const now = eventNow(c);
    const onSale = now < STAR_SALE_END;
    const mine = c.user.userId === SEEDED_USERS.premium && now < LAST_DAY
      ? {
        subscriptionType: 1, renews: onSale, nextRenewalDate: onSale ? isoAt(nextFirst(now)) : null, endDate: onSale ? null : isoAt(LAST_DAY),
        // The same days as YYYY-MM-DD (UTC+8), as the page shows them.
        nextRenewalDay: onSale ? dateKey(nextFirst(now)) : null, endDay: onSale ? null : dateKey(LAST_DAY),
      }
      : null;
    return { group: STAR_GROUP, onSale, saleEndTime: isoAt(STAR_SALE_END - 1000), lastSaleDay: dateKey(STAR_SALE_END - 1000), subscription: mine };
  },
};

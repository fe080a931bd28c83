/**
 * Campaign banners (sandbox-defined: the spec gives the /banner page, not its call). The answer lists the
 * banners running now, each naming the in-app route it opens; the page decides which routes it may open.
 */
import { itemIconUrl } from '../catalog';
import type { Ctx, Routes } from '../context';
import { DAY_MS, isoAt, startOfDay } from '../time';
import { domain } from '../users';

interface Banner { id: number; title: string; route: string; days: readonly [number, number] }

/** Windows in days around the day the user's state began, so moving the sandbox clock ends them. */
const BANNERS: readonly Banner[] = [
  { id: 1, title: 'Activity application', route: '/activity-event/index', days: [-7, 60] },
  { id: 2, title: 'Diamond Pass', route: '/diamond-pass/index', days: [-10, 20] },
  { id: 3, title: 'Stars Hunters', route: '/spark/stars-hunters', days: [-3, 11] },
  { id: 4, title: 'Podcast schedule', route: '/podcast/list', days: [-30, 365] },
  { id: 5, title: 'Confession wall', route: '/confession/index', days: [-30, 365] },
  { id: 6, title: 'Summer specials', route: '/act/summer-specials', days: [-120, -30] },
];

const anchor = (c: Ctx) => domain(c.user, 'bannerAnchor', () => startOfDay(c.now));

export const bannerRoutes: Routes = {
  'GET /marketing/banner/list': (c) => BANNERS.flatMap((b) => {
    const start = anchor(c) + b.days[0] * DAY_MS;
    const end = anchor(c) + (b.days[1] + 1) * DAY_MS - 1;
    if (c.now < start || c.now > end) return [];
    return [{ id: b.id, title: b.title, image: itemIconUrl(b.title), route: b.route, start: isoAt(start), end: isoAt(end) }];
  }),
};

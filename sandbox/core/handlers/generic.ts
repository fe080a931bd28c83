/** Generic calls: push analytics, wallet, products, users, chat token, upload signing, bug report, podcasts. */
import { pageOf, paging, param, shared, str, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { dateKey, DAY_MS, dayNumber, isoAt, startOfDay } from '../time';

/** Days ahead the podcast schedule is planned. */
const PODCAST_PLANNED_DAYS = 14;
import { publicUser } from '../users';
import { uploadedBy } from './upload';
import { GUNS_PER_USD } from './summerState';

/** Bug report categories the server takes (not published by the spec). */
export const REPORT_CATEGORIES = ['crash', 'display', 'payment', 'gift', 'room', 'other'];
export const REPORT_MAX_CHARS = 1000;
export const REPORT_MAX_IMAGES = 4;
/** App header fields kept with a report, so it can be traced to a device and version. */
const REPORT_HEADER_FIELDS = ['appversion', 'platform', 'device', 'osversion', 'client_language', 'language', 'area', 'country', 'net', 'udid'];

/** Diamond recharge products (gemstone, type 22); rows carry thirdRechargeUrl. */
export const PRODUCTS = [
  { id: 1, count: 60, price: 0.99 }, { id: 2, count: 330, price: 4.99 }, { id: 3, count: 680, price: 9.99 },
  { id: 4, count: 2080, price: 29.99 }, { id: 5, count: 3480, price: 49.99 }, { id: 6, count: 6980, price: 99.99 },
].map((p) => ({ ...p, clientProductId: `diamond_${p.count}`, productIdentifier: `com.sandbox.diamond.${p.count}`, productCode: `TP${p.count}` }));

/** Water-gun products (type 30), the summer event's bubble guns: 3 per USD of the price, paid in the app (no top-up code). */
export const WATER_GUN_PRODUCTS = PRODUCTS.map(({ id, price }) => {
  const count = GUNS_PER_USD * Math.round(price);
  return { id: 100 + id, count, price, clientProductId: `water_gun_${count}`, productIdentifier: `com.sandbox.watergun.${count}` };
});

export const genericRoutes: Routes = {
  'GET /analysis/facade/push': (c) => {
    const log = shared<Array<{ event: string; channel: string; userId: string }>>(c.world, 'analytics', () => []);
    log.push({ event: str(c, 'event', ''), channel: str(c, 'channel', ''), userId: c.user.userId });
    return { accepted: true };
  },
  'GET /facade/wallet/get': (c) => ({ userId: c.user.userId, diamond: c.user.wallet.diamond, goldenBean: c.user.wallet.goldenBean, gameTicket: c.user.wallet.gameTicket }),
  'GET /marketing/product/v2/listProduct': (c) => {
    const type = Number(param(c, 'productType') ?? param(c, 'type') ?? 22);
    if (type !== 22 && type !== 30) fail('badRequest', STATUS.badRequest);
    const thirdRechargeUrl = c.user.urlCode ? `/vue/payments/${c.user.urlCode}` : '';
    return { thirdRechargeUrl, rows: (type === 30 ? WATER_GUN_PRODUCTS : PRODUCTS).map((p) => ({ productType: type, product: p, thirdRechargeUrl })) };
  },
  'GET /user/getUser': (c) => {
    const u = c.userOf(str(c, 'userId', c.user.userId));
    return { ...publicUser(u), familyId: u.familyId ?? null, familyLeader: !!u.familyLeader, coupleUserId: u.coupleUserId ?? null, recharged: u.rechargedCents > 0 };
  },
  'POST /user/getBasicUsers': (c) => {
    const ids = Array.isArray(c.body) ? c.body : [];
    return ids.filter((id) => /^\d{1,12}$/.test(String(id))).map((id) => publicUser(c.userOf(String(id))));
  },
  'GET /adaptation/rtm/getUserToken': (c) => ({ userId: c.user.userId, rtmToken: `sandbox-rtm-${c.user.userId}-${Math.floor(c.now / 1000)}` }),
  'POST /admin/crush/report': (c) => {
    const reports = shared<unknown[]>(c.world, 'bugReports', () => []);
    const text = str(c, 'content', str(c, 'description', '')).trim();
    if (!text) fail('badRequest', STATUS.badRequest);
    if ([...text].length > REPORT_MAX_CHARS) fail('reportTooLong', STATUS.badRequest, { max: REPORT_MAX_CHARS });
    const category = str(c, 'category', '');
    if (!REPORT_CATEGORIES.includes(category)) fail('reportCategory', STATUS.badRequest);
    const refs = param(c, 'images') ?? param(c, 'screenshots') ?? [];
    if (!Array.isArray(refs) || refs.length > REPORT_MAX_IMAGES) fail('badRequest', STATUS.badRequest);
    // Each screenshot must be a file this user uploaded to the signed host.
    const images = (refs as unknown[]).map((ref) => uploadedBy(c.world, c.user.userId, ref)?.key ?? fail('imageNotUploaded', STATUS.badRequest));
    const app = Object.fromEntries(REPORT_HEADER_FIELDS.flatMap((h) => (c.headers[h] ? [[h, c.headers[h]]] : [])));
    reports.push({ id: reports.length + 1, userId: c.user.userId, category, content: text, images, app, at: c.now });
    return withMessage({ id: reports.length }, 'reportReceived');
  },
  'GET /activity/podcast/listByDate': (c) => {
    const date = str(c, 'date', dateKey(c.now));
    const day = Date.parse(`${date}T00:00:00+08:00`);
    if (!Number.isFinite(day)) fail('badRequest', STATUS.badRequest);
    // Hosts plan two weeks ahead: later days have no schedule yet.
    const planned = day <= startOfDay(c.now) + PODCAST_PLANNED_DAYS * DAY_MS;
    const rows = (planned ? [10, 14, 19, 21] : []).map((h, i) => {
      const host = c.userOf(String(30001 + ((dayNumber(day) + i) % 9)));
      return { id: Number(`${date.replaceAll('-', '')}${i}`), title: ['Morning Coffee Talk', 'Lunch Beats', 'Love Stories', 'Midnight Karaoke'][i], host: publicUser(host), startTime: isoAt(day + h * 3_600_000), endTime: isoAt(day + (h + 1) * 3_600_000), roomId: 9000 + i, live: c.now >= day + h * 3_600_000 && c.now < day + (h + 1) * 3_600_000 };
    });
    return { date, today: dateKey(startOfDay(c.now)), ...pageOf(rows, paging(c)) };
  },
};

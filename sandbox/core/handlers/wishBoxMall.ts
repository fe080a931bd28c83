/** The wishing gift box's coins (bought with sparks), its super mall, the prize records and the custom gift. */
import { itemIconUrl } from '../catalog';
import { num, pageOf, paging, param, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { sparkOf } from './sparkDraw';
import { uploadedBy } from './upload';
import { customTextProblem, MALL, WISH } from './wishBoxRules';
import { counts, inTime, stateOf } from './wishBoxState';

export const wishBoxMallRoutes: Routes = {
  // 10 sparks = 10 wishing coins, in tens.
  'POST /activity/wishBox/buyCoins': (c) => {
    inTime(c);
    const count = num(c, 'count', WISH.coinBatch);
    if (!Number.isInteger(count) || count <= 0 || count % WISH.coinBatch !== 0 || count > 1000) fail('badRequest', STATUS.badRequest);
    const spark = sparkOf(c);
    const sparks = count / WISH.coinsPerSpark;
    if (spark.sparks < sparks) fail('notEnoughSparks', STATUS.balance);
    spark.sparks -= sparks;
    const s = stateOf(c);
    s.coins += count;
    return withMessage(counts(c, s), 'buySuccess');
  },
  'GET /activity/wishBox/mall': (c) => {
    const s = stateOf(c);
    return { products: MALL.map((p) => ({ ...p, productId: p.id, icon: itemIconUrl(p.name) })), points: s.cards, cards: s.cards };
  },
  'POST /activity/wishBox/exchange': (c) => {
    inTime(c);
    const s = stateOf(c);
    const id = String(param(c, 'productId') ?? '');
    const product = MALL.find((p) => p.id === id) ?? fail('badRequest', STATUS.badRequest);
    if (s.cards < product.price) fail('notEnoughCards', STATUS.balance);
    s.cards -= product.price;
    s.exchanges.push({ productId: product.id, time: c.now });
    return withMessage({ productId: product.id, cards: s.cards }, 'rewardSent');
  },
  // Prizes of the user's wishes, newest first.
  'GET /activity/wishBox/records': (c) => {
    const rows = [...stateOf(c).records].reverse().map((r) => ({ prize: { name: r.prize.name, icon: r.prize.icon, count: 1 }, secret: r.prize.secret, autoOpened: r.auto, time: isoAt(r.time) }));
    return pageOf(rows, paging(c));
  },
  // Text required (at most 30 characters) and exactly one picture, uploaded by this user to the signed host.
  'POST /activity/wishBox/customGift': (c) => {
    inTime(c);
    const s = stateOf(c);
    const text = String(param(c, 'text') ?? '');
    const problem = customTextProblem(text);
    if (problem) fail(problem, STATUS.badRequest);
    const raw = param(c, 'pictures');
    const pictures = Array.isArray(raw) ? raw.map(String).filter(Boolean) : [];
    if (pictures.length === 0) fail('customPictureRequired', STATUS.badRequest);
    if (pictures.length > 1) fail('customPictureOne', STATUS.badRequest);
    const picture = pictures[0]!;
    if (!uploadedBy(c.world, c.user.userId, picture)) fail('customPictureRequired', STATUS.badRequest);
    if (s.customRights < 1) fail('customNoRight', STATUS.rule);
    s.customRights -= 1;
    s.customGifts.push({ text: text.trim(), picture, time: c.now });
    return withMessage({ customRights: s.customRights, submitted: s.customGifts.length }, 'customSubmitted');
  },
};

/**
 * Christmas cards. Sandbox paths under /activity/christmasCards (the real ones are not published): GET index (the
 * caller's cards, draws left and super prize), GET drawInfo and POST draw { count } (draw cards), POST send
 * { card, userId }, GET records { type: draw | send }, GET openShare { inviterId } (the page opened from a shared
 * link reports its sharer; POST too, as the app reports it), GET ranking (the invite ranking), POST claimGift and
 * POST claimCash { the cash form }.
 * Rules: only a card owned more than once can be sent, to a valid user id of someone else; a shared user id
 * counts once per device (the device's udid header), and each counted invite gives the inviter one more draw; the
 * invite ranking shows the top 10; a user holding all six cards wins the super prize, taken once, as a gift or as
 * cash (paid within 7 working days; Thai users correct wrong details through support before the stated deadline).
 */
import { rankedUsers, itemIconUrl } from '../catalog';
import { personOf, str, num, paging, pageOf, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { eventNow, ranked } from './carnivalGifts';
import {
  CARD_IDS, CARD_STATUS, CARDS_END, CARDS_START, cardName, CASH_WORKING_DAYS, hasSet, holderOf, invites, RANKING_TOP, running, THAI_CORRECTION_DEADLINE, USER_ID,
  type CardId, type Prize,
} from './christmasCardsState';

const BASE = '/activity/christmasCards';

function indexOf(c: Ctx) {
  const h = holderOf(c, c.user.userId);
  const thai = c.user.area === 'TH';
  return {
    sysTime: eventNow(c), startTime: isoAt(CARDS_START), endTime: isoAt(CARDS_END), draws: h.draws,
    cards: CARD_IDS.map((id) => ({ id, name: cardName(c, id), icon: itemIconUrl(`card-${id}`), count: h.cards[id] ?? 0, value: h.cards[id] ?? 0, prizeType: id === 'santa' ? 2 : 1, sendable: (h.cards[id] ?? 0) > 1 })),
    superPrize: { eligible: hasSet(h), way: h.prize?.way ?? null, paidWithinDays: CASH_WORKING_DAYS, thai, correctionDeadline: thai ? THAI_CORRECTION_DEADLINE : null },
    invites: (invites(c)[c.user.userId] ?? []).length,
  };
}

function draw(c: Ctx) {
  running(c);
  const count = num(c, 'count', 1);
  if (!Number.isInteger(count) || count < 1) fail('badRequest', STATUS.badRequest);
  const h = holderOf(c, c.user.userId);
  if (h.draws < count) fail('noCardDraws', CARD_STATUS.noDraws);
  h.draws -= count;
  const at = eventNow(c);
  const prizes = Array.from({ length: count }, (_, i) => {
    // Santa is the rare card: one draw in twenty.
    const roll = c.rng();
    const card: CardId = roll < 0.05 ? 'santa' : CARD_IDS[Math.floor(roll * 100) % 5]!;
    h.cards[card] = (h.cards[card] ?? 0) + 1;
    h.drawn.push({ card, at });
    return { id: `${card}-${i}`, name: cardName(c, card), icon: itemIconUrl(`card-${card}`), count: 1, rare: card === 'santa' };
  });
  return { prizes, draws: h.draws };
}

function send(c: Ctx) {
  running(c);
  const card = str(c, 'card', '') as CardId;
  if (!CARD_IDS.includes(card)) fail('badRequest', STATUS.badRequest);
  const toId = str(c, 'userId', '').trim();
  if (!USER_ID.test(toId) || toId === c.user.userId) fail('invalidUserId', STATUS.badRequest);
  const h = holderOf(c, c.user.userId);
  if ((h.cards[card] ?? 0) <= 1) fail('cardNotSpare', CARD_STATUS.notSpare);
  h.cards[card] = (h.cards[card] ?? 0) - 1;
  const to = holderOf(c, toId);
  to.cards[card] = (to.cards[card] ?? 0) + 1;
  h.sent.push({ card, toId, at: eventNow(c) });
  return withMessage({ card, userId: toId, left: h.cards[card] }, 'cardSent');
}

/** The super prize is taken once, by a holder of the whole set. */
function takePrize(c: Ctx, prize: Prize) {
  running(c);
  const h = holderOf(c, c.user.userId);
  if (!hasSet(h)) fail('cardsIncomplete', CARD_STATUS.incomplete);
  if (h.prize) fail('prizeChosen', CARD_STATUS.chosen);
  h.prize = prize;
  return indexOf(c).superPrize;
}

const CASH_FIELDS = ['country', 'bankName', 'accountNumber', 'payeeName', 'dialCode', 'phone'] as const;

function cashForm(c: Ctx): Record<string, string> {
  const form = Object.fromEntries(CASH_FIELDS.map((f) => [f, str(c, f, '').trim()]));
  if (CASH_FIELDS.some((f) => !form[f]) || !/^\d{6,30}$/.test(form.accountNumber!) || !/^\+\d{1,4}$/.test(form.dialCode!) || !/^\d{6,15}$/.test(form.phone!)) fail('badRequest', STATUS.badRequest);
  const gcash = str(c, 'gcash', '').trim();
  // The GCash account is asked of payees in the Philippines.
  if (form.country === 'PH' && !/^09\d{9}$/.test(gcash)) fail('badRequest', STATUS.badRequest);
  return { ...form, gcash };
}

function ranking(c: Ctx) {
  const rivals = rankedUsers(c.world.seed, 'christmasCards:invites', 14, 60).map((r) => ({ userId: r.userId, name: r.name, icon: r.icon, value: r.value }));
  const counted = Object.entries(invites(c)).map(([userId, devices]) => ({ ...personOf(c.world, userId), value: devices.length }));
  const rows = [...rivals.filter((r) => !counted.some((x) => x.userId === r.userId)), ...counted];
  const all = ranked(rows, (r) => r.userId === c.user.userId);
  return { top: RANKING_TOP, list: all.list.slice(0, RANKING_TOP), userRankNumber: all.userRankNumber };
}

/** A user opened a shared link of `inviterId` on the device of the udid header: counted once per device. */
function openShare(c: Ctx) {
  running(c);
  const inviterId = str(c, 'inviterId', '');
  if (!USER_ID.test(inviterId) || inviterId === c.user.userId) fail('invalidUserId', STATUS.badRequest);
  const device = c.headers.udid || `user-${c.user.userId}`;
  const devices = (invites(c)[inviterId] ??= []);
  if (devices.includes(device)) return { counted: false, invites: devices.length };
  devices.push(device);
  holderOf(c, inviterId).draws += 1;
  return { counted: true, invites: devices.length };
}

export const christmasCardRoutes: Routes = {
  [`GET ${BASE}/index`]: indexOf,
  [`GET ${BASE}/drawInfo`]: (c) => ({ chances: holderOf(c, c.user.userId).draws, batches: [1, 10] }),
  [`POST ${BASE}/draw`]: draw,
  [`POST ${BASE}/send`]: send,
  [`GET ${BASE}/records`]: (c) => {
    const h = holderOf(c, c.user.userId);
    const rows: object[] = str(c, 'type', 'draw') === 'send'
      ? h.sent.map((s) => ({ user: personOf(c.world, s.toId), prize: { name: cardName(c, s.card), icon: itemIconUrl(`card-${s.card}`), count: 1 }, createTime: isoAt(s.at) }))
      : h.drawn.map((d) => ({ name: cardName(c, d.card), icon: itemIconUrl(`card-${d.card}`), count: 1, createTime: isoAt(d.at) }));
    const page = pageOf(rows.reverse(), paging(c));
    return { total: page.total, list: page.rows };
  },
  [`GET ${BASE}/openShare`]: openShare,
  [`POST ${BASE}/openShare`]: openShare,
  [`GET ${BASE}/ranking`]: ranking,
  [`POST ${BASE}/claimGift`]: (c) => withMessage(takePrize(c, { way: 'gift', at: eventNow(c) }), 'rewardSent'),
  [`POST ${BASE}/claimCash`]: (c) => withMessage(takePrize(c, { way: 'cash', at: eventNow(c), form: cashForm(c) }), 'cashSubmitted', { days: CASH_WORKING_DAYS }),
};

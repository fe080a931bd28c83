/**
 * Diamond Pass calls: the progress on both tracks, the EXP records, receiving rewards and the upgrade. The upgrade
 * is paid natively by the app (only the app runs payments): buyCard only records the purchase the app reported, so
 * it takes no diamonds and refuses no paid upgrade. In the last 10 minutes of the season the page warns before
 * asking the app to pay (progress says `upgradeWarning`); the server does not refuse.
 */
import { num, pageOf, paging, str, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { isoAt } from '../time';
import { claim, EXP_PER_LEVEL, freeReward, isPremium, PASS_LEVELS, passOf, premiumReward, rows, season, subscribe, SUBSCRIPTION_TYPES } from './diamondPassState';
import { countLogin, diamondPassTaskRoutes } from './diamondPassTasks';

const LAST_MINUTES_MS = 10 * 60_000;

const trackOf = (raw: string): 'free' | 'premium' => (raw === 'premium' || raw === '2' ? 'premium' : 'free');

export const diamondPassRoutes: Routes = {
  'GET /activity/diamondPass/progress': (c) => {
    const p = passOf(c);
    countLogin(c, p);
    const s = season(c.now);
    const list = rows(p, c.now);
    const premium = isPremium(p, c.now);
    return {
      exp: p.exp, level: Math.min(PASS_LEVELS, Math.floor(p.exp / EXP_PER_LEVEL)), premium, subscriptionType: premium ? (p.subscriptionType ?? null) : null,
      nextRenewalDate: premium ? isoAt(p.premiumUntil!) : null, seasonStart: isoAt(s.start), seasonEnd: isoAt(s.end), sysTime: c.now,
      upgradeWarning: s.end - c.now < LAST_MINUTES_MS, rewards: list,
      claimableCount: list.filter((r) => r.free.state === 'redeemable').length + list.filter((r) => r.premium.state === 'redeemable').length,
    };
  },
  'GET /activity/diamondPass/listExpRecord': (c) => pageOf([...passOf(c).records].reverse(), paging(c)),
  ...diamondPassTaskRoutes,
  'POST /activity/diamondPass/receiveSingeReward': (c) => {
    const p = passOf(c);
    const level = num(c, 'level');
    const track = trackOf(str(c, 'type', str(c, 'track', 'free')));
    if (!Number.isInteger(level) || level < 1 || level > PASS_LEVELS) fail('badRequest', STATUS.badRequest);
    if (p.claimed[`${track}:${level}`]) fail('alreadyReceived', STATUS.limit);
    if (track === 'premium' && !isPremium(p, c.now)) fail('passNeedPremium', STATUS.forbidden);
    if (p.exp < level * EXP_PER_LEVEL) fail('passNotEnoughExp', STATUS.rule);
    claim(c, p, track, level);
    return withMessage({ level, track, reward: track === 'free' ? freeReward(level) : premiumReward(level) }, 'rewardSent');
  },
  'POST /activity/diamondPass/receiveAllReward': (c) => {
    const p = passOf(c);
    const ready = rows(p, c.now).flatMap((r) => [
      ...(r.free.state === 'redeemable' ? [['free', r.level] as const] : []),
      ...(r.premium.state === 'redeemable' ? [['premium', r.level] as const] : []),
    ]);
    if (ready.length === 0) fail('passNeedExp', STATUS.rule, { exp: Math.max(0, PASS_LEVELS * EXP_PER_LEVEL - p.exp) });
    ready.forEach(([track, level]) => claim(c, p, track, level));
    return withMessage({ received: ready.map(([track, level]) => ({ track, level })) }, 'rewardSent');
  },
  'POST /activity/diamondPass/buyCard': (c) => {
    const p = passOf(c);
    const type = num(c, 'subscriptionType', num(c, 'type', 1));
    if (!SUBSCRIPTION_TYPES.includes(type)) fail('badRequest', STATUS.badRequest);
    // Paid in the app already: record it, whatever the wallet holds and however late in the season.
    subscribe(p, type, c.now);
    return withMessage({ premium: true, subscriptionType: type, diamond: c.user.wallet.diamond }, 'buySuccess');
  },
};

/** The seeded users, each in a distinct state, plus ordinary users created on first sight. */
import { avatarUrl, nameFor } from './catalog';
import { mixSeed, mulberry32, randInt } from './prng';

export interface Wallet {
  diamond: number;
  goldenBean: number;
  gameTicket: number;
}

export interface UserState {
  userId: string;
  name: string;
  icon: string;
  wallet: Wallet;
  /** Total recharged, in US cents: 0 means never recharged (gift bag eligibility). */
  rechargedCents: number;
  /** Whitelisted for third-party top-up: the url code keyed by user id. */
  urlCode?: string;
  familyId?: string;
  familyLeader?: boolean;
  coupleUserId?: string;
  area: string;
  /** Per-domain state, created by each domain on first use. */
  domains: Record<string, unknown>;
}

/** What each seeded user is for (the README lists them too). */
export const SEEDED_USERS = {
  newcomer: '10001',
  payer: '10002',
  premium: '10003',
  leader: '10004',
  couple: '10005',
  partner: '10006',
  exhausted: '10007',
} as const;

export const SEEDED_DESCRIPTIONS: Record<string, string> = {
  '10001': 'never-recharged newcomer (gift bag eligible, free first egg smash)',
  '10002': 'whitelisted payer (third-party top-up, big wallet)',
  '10003': 'premium Diamond Pass owner; golden egg: 19 smashes toward the chosen Sports Car; Christmas carousel: 45 launches toward the guarantee',
  '10004': 'family leader of the Moonlight family; golden egg: 19 smashes toward the Phoenix, out for today (399 equivalent); Christmas carousel: 6 gifts sent (two crafts)',
  '10005': 'in a couple with 10006; love nest registered at the Romantic Cottage (1,500 couple points)',
  '10006': 'in a couple with 10005 (shares the love nest)',
  '10007': 'no chances left (no points, sparks, diamonds, candy)',
};

function base(seed: number, userId: string, wallet: Partial<Wallet>, rechargedCents: number): UserState {
  return {
    userId,
    name: nameFor(seed, userId),
    icon: avatarUrl(userId),
    wallet: { diamond: 0, goldenBean: 0, gameTicket: 0, ...wallet },
    rechargedCents,
    area: 'PH',
    domains: {},
  };
}

/** The seeded user a top-up url code belongs to, known before that user has made any call. */
export const URL_CODE_OWNERS: Readonly<Record<string, string>> = { WL10002: SEEDED_USERS.payer };

const MOONLIGHT_MEMBERS = /^501\d\d$/;

/** Builds a user: seeded ones by id, any other id as an ordinary recharged member. */
export function createUser(seed: number, userId: string): UserState {
  switch (userId) {
    case SEEDED_USERS.newcomer:
      return { ...base(seed, userId, { diamond: 300, goldenBean: 50 }, 0), name: 'Aira Newcomer' };
    case SEEDED_USERS.payer:
      return { ...base(seed, userId, { diamond: 88_000, goldenBean: 5_000, gameTicket: 20 }, 250_000), urlCode: urlCodeOf(userId), area: 'MY' };
    case SEEDED_USERS.premium:
      return base(seed, userId, { diamond: 20_000, goldenBean: 1_200, gameTicket: 5 }, 49_900);
    case SEEDED_USERS.leader:
      return { ...base(seed, userId, { diamond: 12_000, goldenBean: 900 }, 9_900), familyId: '501', familyLeader: true, area: 'TH' };
    case SEEDED_USERS.couple:
      return { ...base(seed, userId, { diamond: 6_000 }, 4_900), coupleUserId: SEEDED_USERS.partner, area: 'VN' };
    case SEEDED_USERS.partner:
      return { ...base(seed, userId, { diamond: 4_000 }, 1_900), coupleUserId: SEEDED_USERS.couple, area: 'VN' };
    case SEEDED_USERS.exhausted:
      return base(seed, userId, {}, 990);
    default: {
      const rng = mulberry32(mixSeed(seed, `user:${userId}`));
      const member = base(seed, userId, { diamond: randInt(rng, 1_000, 30_000), goldenBean: randInt(rng, 0, 2_000), gameTicket: randInt(rng, 0, 10) }, randInt(rng, 99, 50_000));
      // Ordinary members 50100 to 50199 are in the Moonlight family (501) that 10004 leads.
      return MOONLIGHT_MEMBERS.test(userId) ? { ...member, familyId: '501' } : member;
    }
  }
}

function urlCodeOf(userId: string): string | undefined {
  return Object.keys(URL_CODE_OWNERS).find((code) => URL_CODE_OWNERS[code] === userId);
}

/** Per-domain state of a user, created with `init` on first use. */
export function domain<T>(user: UserState, key: string, init: () => T): T {
  if (!(key in user.domains)) user.domains[key] = init();
  return user.domains[key] as T;
}

/** A user as other users see them. */
export const publicUser = (u: UserState) => ({ userId: u.userId, name: u.name, icon: u.icon, area: u.area });

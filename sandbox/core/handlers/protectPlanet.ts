/**
 * Protect planet (the 2022 carnival; sandbox paths /activity/protectPlanet/*, not published): one monster a day,
 * a new one at each 00:00 (UTC+8), so the monster changes every 24 hours. Every attack of every user takes HP off
 * it; the HP shown is the HP of about 5 seconds ago (an attack shows in the HP 5 s after it landed), never below
 * 0. Each user has 5 attacks a day; an attack answers the damage it did, which the page puts in its text.
 */
import { itemIconUrl } from '../catalog';
import { shared, type Ctx, type Routes } from '../context';
import { fail, STATUS } from '../envelope';
import { randInt } from '../prng';
import { dayNumber, isoAt, nextMidnight } from '../time';
import { carnivalWindow, requireCarnival } from './carnival2022';
import { eventNow } from './carnivalGifts';

export const HP_DELAY_MS = 5_000;
export const ATTACKS_PER_DAY = 5;
export const MONSTER_HP = 1_000_000;
const MONSTERS = ['Meteor Beast', 'Void Kraken', 'Star Eater', 'Comet Dragon', 'Nebula Golem', 'Dark Moon Spider', 'Solar Hydra'] as const;
const DAMAGE = { min: 1_000, max: 9_999 };

interface Hit {
  at: number;
  userId: string;
  damage: number;
}

/** The hits on the monster of a day, by day number. */
const hitsOf = (c: Ctx, day: number): Hit[] => {
  const byDay = shared(c.world, 'protectPlanetHits', () => new Map<number, Hit[]>());
  let hits = byDay.get(day);
  if (!hits) byDay.set(day, (hits = []));
  return hits;
};

const damageUntil = (hits: readonly Hit[], at: number) => hits.reduce((n, h) => (h.at <= at ? n + h.damage : n), 0);

function monsterOf(c: Ctx, now: number) {
  const day = dayNumber(now);
  const hits = hitsOf(c, day);
  const shownAt = now - HP_DELAY_MS;
  const name = MONSTERS[((day % MONSTERS.length) + MONSTERS.length) % MONSTERS.length]!;
  return {
    id: day, name, icon: itemIconUrl(name), maxHp: MONSTER_HP,
    hp: Math.max(0, MONSTER_HP - damageUntil(hits, shownAt)), hpAt: isoAt(shownAt), changesAt: isoAt(nextMidnight(now)),
  };
}

const mine = (c: Ctx, now: number) => hitsOf(c, dayNumber(now)).filter((h) => h.userId === c.user.userId);

function index(c: Ctx) {
  const now = eventNow(c);
  const own = mine(c, now);
  return {
    ...carnivalWindow(c), monster: monsterOf(c, now), hpDelayMs: HP_DELAY_MS, attacksPerDay: ATTACKS_PER_DAY,
    attacksLeft: Math.max(0, ATTACKS_PER_DAY - own.length), myDamage: own.reduce((n, h) => n + h.damage, 0),
  };
}

export const protectPlanetRoutes: Routes = {
  'GET /activity/protectPlanet/index': index,
  'POST /activity/protectPlanet/attack': (c) => {
    const now = requireCarnival(c);
    if (mine(c, now).length >= ATTACKS_PER_DAY) fail('noAttacksLeft', STATUS.limit);
    const hits = hitsOf(c, dayNumber(now));
    const left = Math.max(0, MONSTER_HP - damageUntil(hits, now));
    const damage = Math.min(left, randInt(c.rng, DAMAGE.min, DAMAGE.max));
    hits.push({ at: now, userId: c.user.userId, damage });
    return { damage, ...index(c) };
  },
};

/** Pass answers shaped like /activity/diamondPass/progress, for tests and stories. */
const GIFTS = ['Rose', 'Lollipop', 'Love Letter', 'Teddy Bear', 'Sports Car', 'Castle'];
const DECORATIONS = [
  { name: 'Neon Frame', days: 7 },
  { name: 'Moon Rider', days: 7 },
  { name: 'Star Badge', days: 30 },
  { name: 'Aurora Entrance', days: 3 },
];

export function passAnswer(o: { exp: number; premium?: boolean; levels?: number; received?: string[]; seasonEnd?: string; subscriptionType?: number }) {
  const premium = o.premium ?? false;
  const received = new Set(o.received ?? []);
  const state = (track: 'free' | 'premium', level: number) =>
    received.has(`${track}:${level}`) ? 'received' : o.exp >= level * 100 && (track === 'free' || premium) ? 'redeemable' : 'locked';
  const rewards = Array.from({ length: o.levels ?? 6 }, (_, i) => i + 1).map((level) => ({
    level,
    exp: level * 100,
    free: { reward: { id: level, name: GIFTS[(level - 1) % GIFTS.length], diamonds: level * 10, icon: `/vue/sandbox/gift/${level}.svg` }, state: state('free', level) },
    premium: { reward: level % 3 === 0 ? { id: 3000 + level, ...DECORATIONS[(level / 3 - 1) % DECORATIONS.length] } : { id: 100 + level, name: GIFTS[(level + 3) % GIFTS.length], diamonds: level * 50 }, state: state('premium', level) },
  }));
  return {
    exp: o.exp,
    level: Math.floor(o.exp / 100),
    premium,
    subscriptionType: premium ? (o.subscriptionType ?? 1) : null,
    nextRenewalDate: premium ? '2026-12-01T00:00:00+08:00' : null,
    seasonStart: '2026-11-01T00:00:00+08:00',
    seasonEnd: o.seasonEnd ?? '2026-12-01T00:00:00+08:00',
    upgradeWarning: false,
    rewards,
  };
}

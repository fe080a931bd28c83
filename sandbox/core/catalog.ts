/** Plausible names, avatars and gifts the sandbox hands out. */
import { mixSeed, mulberry32, pick, randInt } from './prng';

export const FIRST_NAMES = [
  'Aira', 'Budi', 'Somchai', 'Linh', 'Mika', 'Hafiz', 'Nurul', 'Ploy', 'Joshua', 'Trang',
  'Kittisak', 'Aisyah', 'Marco', 'Thanh', 'Bea', 'Farid', 'Nattaya', 'Paolo', 'Huong', 'Siti',
  'อรุณีรัตน์ศรีสวัสดิ์', 'Nguyễn Thị Minh Khai',
] as const;
export const NAME_SUFFIXES = ['', '✨', '_ph', ' 🌙', '88', ' Queen', ' King', '.mnl', ' ♡', '_bkk'] as const;

/** A deterministic display name for a user id. */
export function nameFor(seed: number, userId: string): string {
  const rng = mulberry32(mixSeed(seed, `name:${userId}`));
  return `${pick(rng, FIRST_NAMES)}${pick(rng, NAME_SUFFIXES)}`;
}

/** Same-origin avatar URL (the sandbox draws it). */
export const avatarUrl = (userId: string): string => `/vue/sandbox/avatar/${encodeURIComponent(userId)}.svg`;
export const giftIconUrl = (giftId: number): string => `/vue/sandbox/gift/${giftId}.svg`;
/** The picture of an item that is not a gift (a game's prize, a chicken), drawn from its own name. */
export const itemIconUrl = (name: string): string => `/vue/sandbox/item/${encodeURIComponent(name)}.svg`;

export interface Gift {
  id: number;
  name: string;
  diamonds: number;
  icon: string;
  /** Gift label id: festival 10, limit 20. */
  labelId?: 10 | 20;
}

const GIFT_ROWS: Array<[number, string, number, (10 | 20)?]> = [
  [1001, 'Rose', 1], [1002, 'Lollipop', 10], [1003, 'Bubble Tea', 49], [1004, 'Teddy Bear', 99],
  [1005, 'Love Letter', 199], [1006, 'Equal Heart', 399], [1007, 'Crown', 999, 10], [1008, 'Sports Car', 2999],
  [1009, 'Yacht', 5999, 10], [1010, 'Castle in the Sky', 9999, 20], [1011, 'Phoenix', 19999, 20],
  [1012, 'Starlight Carriage', 29999, 20], [1013, 'Golden Egg', 599], [1014, 'Rocket', 1999],
];

export const GIFTS: readonly Gift[] = GIFT_ROWS.map(([id, name, diamonds, labelId]) => ({
  id, name, diamonds, icon: giftIconUrl(id), ...(labelId ? { labelId } : {}),
}));

export function giftById(id: number): Gift | undefined {
  return GIFTS.find((g) => g.id === id);
}

export function giftOrThrow(id: number): Gift {
  const g = giftById(id);
  if (!g) throw new Error(`unknown gift ${id}`);
  return g;
}

/** Rewards that are not gifts: frames, vehicles, badges, with a duration in days. */
/** Frames, vehicles, badges and entrance effects, each with its picture (drawn from its name, like any item). */
export const DECORATIONS = (
  [
    { id: 3001, kind: 'frame', name: 'Neon Frame', days: 7 },
    { id: 3002, kind: 'vehicle', name: 'Moon Rider', days: 7 },
    { id: 3003, kind: 'badge', name: 'Star Badge', days: 30 },
    { id: 3004, kind: 'effect', name: 'Aurora Entrance', days: 3 },
  ] as const
).map((d) => ({ ...d, icon: itemIconUrl(d.name) }));

/** A deterministic list of ranked users (for rankings) with descending values. */
export function rankedUsers(seed: number, key: string, count: number, top = 500_000) {
  const rng = mulberry32(mixSeed(seed, `rank:${key}`));
  let value = randInt(rng, Math.floor(top * 0.6), top);
  return Array.from({ length: count }, (_, i) => {
    const userId = String(20000 + randInt(rng, 0, 79999));
    value = Math.max(1, value - randInt(rng, 1, Math.max(2, Math.floor(value / 12))));
    return { rank: i + 1, userId, name: nameFor(seed, userId), icon: avatarUrl(userId), value };
  });
}

/** A simple SVG drawing for an avatar or a gift icon (served same-origin). */
export function svgBadge(label: string, hue: number): string {
  const text = label.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2).toUpperCase() || '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue % 360} 70% 55%)"/><text x="48" y="60" font-size="36" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`;
}

/** A tiny seeded pseudo-random generator (mulberry32): same seed, same sequence. */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a seed with a string (e.g. a user id or a round number) into a new seed. */
export function mixSeed(seed: number, key: string | number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (const ch of String(key)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

/** Integer in [min, max]. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** One of `[value, weight]` rows, chosen in proportion to its weight. */
export function pickWeighted<T>(rng: Rng, rows: ReadonlyArray<readonly [T, number]>): T {
  let roll = rng() * rows.reduce((n, [, w]) => n + w, 0);
  return (rows.find(([, w]) => (roll -= w) < 0) ?? rows[0]!)[0];
}

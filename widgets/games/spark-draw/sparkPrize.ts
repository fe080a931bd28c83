/**
 * A prize as the draw answers give it and the progress toward a guaranteed prize: what the spark
 * draw and the games built on its prizes (the wish box) read, apart from the draw's own machine.
 */

/** Prize types. */
export const PRIZE_TYPE = { normal: 1, high: 2, limited: 3 } as const;
export type PrizeType = 1 | 2 | 3;
/** Draws come in batches of 1 and 10. */
export const DRAW_BATCHES = [1, 10] as const;

export interface SparkPrize {
  key: string;
  name: string;
  icon?: string;
  type: PrizeType;
  special: boolean;
  value?: number;
}

type Row = Record<string, unknown>;
export const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
export const num = (row: Row, ...names: string[]): number | undefined => {
  for (const n of names) {
    const v = row[n];
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  }
  return undefined;
};
const txt = (row: Row, ...names: string[]): string | undefined => {
  for (const n of names) if (typeof row[n] === 'string') return row[n] as string;
  return undefined;
};
/** An instant from an ISO text or epoch milliseconds. */
export const instant = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || !v) return undefined;
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
};

export function readPrize(row: unknown, i: number): SparkPrize | undefined {
  if (!isRow(row)) return undefined;
  const rawType = num(row, 'prizeConfigType', 'prizeType', 'type');
  const type: PrizeType = rawType === 2 || rawType === 3 ? rawType : 1;
  const icon = txt(row, 'icon', 'prizeIcon', 'image');
  const value = num(row, 'diamonds', 'value', 'worth');
  return {
    key: `${txt(row, 'prizeConfigId', 'id') ?? num(row, 'prizeConfigId', 'id') ?? 'p'}-${i}`,
    name: txt(row, 'name', 'prizeName', 'title') ?? '',
    type,
    special: row.special === true,
    ...(icon !== undefined ? { icon } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}

export const readPrizes = (rows: unknown): SparkPrize[] => (Array.isArray(rows) ? rows.map(readPrize).filter((p): p is SparkPrize => !!p) : []);

/** Best first: limited (special before not), then high, then normal; the server's order otherwise. */
export const byRank = (prizes: readonly SparkPrize[]): SparkPrize[] =>
  prizes.map((p, i) => ({ p, i })).sort((a, b) => b.p.type - a.p.type || Number(b.p.special) - Number(a.p.special) || a.i - b.i).map((x) => x.p);

export interface PityLine {
  /** Lightens counted so far, of `within`. */
  count: number;
  within: number;
  /** Lightens left until the guarantee (at least 1). */
  left: number;
}

/** Progress toward a guarantee that comes surely at the `within`-th try (the count shown stays below `within`). */
export function pityLine(count: number, within: number): PityLine {
  const w = Math.max(1, within);
  const n = Math.min(Math.max(0, count), w - 1);
  return { count: n, within: w, left: w - n };
}

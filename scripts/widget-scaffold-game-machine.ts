/**
 * The rules file `npm run widget -- new <type> --game` writes for a draw game (scripts/widget-scaffold-game.ts):
 * a pure machine reading the index and the draw's answer, the phases of a draw, and what a tap may do.
 */
import type { GameNames } from './widget-scaffold-game-tests';

export function gameMachine({ type, camel, Pascal }: GameNames): string {
  return `/**
 * The rules of the ${type.replace(/-/g, ' ')} draw game, pure: the draw kit (kit/draw) runs the flow around them.
 * Reading: the index gives the price of one draw (diamonds), the batches and the balance; a draw's answer gives
 * its prizes. Drawing: idle -> drawing -> revealing (skippable; skipped at once with reduced motion) -> shown ->
 * idle when the result is closed; a refused or lost draw goes back to idle. A draw is refused while another is
 * under way, and when the balance is short of its price.
 */
/** A prize as the kit's result shows it (kit/draw/DrawResult.tsx), card tier normal 1 or high 2; the rules stand alone. */
export type ${Pascal}Prize = { key: string; name: string; icon?: string; value?: number; type: number; special: boolean };

export interface ${Pascal}Index {
  price: number;
  batches: number[];
  balance: number;
}

export interface ${Pascal}State {
  phase: 'idle' | 'drawing' | 'revealing' | 'shown';
  result: ${Pascal}Prize[];
}

export const ${camel}Start: ${Pascal}State = { phase: 'idle', result: [] };

export type ${Pascal}Event = { type: 'start' } | { type: 'drawn'; prizes: ${Pascal}Prize[]; reducedMotion: boolean } | { type: 'failed' } | { type: 'revealed' } | { type: 'close' };

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (row: Row, name: string): number | undefined => {
  const v = row[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
};

/** The index, or undefined without a price (nothing to draw). */
export function readIndex(answer: unknown): ${Pascal}Index | undefined {
  if (!isRow(answer)) return undefined;
  const price = num(answer, 'price');
  if (price === undefined) return undefined;
  const batches = Array.isArray(answer.batches) ? answer.batches.filter((n): n is number => typeof n === 'number' && n > 0) : [];
  return { price, batches: batches.length > 0 ? batches : [1, 10], balance: num(answer, 'diamond') ?? 0 };
}

/** The prizes of a draw's answer (\`prizes\`); rows without a name are left out. */
export function readPrizes(answer: unknown): ${Pascal}Prize[] {
  const rows = isRow(answer) && Array.isArray(answer.prizes) ? answer.prizes : [];
  return rows.flatMap((row: unknown, i: number) => {
    if (!isRow(row) || typeof row.name !== 'string') return [];
    const value = num(row, 'value');
    return [{ key: \`\${String(row.id ?? row.name)}-\${i}\`, name: row.name, type: value !== undefined && value >= 999 ? 2 : 1, special: false, ...(typeof row.icon === 'string' ? { icon: row.icon } : {}), ...(value !== undefined ? { value } : {}) }];
  });
}

export function ${camel}Reducer(s: ${Pascal}State, e: ${Pascal}Event): ${Pascal}State {
  switch (e.type) {
    case 'start':
      return s.phase === 'idle' ? { phase: 'drawing', result: [] } : s;
    case 'drawn':
      return s.phase === 'drawing' ? { phase: e.reducedMotion ? 'shown' : 'revealing', result: e.prizes } : s;
    case 'failed':
      return s.phase === 'drawing' ? ${camel}Start : s;
    case 'revealed':
      return s.phase === 'revealing' ? { ...s, phase: 'shown' } : s;
    case 'close':
      return s.phase === 'revealing' || s.phase === 'shown' ? ${camel}Start : s;
  }
}

/** Whether a draw of \`count\` may be sent now. */
export function checkDraw(index: ${Pascal}Index, s: ${Pascal}State, count: number): { ok: true } | { ok: false; reason: 'busy' | 'noDiamonds' } {
  if (s.phase !== 'idle') return { ok: false, reason: 'busy' };
  return index.balance < index.price * count ? { ok: false, reason: 'noDiamonds' } : { ok: true };
}
`;
}

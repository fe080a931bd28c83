/**
 * The bench's table: per page the medians of its runs, each with its ratio to the plain React page, and whether a
 * campaign route meets the goal (interactive at most 1.0x the plain page, LCP at most 0.5x, layout shift at most
 * 0.02), as a Markdown table README can show as it is.
 */
import { median, type Measurement } from './measure';

export const GOAL = { interactive: 1.0, lcp: 0.5, cls: 0.02 } as const;

export const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const ms = (v: number) => `${Math.round(v).toLocaleString('en')} ms`;

/** What a page misses of the goal, by figure (empty: it meets it). */
export function goalMisses(ratio: (key: keyof Measurement) => number, cls: number): string[] {
  const misses: string[] = [];
  if (!(ratio('interactive') <= GOAL.interactive)) misses.push(`interactive > ${GOAL.interactive.toFixed(1)}x`);
  if (!(ratio('lcp') <= GOAL.lcp)) misses.push(`LCP > ${GOAL.lcp}x`);
  if (!(cls <= GOAL.cls)) misses.push(`shift > ${GOAL.cls}`);
  return misses;
}

export function benchTable(results: Record<string, Measurement[]>, base: string): string {
  const med = (name: string, key: keyof Measurement) => median(results[name]!.map((m) => m[key]));
  const ratioOf = (name: string) => (key: keyof Measurement) => (med(base, key) > 0 ? med(name, key) / med(base, key) : Number.NaN);
  const times = (r: number) => (Number.isFinite(r) ? `${r.toFixed(2)}x` : 'n/a');
  const cell = (name: string, key: keyof Measurement, show: (v: number) => string) => `${show(med(name, key))} (${times(ratioOf(name)(key))})`;
  const rows = Object.keys(results).map((name) => {
    const misses = name === base ? [] : goalMisses(ratioOf(name), med(name, 'cls'));
    const goal = name === base ? '' : misses.length === 0 ? 'met' : misses.join(', ');
    return { name, misses, cells: [name, cell(name, 'scriptBytes', kb), cell(name, 'lcp', ms), cell(name, 'interactive', ms), cell(name, 'firstData', ms), med(name, 'cls').toFixed(3), cell(name, 'blocking', ms), cell(name, 'tbt', ms), goal] };
  });
  const head = ['page', 'script (sent)', 'LCP', 'interactive', 'first data', 'layout shift', 'blocking, whole load', 'TBT', 'goal'];
  const routes = rows.filter((r) => r.name !== base);
  const met = routes.filter((r) => r.misses.length === 0).length;
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.cells.join(' | ')} |`),
    '',
    `${met} of ${routes.length} routes meet the goal (interactive <= ${GOAL.interactive.toFixed(1)}x, LCP <= ${GOAL.lcp}x, layout shift <= ${GOAL.cls}).`,
  ].join('\n');
}

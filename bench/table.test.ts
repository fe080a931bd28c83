import { describe, expect, it } from 'vitest';
import type { Measurement } from './measure';
import { benchTable } from './table';

const run = (m: Partial<Measurement>): Measurement => ({ scriptBytes: 70 * 1024, lcp: 1000, tbt: 0, blocking: 0, cls: 0, fcp: 900, interactive: 1000, firstData: 1000, ...m });

describe('the bench table', () => {
  const table = benchTable(
    {
      plain: [run({}), run({ interactive: 1200 }), run({ interactive: 1100 })],
      '/fast': [run({ lcp: 400, interactive: 900, scriptBytes: 140 * 1024 })],
      '/late': [run({ lcp: 400, interactive: 1500 })],
      '/shifty': [run({ lcp: 600, interactive: 1000, cls: 0.05 })],
    },
    'plain',
  );
  const line = (page: string) => table.split('\n').find((l) => l.startsWith(`| ${page} |`));

  it('shows each page with medians and their ratio to the plain page (its median of runs)', () => {
    expect(line('/fast')).toContain('| 140.0 KB (2.00x) | 400 ms (0.40x) | 900 ms (0.82x) |');
    expect(line('plain')).toContain('| 1,100 ms (1.00x) |');
    // The plain page blocks nothing: a ratio to zero is not a number.
    expect(line('/fast')).toContain('| 0 ms (n/a) | 0 ms (n/a) |');
  });

  it('checks each route against the goal and says what it misses', () => {
    expect(line('/fast')).toMatch(/\| met \|$/);
    expect(line('/late')).toMatch(/\| interactive > 1\.0x \|$/);
    expect(line('/shifty')).toMatch(/\| LCP > 0\.5x, shift > 0\.02 \|$/);
    expect(table).toContain('1 of 3 routes meet the goal');
  });
});

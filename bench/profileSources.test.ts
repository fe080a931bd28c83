import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import { selfTimeBySource, shortSource, sourcesFromMaps, type CallFrame, type CpuProfile } from './profileSources';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0): CallFrame => ({ functionName, url, lineNumber, columnNumber });

// Samples every 10 ms from 1,000 µs: a (idle), b (engine chunk), c (layout), b, d (react-dom chunk).
const profile: CpuProfile = {
  startTime: 1000,
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    { id: 2, callFrame: frame('plan', 'http://127.0.0.1/vue/assets/engine-abc.js', 0, 5) },
    { id: 3, callFrame: frame('(program)') },
    { id: 4, callFrame: frame('x', 'http://127.0.0.1/vue/assets/mountApp-def.js', 0, 40) },
  ],
  samples: [1, 2, 3, 2, 4],
  timeDeltas: [0, 10_000, 10_000, 10_000, 10_000, 10_000],
};

describe('self time by source', () => {
  const byChunk = sourcesFromMaps('/no/such/folder');

  it('charges each sample until the next one to its chunk, leaves idle time out and keeps the browser’s own work', () => {
    expect(selfTimeBySource(profile, byChunk)).toEqual([
      ['engine-abc.js', 20],
      ['(program)', 10],
      ['mountApp-def.js', 10],
    ]);
  });

  it('keeps only the samples between two instants', () => {
    // Samples at 11,000 (engine), 21,000 (program) and 31,000 µs (engine).
    expect(selfTimeBySource(profile, byChunk, { from: 15_000, to: 31_000 })).toEqual([
      ['(program)', 10],
      ['engine-abc.js', 10],
    ]);
  });

  describe('with the build’s source maps', () => {
    const dir = mkdtempSync(join(tmpdir(), 'profile-sources-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const map = new SourceMapGenerator({ file: 'engine-abc.js' });
    // Columns 0 to 19 of the chunk come from the planner, 20 on from a package.
    map.addMapping({ generated: { line: 1, column: 0 }, original: { line: 12, column: 0 }, source: '../../engine/react/render/nodePlan.ts' });
    map.addMapping({ generated: { line: 1, column: 20 }, original: { line: 3, column: 0 }, source: '../../node_modules/@tanstack/query-core/build/modern/query.js' });
    writeFileSync(join(dir, 'engine-abc.js.map'), map.toString());
    const bySource = sourcesFromMaps(dir);

    it('names a frame by the file it was built from, a package by its name', () => {
      expect(bySource(frame('plan', 'http://h/vue/assets/engine-abc.js', 0, 5))).toBe('engine/react/render/nodePlan.ts');
      expect(bySource(frame('q', 'http://h/vue/assets/engine-abc.js?v=1', 0, 25))).toBe('@tanstack/query-core');
    });

    it('names a chunk without a map by the chunk, and the browser’s work by its own name', () => {
      expect(bySource(frame('x', 'http://h/vue/assets/mountApp-def.js', 0, 40))).toBe('mountApp-def.js');
      expect(bySource(frame('(garbage collector)'))).toBe('(garbage collector)');
    });
  });

  it('shortens paths', () => {
    expect(shortSource('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(shortSource('../../node_modules/.pnpm/zod@4/node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(shortSource('../../app/startApp.tsx')).toBe('app/startApp.tsx');
  });
});

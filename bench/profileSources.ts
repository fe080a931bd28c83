/**
 * Where a page's CPU time goes, by source file: the self time of a CPU profile's samples, optionally between two
 * instants of the page (performance marks), each sample charged to the source its frame came from. With a build
 * that kept its source maps (`BUILD_SOURCEMAP=1 npm run build`), a frame of a chunk is named by the file it was
 * built from (a package's files by the package); without them, by the chunk. Used by `bench/diagnose.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  samples: number[];
  timeDeltas: number[];
  /** Microseconds, on the clock of the browser's monotonic timestamps (as the page's navigation start). */
  startTime: number;
}

/** Names the source of a frame. */
export type SourceOf = (frame: CallFrame) => string;

/** What ran outside any script: the browser's own work (`(program)`: parsing, style, layout), the garbage collector, a built-in. */
const runtimeFrame = (frame: CallFrame): string => (frame.functionName.startsWith('(') ? frame.functionName : `(${frame.functionName || 'native'})`);

/** A file path of the build's sources, shortened: a package's files by the package, the project's by their path. */
export function shortSource(source: string): string {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  return source.replace(/^(?:\.\.\/|\.\/)+/, '').replace(/^(?:webpack|vite):\/\/\/?/, '');
}

/**
 * Names frames by the chunk they ran in, or through the chunk's source map (`<chunk>.map` in `assetsDir`) by the
 * file it was built from. Maps are read once per chunk.
 */
export function sourcesFromMaps(assetsDir: string): SourceOf {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  const mapOf = (file: string): SourceMapConsumer | undefined => {
    if (!maps.has(file)) {
      const path = join(assetsDir, `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : undefined);
    }
    return maps.get(file);
  };
  return (frame) => {
    if (!frame.url) return runtimeFrame(frame);
    const file = frame.url.replace(/[?#].*$/, '').replace(/^.*\//, '');
    const map = mapOf(file);
    if (!map) return file;
    // Profile positions count from 0; a source map's lines from 1.
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return at.source ? shortSource(at.source) : file;
  };
}

/**
 * Self time (ms) by source, largest first; idle time is left out. `from` and `to` (microseconds on the profile's
 * clock) keep the samples taken between them. A sample lasts until the next one.
 */
export function selfTimeBySource(profile: CpuProfile, sourceOf: SourceOf, window: { from?: number; to?: number } = {}): Array<[string, number]> {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const by = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const frame = frames.get(id);
    if (!frame || frame.functionName === '(idle)' || (window.from !== undefined && at < window.from) || (window.to !== undefined && at > window.to)) return;
    const source = sourceOf(frame);
    by.set(source, (by.get(source) ?? 0) + dt / 1000);
  });
  return [...by].sort((a, b) => b[1] - a[1]);
}

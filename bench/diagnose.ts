/**
 * `npx tsx bench/diagnose.ts [route]`: loads one page of the built app (dist)
 * under the benchmark's mobile emulation and prints what the first load
 * fetched (scripts with sizes), the layout shifts with the elements that
 * moved, the long tasks and the paint timings. For finding what to fix.
 * PROFILE=1 adds a CPU profile: self time by source file, through the build's source maps when it kept them
 * (`BUILD_SOURCEMAP=1 npm run build`), else by chunk; PROFILE_WINDOW=<mark>,<mark> adds the same between two of the
 * page's performance marks (app:mounted,app:ready: the hydration) or two times in ms; PROFILE_OUT=<file> keeps the profile.
 * TRACE=1 adds a Chromium trace and prints what ran inside each long task, and the main thread's work from the
 * navigation until the page was interactive by kind (bench/mainThread.ts; TRACE_OUT=<file> keeps the trace, with the
 * page's performance marks). BENCH_PLAIN=1 loads the benchmark's plain React page instead (`npm run bench` builds it).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandboxServer } from '../sandbox/server/startSandboxServer';
import { launchChromium } from '../tests/browser';
import { mainThreadWork, navigationStartOf, type TraceEvent as MainThreadEvent } from './mainThread';
import { emulateMobile, MOBILE_CONTEXT, PLAIN_PAGE_DIR, precompressBuilds, readyObserver, startPlainPage } from './measure';
import { selfTimeBySource, sourcesFromMaps, type CpuProfile } from './profileSources';

const root = fileURLToPath(new URL('..', import.meta.url));
const route = process.argv[2] ?? '/vue/act/starlight';

const OBSERVERS = `
  window.__diag = { shifts: [], lcp: [], long: [], paint: [], ready: 0 };${readyObserver('window.__diag.ready')}
  const describe = (n) => n ? (n.nodeName + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').join('.') : '') + (n.dataset && n.dataset.engineSkeleton !== undefined ? '[skeleton]' : '') + ' "' + (n.textContent || '').slice(0, 40) + '"') : '?';
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__diag.shifts.push({ t: Math.round(e.startTime), value: e.value.toFixed(4), sources: (e.sources || []).map((s) => describe(s.node) + ' ' + JSON.stringify(s.previousRect) + ' -> ' + JSON.stringify(s.currentRect)) }); })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__diag.lcp.push({ t: Math.round(e.renderTime || e.loadTime || e.startTime), el: describe(e.element), size: e.size }); })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__diag.long.push([Math.round(e.startTime), Math.round(e.duration)]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__diag.paint.push([e.name, Math.round(e.startTime)]); })
    .observe({ type: 'paint', buffered: true });
`;

interface TraceEvent extends MainThreadEvent { args?: { data?: { url?: string; functionName?: string; scriptName?: string } } }

const TRACED = new Set(['EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'MajorGC', 'MinorGC', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'Paint', 'ParseAuthorStyleSheet']);

/** Each long task (> 50 ms) of a trace, longest first, with the time of what ran inside it. */
function printLongTasks(events: TraceEvent[]): void {
  const t0 = navigationStartOf(events);
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0));
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const by = new Map<string, number>();
    for (const e of events) {
      if (e.tid !== task.tid || e.pid !== task.pid || e.ts < task.ts || e.ts >= end || !TRACED.has(e.name)) continue;
      const d = e.args?.data;
      const key = `${e.name} ${(d?.url || d?.scriptName || '').replace(/^.*\//, '')} ${d?.functionName ?? ''}`.trim();
      by.set(key, (by.get(key) ?? 0) + (e.dur ?? 0));
    }
    console.log(`long task at ${Math.round((task.ts - t0) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms:`);
    for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(Math.round(v / 1000)).padStart(5)} ms ${k}`);
  }
}

/**
 * Self time by source (through the build's source maps when it kept them), over the whole load and, with
 * PROFILE_WINDOW=<mark>,<mark>, between two of the page's performance marks (e.g. app:mounted,app:ready).
 */
function printProfile(cpu: CpuProfile, assetsDir: string, navigationStartUs: number, marks: ReadonlyArray<[string, number]>): void {
  const sourceOf = sourcesFromMaps(assetsDir);
  const top = (rows: Array<[string, number]>) => rows.slice(0, 25).map(([name, t]) => `${t.toFixed(0).padStart(6)} ms ${name}`).join('\n');
  console.log(`self time by source, whole load:\n${top(selfTimeBySource(cpu, sourceOf))}`);
  const bounds = process.env.PROFILE_WINDOW?.split(',');
  if (!bounds) return;
  // A bound is a mark's name or a time in ms since the navigation started.
  const at = (name: string | undefined) => (name && /^\d+$/.test(name) ? Number(name) : marks.find(([mark]) => mark === name)?.[1]);
  const [from, to] = [at(bounds[0]), at(bounds[1])];
  if (from === undefined || to === undefined) {
    console.log(`PROFILE_WINDOW: the page left no mark '${bounds[from === undefined ? 0 : 1]}' (marks: ${marks.map(([m]) => m).join(', ')})`);
    return;
  }
  const rows = selfTimeBySource(cpu, sourceOf, { from: navigationStartUs + from * 1000, to: navigationStartUs + to * 1000 });
  console.log(`self time by source from ${bounds[0]} (${from} ms) to ${bounds[1]} (${to} ms):\n${top(rows)}`);
}

async function main(): Promise<void> {
  const dist = resolve(root, process.env.BENCH_DIST ?? 'dist');
  const plain = process.env.BENCH_PLAIN === '1';
  await precompressBuilds(plain ? PLAIN_PAGE_DIR : dist);
  const app = plain ? await startPlainPage() : await startSandboxServer({ port: 0, staticDir: dist, seed: 1 });
  const browser = await launchChromium({ full: true });
  try {
    const context = await browser.newContext(MOBILE_CONTEXT);
    const page = await context.newPage();
    page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await emulateMobile(cdp);
    const urls = new Map<string, { url: string; type: string; start: number }>();
    const done: Array<{ url: string; type: string; bytes: number; start: number; end: number }> = [];
    let t0 = 0;
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string }; type?: string; timestamp: number }) => {
      if (!t0) t0 = e.timestamp;
      urls.set(e.requestId, { url: e.request.url, type: e.type ?? '', start: e.timestamp });
    });
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number; timestamp: number }) => {
      const u = urls.get(e.requestId);
      if (u) done.push({ url: u.url.replace(/^https?:\/\/[^/]+/, ''), type: u.type, bytes: e.encodedDataLength, start: Math.round((u.start - t0) * 1000), end: Math.round((e.timestamp - t0) * 1000) });
    });
    const profile = process.env.PROFILE === '1';
    if (profile) {
      await cdp.send('Performance.enable');
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const trace = process.env.TRACE === '1';
    if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    await page.goto(plain ? app.url : `${app.url}${route}`, { waitUntil: 'load', timeout: 120000 });
    await page.waitForLoadState('networkidle', { timeout: 60000 }).catch(() => {});
    await page.waitForTimeout(3000);
    if (trace) {
      const text = (await browser.stopTracing()).toString();
      if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, text);
      const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
      printLongTasks(events);
      const ready = Math.round(await page.evaluate(() => (window as unknown as { __diag: { ready: number } }).__diag.ready));
      if (ready > 0) {
        const work = mainThreadWork(events, ready);
        const kinds = Object.entries(work.byKind).map(([kind, ms]) => `${kind} ${ms}`).join(', ');
        console.log(`main thread until interactive (${ready} ms): busy ${work.busyMs} ms (CPU ${work.cpuMs} ms) in ${work.tasks} tasks (${kinds} ms)`);
      } else console.log('the page never became interactive (no html[data-ready])');
    }
    const diag = await page.evaluate(() => ({
      ...(window as unknown as { __diag: object }).__diag,
      marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
    }));
    if (profile) {
      const cpu = ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile;
      // The page's time 0 on the profile's clock (both monotonic, in seconds here).
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
      const navigationStart = metrics.find((m) => m.name === 'NavigationStart')?.value ?? 0;
      // The kept profile carries the page's time 0 (µs, the profile's clock) and its marks, for windows read later.
      if (process.env.PROFILE_OUT) (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify({ ...cpu, navigationStartUs: navigationStart * 1e6, marks: diag.marks }));
      printProfile(cpu, resolve(dist, 'assets'), navigationStart * 1e6, diag.marks as Array<[string, number]>);
    }
    done.sort((a, b) => a.start - b.start);
    for (const d of done) console.log(`${String(d.start).padStart(6)}-${String(d.end).padStart(6)} ms ${d.type.padEnd(10)} ${(d.bytes / 1024).toFixed(1).padStart(7)} KB ${d.url}`);
    const scripts = done.filter((d) => d.type === 'Script').reduce((s, d) => s + d.bytes, 0);
    console.log(`scripts: ${(scripts / 1024).toFixed(1)} KB`);
    console.log(JSON.stringify(diag, null, 1));
    await context.close();
  } finally {
    await browser.close();
    await app.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

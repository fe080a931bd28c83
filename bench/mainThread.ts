/**
 * What a page's main thread did from its navigation start until an instant (the page interactive), from a
 * Chromium trace: busy time, CPU time, the number of tasks, and the time by kind of work. Each event counts for its own time,
 * less what ran nested inside it; task time outside any traced event counts as `other`. A prerendered page and the
 * plain React page both wait for bytes and then for the main thread; this says how much main-thread work stood
 * between navigation and a tap that works.
 */

/** A trace event: `ts`, `dur` and `tdur` (the thread's own CPU time in it) in microseconds. */
export interface TraceEvent { name: string; ph?: string; ts: number; dur?: number; tdur?: number; tid: number; pid: number; cat?: string }

export type WorkKind = 'script' | 'style' | 'layout' | 'paint' | 'html' | 'gc' | 'other';

/**
 * `busyMs` is wall time inside tasks; `cpuMs` the thread's CPU time in them, which moves less with the load of the
 * machine running the browser (what to compare between two builds).
 */
export interface MainThreadWork { busyMs: number; cpuMs: number; tasks: number; byKind: Record<WorkKind, number> }

const KINDS: ReadonlyArray<[WorkKind, RegExp]> = [
  ['script', /^(v8\.(compile|compileModule|evaluateModule|execute)|EvaluateScript|FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|V8\.(?!GC).*)$/],
  ['style', /^(UpdateLayoutTree|ParseAuthorStyleSheet|RecalculateStyles)$/],
  ['layout', /^Layout$/],
  ['paint', /^(Paint|PrePaint|PaintImage|Layerize|Commit|UpdateLayer|CompositeLayers|Decode.*)$/],
  ['html', /^ParseHTML$/],
  ['gc', /^(MinorGC|MajorGC|V8\.GC.*|BlinkGC.*)$/],
];

export const kindOf = (name: string): WorkKind => KINDS.find(([, re]) => re.test(name))?.[0] ?? 'other';

/** The renderer's main thread: the thread that parsed the page's HTML. */
function mainThreadOf(events: readonly TraceEvent[]): string | undefined {
  const parse = events.find((e) => e.name === 'ParseHTML');
  return parse && `${parse.pid}:${parse.tid}`;
}

/** The page's navigation start (the earliest: a trace also holds those of the documents it loads, SVG pictures among them). */
export function navigationStartOf(events: readonly TraceEvent[]): number {
  const starts = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts);
  return starts.length > 0 ? Math.min(...starts) : (events[0]?.ts ?? 0);
}

/** The main thread's work in the tasks that started before `untilMs` (ms from the navigation start). */
export function mainThreadWork(events: readonly TraceEvent[], untilMs: number): MainThreadWork {
  const thread = mainThreadOf(events);
  const t0 = navigationStartOf(events);
  const byKind: Record<WorkKind, number> = { script: 0, style: 0, layout: 0, paint: 0, html: 0, gc: 0, other: 0 };
  const complete = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let busy = 0;
  let cpu = 0;
  let tasks = 0;
  // Open events, outermost first; each one's own time is its duration less its direct children's.
  const open: Array<{ name: string; end: number; own: number }> = [];
  const close = (upTo: number) => {
    while (open.length > 0 && open[open.length - 1]!.end <= upTo) {
      const e = open.pop()!;
      byKind[e.name === 'RunTask' ? 'other' : kindOf(e.name)] += e.own / 1000;
    }
  };
  for (const e of complete) {
    close(e.ts);
    const dur = e.dur ?? 0;
    if (open.length === 0) {
      if (e.name !== 'RunTask' || e.ts - t0 >= untilMs * 1000 || e.ts < t0) continue;
      busy += dur;
      cpu += e.tdur ?? 0;
      tasks += 1;
    }
    const parent = open[open.length - 1];
    if (parent) parent.own -= dur;
    open.push({ name: e.name, end: e.ts + dur, own: dur });
  }
  close(Number.POSITIVE_INFINITY);
  for (const k of Object.keys(byKind) as WorkKind[]) byKind[k] = Math.round(byKind[k]);
  return { busyMs: Math.round(busy / 1000), cpuMs: Math.round(cpu / 1000), tasks, byKind };
}

import { describe, expect, it } from 'vitest';
import { kindOf, mainThreadWork, type TraceEvent } from './mainThread';

const MAIN = { pid: 1, tid: 1 };
// A task's thread CPU time is its wall time less 10 ms (time the thread was not running).
const at = (name: string, ms: number, durMs: number, thread = MAIN): TraceEvent => ({ name, ph: 'X', ts: ms * 1000, dur: durMs * 1000, ...(name === 'RunTask' ? { tdur: (durMs - 10) * 1000 } : {}), ...thread });

// Navigation at 100 ms; times below are ms from the epoch of the trace.
const events: TraceEvent[] = [
  { name: 'navigationStart', ph: 'R', ts: 100_000, ...MAIN },
  // An SVG picture's document starts later: the page's navigation is the earliest.
  { name: 'navigationStart', ph: 'R', ts: 900_000, ...MAIN },
  // Task 1 (at 200 ms, 50 ms): parse 30 ms, with a 10 ms style recalculation inside it.
  at('RunTask', 200, 50), at('ParseHTML', 205, 30), at('UpdateLayoutTree', 210, 10),
  // Task 2 (at 400 ms, 100 ms): a module evaluated for 60 ms, 20 ms of it garbage collection; 40 ms untraced.
  at('RunTask', 400, 100), at('v8.evaluateModule', 400, 60), at('MinorGC', 420, 20),
  // On another thread: not counted.
  at('RunTask', 450, 500, { pid: 1, tid: 2 }), at('Paint', 450, 500, { pid: 1, tid: 2 }),
  // Task 3 (at 700 ms, 30 ms): layout and paint.
  at('RunTask', 700, 30), at('Layout', 700, 20), at('Paint', 720, 10),
];

describe('main-thread work until an instant', () => {
  it('counts each event for its own time, by kind, and untraced task time as other', () => {
    // Up to 650 ms after the navigation start (750 ms on the trace's clock): all three tasks.
    expect(mainThreadWork(events, 650)).toEqual({
      busyMs: 180,
      cpuMs: 150,
      tasks: 3,
      byKind: { script: 40, style: 10, layout: 20, paint: 10, html: 20, gc: 20, other: 60 },
    });
  });

  it('leaves out the tasks that started after the instant', () => {
    // 550 ms after the navigation start is 650 ms on the trace: task 3 (at 700) is after it.
    const work = mainThreadWork(events, 550);
    expect(work.busyMs).toBe(150);
    expect(work.cpuMs).toBe(130);
    expect(work.tasks).toBe(2);
    expect(work.byKind.layout).toBe(0);
    expect(work.byKind.paint).toBe(0);
  });

  it('names the kinds of Chromium trace events', () => {
    expect(['FunctionCall', 'RunMicrotasks', 'v8.compileModule'].map(kindOf)).toEqual(['script', 'script', 'script']);
    expect(['V8.GC_SCAVENGER_SCAVENGE', 'ParseAuthorStyleSheet', 'Layerize', 'ResourceReceivedData'].map(kindOf)).toEqual(['gc', 'style', 'paint', 'other']);
  });
});

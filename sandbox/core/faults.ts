/**
 * Fault switches: a network failure, a non-zero status with a message, an
 * empty response, an answer lost on its way back (`lost`: the call is carried
 * out, then the connection drops, as when a purchase went through but its
 * answer never arrived), and latency, for one path or for all. Set per call with the
 * query parameters `sandbox_fault=<kind>[:<path>]` and `sandbox_latency=<ms>[:<path>]`,
 * or kept in force through the control endpoint.
 */
export const API_BASE = '/vue/prodServer';
export const FAULT_KINDS = ['network', 'status', 'empty', 'lost'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  kind: FaultKind;
  /** An API path (with or without /vue/prodServer); all paths when absent. */
  path?: string;
}

export interface LatencyRule {
  ms: number;
  path?: string;
}

export interface FaultState {
  rules: FaultRule[];
  latency: LatencyRule[];
}

const stripBase = (p: string): string => (p.startsWith(API_BASE) ? p.slice(API_BASE.length) || '/' : p);

export function pathMatches(rulePath: string | undefined, apiPath: string): boolean {
  return rulePath === undefined || rulePath === '' || stripBase(rulePath) === stripBase(apiPath);
}

/** Parses `network`, `status:/facade/wallet/get`, several joined by commas. Unknown kinds are ignored. */
export function parseFaults(raw: string | undefined): FaultRule[] {
  if (!raw) return [];
  return raw.split(',').flatMap((part) => {
    const [kind, ...rest] = part.trim().split(':');
    if (!(FAULT_KINDS as readonly string[]).includes(kind ?? '')) return [];
    const path = rest.join(':');
    return [path ? { kind: kind as FaultKind, path } : { kind: kind as FaultKind }];
  });
}

/** Parses `800` or `800:/lottery/bigEaterAct/bet`. */
export function parseLatency(raw: string | undefined): LatencyRule[] {
  if (!raw) return [];
  const [ms, ...rest] = raw.split(':');
  const n = Number(ms);
  if (!Number.isFinite(n) || n < 0) return [];
  const path = rest.join(':');
  return [path ? { ms: Math.min(n, 60_000), path } : { ms: Math.min(n, 60_000) }];
}

/** The fault (if any) and the latency that apply to one call. */
export function faultFor(state: FaultState, query: Record<string, string>, apiPath: string): { kind?: FaultKind; latencyMs: number } {
  const rules = [...parseFaults(query.sandbox_fault), ...state.rules];
  const latency = [...parseLatency(query.sandbox_latency), ...state.latency];
  const kind = rules.find((r) => pathMatches(r.path, apiPath))?.kind;
  const latencyMs = latency.filter((l) => pathMatches(l.path, apiPath)).reduce((max, l) => Math.max(max, l.ms), 0);
  return kind ? { kind, latencyMs } : { latencyMs };
}

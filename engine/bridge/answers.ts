/** Reading the host's answers: a refusal object becomes a failure; shapes are normalised. */
import type { BarHeights, BridgeResult } from './types';

export function checkAnswer<T>(answer: unknown): BridgeResult<T> {
  if (answer && typeof answer === 'object' && 'code' in answer) {
    const { code, message, data } = answer as { code: unknown; message?: unknown; data?: unknown };
    if (Number(code) !== 0) return { ok: false, reason: 'failed', ...(typeof message === 'string' ? { message } : {}) };
    if (data !== undefined) return { ok: true, data: data as T };
  }
  return { ok: true, data: answer as T };
}

export function toHeaders(data: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) out[k] = String(v);
  }
  return out;
}

const num = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);

export function toBarHeights(data: unknown): BarHeights {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { statusBarHeight: num(d.statusBarHeight), immersionHeight: num(d.immersionHeight) };
}

export function toStringList(data: unknown): string[] {
  if (Array.isArray(data)) return data.map(String).filter((s) => s !== '');
  if (typeof data === 'string') return data.split(',').map((s) => s.trim()).filter((s) => s !== '');
  return [];
}

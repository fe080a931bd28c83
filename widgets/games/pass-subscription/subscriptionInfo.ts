/** Reading the subscription part of the pass progress: owned or not, type (1 monthly, 2 quarterly, 3 annual), next renewal, season end. */
import { formatDate, instantMs } from '@engine';

export interface SubscriptionInfo {
  premium: boolean;
  /** 1 monthly, 2 quarterly, 3 annual. */
  type?: 1 | 2 | 3;
  /** YYYY-MM-DD. */
  nextRenewal?: string;
  seasonEndMs?: number;
  /** The server says the season is in its last minutes. */
  warn: boolean;
}

const toMs = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const ms = instantMs(v);
  return Number.isFinite(ms) ? ms : undefined;
};

export function readSubscription(content: unknown): SubscriptionInfo | undefined {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return undefined;
  const c = content as Record<string, unknown>;
  const out: SubscriptionInfo = { premium: c.premium === true || c.premium === 1, warn: c.upgradeWarning === true };
  const type = Number(c.subscriptionType);
  if (type === 1 || type === 2 || type === 3) out.type = type;
  const renewal = toMs(c.nextRenewalDate);
  if (renewal !== undefined) out.nextRenewal = formatDate(renewal);
  const end = toMs(c.seasonEnd ?? c.endTime);
  if (end !== undefined) out.seasonEndMs = end;
  return out;
}

/** True when fewer than `minutes` are left before the season ends (or the server says so). */
export function inLastMinutes(info: SubscriptionInfo, nowMs: number, minutes: number): boolean {
  if (info.warn) return true;
  return info.seasonEndMs !== undefined && info.seasonEndMs - nowMs < minutes * 60_000;
}

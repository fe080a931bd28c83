/**
 * Reading the Diamond Pass progress answer: my EXP, whether the
 * premium pass is owned, and per level a free and a premium reward that is
 * locked, redeemable once EXP suffices (premium also needs the upgrade) or
 * received.
 */
import { safeUrl } from '@engine';

export type Track = 'free' | 'premium';
export type RewardState = 'locked' | 'redeemable' | 'received';

export interface PassReward {
  track: Track;
  level: number;
  name: string;
  icon?: string;
  /** Diamonds in the reward, when it is a gift. */
  diamonds?: number;
  /** Duration of a frame, vehicle or badge. */
  days?: number;
  state: RewardState;
}

export interface PassLevel {
  level: number;
  exp: number;
  free?: PassReward;
  premium?: PassReward;
}

export interface PassProgress {
  exp: number;
  premium: boolean;
  levels: PassLevel[];
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** Received stays received; otherwise EXP decides, and premium also needs the upgrade (after it both tracks go by EXP). */
export function rewardState(o: { required: number; exp: number; received: boolean; track: Track; premium: boolean }): RewardState {
  if (o.received) return 'received';
  if (o.exp < o.required) return 'locked';
  if (o.track === 'premium' && !o.premium) return 'locked';
  return 'redeemable';
}

function readReward(cell: unknown, track: Track, level: number, required: number, exp: number, premium: boolean): PassReward | undefined {
  if (!isRow(cell)) return undefined;
  const reward = isRow(cell.reward) ? cell.reward : cell;
  const raw = str(cell.state) ?? str(cell.status);
  const received = raw === 'received' || raw === 'claimed' || cell.received === true;
  const out: PassReward = { track, level, name: str(reward.name) ?? str(reward.title) ?? '', state: rewardState({ required, exp, received, track, premium }) };
  const icon = safeUrl(reward.icon ?? reward.image);
  if (icon) out.icon = icon;
  const diamonds = num(reward.diamonds);
  if (diamonds !== undefined) out.diamonds = diamonds;
  const days = num(reward.days);
  if (days !== undefined) out.days = days;
  return out;
}

/** The progress answer as the widgets show it; undefined when the answer has no usable shape. */
export function readProgress(content: unknown): PassProgress | undefined {
  if (!isRow(content)) return undefined;
  const exp = num(content.exp) ?? 0;
  const premium = content.premium === true || content.premium === 1;
  const rows = [content.rewards, content.levels, content.list].find(Array.isArray) as unknown[] | undefined;
  const levels = (rows ?? []).filter(isRow).map((row, i): PassLevel => {
    const level = num(row.level) ?? i + 1;
    const required = num(row.exp) ?? num(row.needExp) ?? 0;
    const lv: PassLevel = { level, exp: required };
    const free = readReward(row.free, 'free', level, required, exp, premium);
    const prem = readReward(row.premium, 'premium', level, required, exp, premium);
    if (free) lv.free = free;
    if (prem) lv.premium = prem;
    return lv;
  });
  return { exp, premium, levels };
}

/** Rewards that can be received now. */
export function redeemable(p: PassProgress): PassReward[] {
  return p.levels.flatMap((lv) => [lv.free, lv.premium]).filter((r): r is PassReward => r?.state === 'redeemable');
}

/** EXP still missing to get every free reward (0 when all free rewards are within reach). */
export function expForAllFree(p: PassProgress): number {
  const highest = p.levels.reduce((max, lv) => (lv.free && lv.free.state !== 'received' ? Math.max(max, lv.exp) : max), 0);
  return Math.max(0, highest - p.exp);
}

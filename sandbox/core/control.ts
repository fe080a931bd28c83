/**
 * The control endpoint (/vue/sandbox/control) used by the development panel and
 * tests: GET reads the state; POST resets, sets faults, moves time, switches
 * push chaos. Body fields (all optional):
 * `{ reset, seed, faults: ["network:/facade/wallet/get" | {kind,path}], clearFaults,
 *    latency: [{ms, path?}] | "800:/path", offsetMs, advanceMs, pushChaos,
 *    grant: { userId, diamond?, goldenBean?, gameTicket?, sparks?, eggPoints?, wishCoins?, wishes?, customGifts?, treeExp?, lotteryDraws?, couplePoints? },
 *    sendGift: { userId, diamond?, roomId?, giftId?, count?, exclusive? },
 *    divorce: userId (the user and their partner are no longer a couple), couple: [userId, userId] (two users
 *    become a couple, each leaving any couple they were in) }`
 *    (sendGift: a gift the user sends now, counted by every event that counts gifts: see sandbox/core/gifts.ts;
 *    couplePoints: couple points the user's couple earned, unlocking love nest levels).
 */
import { parseFaults, parseLatency, type FaultRule, type FaultState, type LatencyRule } from './faults';
import { SEEDED_DESCRIPTIONS } from './users';

export interface Controllable {
  reset(seed?: number): void;
  seed(): number;
  getFaults(): FaultState;
  setFaults(f: Partial<FaultState>): void;
  clock: { now(): number; offset(): number; setOffset(ms: number): void; advance(ms: number): void };
  setPushChaos(on: boolean): void;
  pushChaos(): boolean;
  tick(): void;
  grant(input: Record<string, unknown>): void;
  sendGift(input: Record<string, unknown>): unknown;
  /** Ends a user's couple (`divorce`) or makes two users a couple (`couple`). */
  couples(input: { divorce?: unknown; couple?: unknown }): void;
  /** What users sent that tests read back: uploaded files, bug reports, questionnaire answers. */
  received(): Record<string, unknown>;
}

const asFaults = (v: unknown): FaultRule[] =>
  (Array.isArray(v) ? v : [v]).flatMap((f) => (typeof f === 'string' ? parseFaults(f) : f && typeof f === 'object' && 'kind' in f ? parseFaults(`${String((f as FaultRule).kind)}${(f as FaultRule).path ? `:${(f as FaultRule).path}` : ''}`) : []));

const asLatency = (v: unknown): LatencyRule[] =>
  (Array.isArray(v) ? v : [v]).flatMap((l) => (typeof l === 'string' || typeof l === 'number' ? parseLatency(String(l)) : l && typeof l === 'object' && 'ms' in l ? parseLatency(`${Number((l as LatencyRule).ms)}${(l as LatencyRule).path ? `:${(l as LatencyRule).path}` : ''}`) : []));

export function controlState(sb: Controllable) {
  return {
    seed: sb.seed(),
    now: sb.clock.now(),
    offsetMs: sb.clock.offset(),
    faults: sb.getFaults(),
    pushChaos: sb.pushChaos(),
    users: Object.entries(SEEDED_DESCRIPTIONS).map(([userId, description]) => ({ userId, description })),
    received: sb.received(),
  };
}

/** Applies a POST body to the sandbox. */
export function applyControl(sb: Controllable, input: Record<string, unknown>): void {
  const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;
  if (truthy(input.reset)) sb.reset(input.seed === undefined ? undefined : Number(input.seed));
  if (truthy(input.clearFaults)) sb.setFaults({ rules: [], latency: [] });
  if (input.faults !== undefined) sb.setFaults({ rules: asFaults(input.faults) });
  if (input.latency !== undefined) sb.setFaults({ latency: input.latency === null ? [] : asLatency(input.latency) });
  if (input.offsetMs !== undefined && Number.isFinite(Number(input.offsetMs))) sb.clock.setOffset(Number(input.offsetMs));
  if (input.advanceMs !== undefined && Number.isFinite(Number(input.advanceMs))) sb.clock.advance(Number(input.advanceMs));
  if (input.pushChaos !== undefined) sb.setPushChaos(truthy(input.pushChaos));
  if (input.grant && typeof input.grant === 'object') sb.grant(input.grant as Record<string, unknown>);
  if (input.sendGift && typeof input.sendGift === 'object') sb.sendGift(input.sendGift as Record<string, unknown>);
  if (input.divorce !== undefined || input.couple !== undefined) sb.couples({ divorce: input.divorce, couple: input.couple });
  sb.tick();
}

/**
 * Action steps (what a named action of a campaign runs, in order) and the context a widget-offered step type
 * runs with. Pure types, no runtime code.
 */
import type { Condition } from './condition';

/** Action steps: a named action is a list of steps run in order. */
export type ActionStep =
  | { type: 'api'; path: string; method?: 'GET' | 'POST'; params?: Record<string, unknown>; body?: unknown; money?: boolean; onSuccess?: ActionStep[]; onFailure?: ActionStep[] | Record<string, ActionStep[]>; saveAs?: string }
  | { type: 'bridge'; action: string; args?: Record<string, unknown>; onSuccess?: ActionStep[]; onFailure?: ActionStep[] }
  | { type: 'navigate'; to: string }
  | { type: 'toast'; text: string; values?: Record<string, unknown> }
  | { type: 'openModal'; id: string }
  | { type: 'closeModal'; id?: string }
  | { type: 'confirm'; text: string; values?: Record<string, unknown>; onConfirm?: ActionStep[]; onCancel?: ActionStep[] }
  | { type: 'refetch'; data?: string[] }
  | { type: 'setState'; key: string; value: unknown }
  | { type: 'run'; action: string }
  /** Runs `then` when the condition holds, else `else` (a binding, or its compiled form: engine/core/condition.ts). */
  | { type: 'if'; test: Condition; then?: ActionStep[]; else?: ActionStep[] }
  /** A step type offered by a widget module, e.g. `slot-machine.resync`. */
  | { type: `${string}.${string}`; [k: string]: unknown };

/**
 * Context handed to a widget-offered action step (e.g. `slot-machine.resync`).
 * Implemented by the React runtime.
 */
export interface ActionContext {
  run(steps: ActionStep[]): Promise<void>;
  api<T = unknown>(req: { path: string; method?: 'GET' | 'POST'; params?: Record<string, unknown>; body?: unknown }): Promise<T>;
  toast(textKey: string, values?: Record<string, unknown>): void;
}

export type ActionHandler = (step: Record<string, unknown>, ctx: ActionContext) => Promise<void>;

/**
 * The "ended" rule, the one place it is declared: while a campaign's phase is not started or ended, none of its
 * actions that sells, spends or writes (a money api step, or an api step with any method but GET, reached directly,
 * through a branch or through a `run` of another action, or the opening of a modal that sells) may run. Its buttons
 * show disabled and a run of it is refused before any step (no confirmation is asked for a purchase the server would
 * refuse).
 */
import { stepBranches } from './step-branches';
import { isObj } from './schema-walk';
import type { ActionStep, PageNode, Phase } from './types';

/** The phases in which selling and writing actions are closed. */
export type ClosedPhase = Extract<Phase, 'notStarted' | 'ended'>;

export function closedPhase(phase: Phase | undefined): ClosedPhase | undefined {
  return phase === 'ended' || phase === 'notStarted' ? phase : undefined;
}


/** Ids of the page's nodes (at any depth) whose widget sells when opened (`sells` in its definition). */
export type SellingModals = ReadonlySet<string>;

export function sellingModals(page: readonly PageNode[] | undefined, sells: (type: string) => boolean): SellingModals {
  const ids = new Set<string>();
  const visit = (nodes: readonly PageNode[] | undefined) =>
    nodes?.forEach((n) => {
      if (n.id && sells(n.type)) ids.add(n.id);
      visit(n.children);
    });
  visit(page);
  return ids;
}

/**
 * True for a step that sells, spends or writes: a money api step, an api step with a method other than GET, or the
 * opening of a modal that sells (a recharge modal).
 */
function writes(step: Record<string, unknown>, selling: SellingModals | undefined): boolean {
  if (step.type === 'openModal') return typeof step.id === 'string' && selling?.has(step.id) === true;
  if (step.type !== 'api') return false;
  return step.money === true || (typeof step.method === 'string' && step.method.toUpperCase() !== 'GET');
}

/** True when the action `name` (or the list of steps) reaches a step that sells, spends or writes. */
export function actionWrites(actions: Readonly<Record<string, readonly ActionStep[]>> | undefined, nameOrSteps: string | readonly unknown[], selling?: SellingModals): boolean {
  const seen = new Set<string>();
  const visit = (steps: readonly unknown[] | undefined, depth: number): boolean =>
    depth < 32 &&
    (steps ?? []).some((step) => {
      if (!isObj(step)) return false;
      if (writes(step, selling)) return true;
      if (step.type === 'run' && typeof step.action === 'string' && !seen.has(step.action)) {
        seen.add(step.action);
        if (visit(actions?.[step.action], depth + 1)) return true;
      }
      return stepBranches(step).some((b) => visit(b.steps, depth + 1));
    });
  if (typeof nameOrSteps !== 'string') return visit(nameOrSteps, 0);
  seen.add(nameOrSteps);
  return visit(actions?.[nameOrSteps], 0);
}

/** Why the action cannot run in `phase` ('ended' or 'notStarted'), or undefined when it may. */
export function actionClosedBy(actions: Readonly<Record<string, readonly ActionStep[]>> | undefined, nameOrSteps: string | readonly unknown[] | undefined, phase: Phase | undefined, selling?: SellingModals): ClosedPhase | undefined {
  const closed = closedPhase(phase);
  if (closed === undefined || nameOrSteps === undefined) return undefined;
  return actionWrites(actions, nameOrSteps, selling) ? closed : undefined;
}

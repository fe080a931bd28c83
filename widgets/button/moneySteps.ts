import { stepBranches, type ActionStep } from '@engine';

/**
 * True when running these steps may spend money: an api step marked
 * `money`, also inside success/failure/confirm branches and `run` steps.
 */
export function hasMoneyStep(steps: readonly ActionStep[] | undefined, actions: Record<string, ActionStep[]> = {}, seen = new Set<string>()): boolean {
  return (steps ?? []).some((step) => {
    const s = step as Record<string, unknown>;
    if (s.type === 'api' && s.money === true) return true;
    if (s.type === 'run' && typeof s.action === 'string' && !seen.has(s.action)) {
      seen.add(s.action);
      if (hasMoneyStep(actions[s.action], actions, seen)) return true;
    }
    return stepBranches(s).some((b) => hasMoneyStep(b.steps as ActionStep[], actions, seen));
  });
}

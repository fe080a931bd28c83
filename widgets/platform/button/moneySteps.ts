import type { ActionStep } from '@engine';

const NESTED = ['onSuccess', 'onFailure', 'onConfirm', 'onCancel', 'then', 'else'] as const;

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
    // onFailure may list its steps by the server's status code.
    return NESTED.some((k) => [s[k], ...(k === 'onFailure' && s[k] && !Array.isArray(s[k]) ? Object.values(s[k] as object) : [])].some((b) => Array.isArray(b) && hasMoneyStep(b as ActionStep[], actions, seen)));
  });
}

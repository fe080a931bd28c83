/**
 * The lists of steps nested in a step, for everything that follows a chain (checks, safety rules, the runner):
 * onSuccess, onFailure (one list, or lists by the server's status code and `other`), onConfirm, onCancel, and the
 * `if` step's then and else.
 */
export const BRANCH_KEYS = ['onSuccess', 'onFailure', 'onConfirm', 'onCancel', 'then', 'else'] as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Each nested list with its path below the step (`['onFailure', '4002']` for a list by status code). */
export function stepBranches(step: unknown): { path: string[]; steps: unknown[] }[] {
  if (!isObj(step)) return [];
  const out: { path: string[]; steps: unknown[] }[] = [];
  for (const key of BRANCH_KEYS) {
    const v = step[key];
    if (Array.isArray(v)) out.push({ path: [key], steps: v });
    else if (key === 'onFailure' && isObj(v)) for (const [code, steps] of Object.entries(v)) if (Array.isArray(steps)) out.push({ path: [key, code], steps });
  }
  return out;
}

/** The failure branch an api step takes for a status code: the list, the code's list, or `other`; none means the server's message is shown. */
export function failureBranch<T>(onFailure: T[] | Record<string, T[]> | undefined, code: number | undefined): T[] | undefined {
  if (onFailure === undefined || Array.isArray(onFailure)) return onFailure;
  return (code !== undefined ? onFailure[String(code)] : undefined) ?? onFailure.other;
}

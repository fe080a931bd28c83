/**
 * The rule of user activation, checked on a campaign's actions: an action a widget runs on its own (on a timer, a
 * push, the page's load, scrolling, an animation's end) never reaches a money, write, navigation or app step
 * (`gestureStepName`), through `run` steps or the branches of its steps; a confirm step's answers are taps, so what
 * they run may pay.
 */
import { gestureStepName } from './action-taint';
import type { CheckContext } from './check-context';
import { isObj } from './schema-walk';
import { stepBranches } from './step-branches';
import { formatPath, type IssuePath } from './zod-issues';

const TRIGGER_WORDS: Record<string, string> = { timer: 'on a timer', push: 'on a push from the server', load: 'when the page loads', scroll: 'on scrolling', animation: 'when an animation ends' };

/** The first step needing a user's tap that a chain reaches without one (a confirm step's answers are taps), with its path. */
function firstGestureStep(ctx: CheckContext, steps: unknown, path: IssuePath, seen: Set<string>): { name: string; path: IssuePath } | undefined {
  if (!Array.isArray(steps) || path.length > 80) return undefined;
  for (const [i, step] of steps.entries()) {
    if (!isObj(step)) continue;
    const p = [...path, i];
    const name = gestureStepName(step);
    if (name) return { name, path: p };
    if (step.type === 'run' && typeof step.action === 'string' && !seen.has(step.action)) {
      seen.add(step.action);
      const found = firstGestureStep(ctx, ctx.definedActions?.[step.action], ['actions', step.action], seen);
      if (found) return found;
    }
    // A confirm's answer is a tap: its branches may pay.
    for (const branch of stepBranches(step).filter((b) => b.path[0] !== 'onConfirm' && b.path[0] !== 'onCancel')) {
      const found = firstGestureStep(ctx, branch.steps, [...p, ...branch.path], seen);
      if (found) return found;
    }
  }
  return undefined;
}

/** Rule of user activation: an action a widget runs on its own (timer, push, load...) never reaches a money or app step. */
export function checkTriggers(ctx: CheckContext): void {
  for (const t of ctx.triggers) {
    const found = firstGestureStep(ctx, ctx.definedActions?.[t.action], ['actions', t.action], new Set([t.action]));
    if (!found) continue;
    const at = ctx.source?.locate(found.path);
    const where = `${formatPath(found.path)}${at ? ` (line ${at.line}:${at.col})` : ''}`;
    ctx.error(t.path, `action '${t.action}' runs ${TRIGGER_WORDS[t.trigger] ?? `on ${t.trigger}`} with no tap, and reaches ${found.name} at ${where}: money, write, navigation and app steps run only from a user's tap (start it from a button, or ask first with a confirm step)`, { expected: 'an action with no money, write, navigation or app step', found: `${t.trigger} -> ${found.name}` });
  }
}

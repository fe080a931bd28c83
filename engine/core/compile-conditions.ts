/**
 * Replaces the conditions of a validated definition (`when.if` / `when.unless` of every node, the `test` of every
 * `if` step) by their compact form (engine/core/condition.ts), so pages evaluate them without shipping the parser.
 * A plain path stays the binding string it was.
 */
import { bindingExpressions } from './bindings';
import type { Condition } from './condition';
import { parseExpression } from './expression';
import { stepBranches } from './step-branches';
import type { ActionStep, CampaignDefinition, PageNode } from './types';

function compile(c: Condition | undefined): Condition | undefined {
  if (typeof c !== 'string') return c;
  const [expr] = bindingExpressions(c);
  if (expr === undefined) return c;
  const parsed = parseExpression(expr);
  return parsed.ok ? parsed.condition : c;
}

function nodes(list: PageNode[]): PageNode[] {
  return list.map((node) => {
    const out: PageNode = { ...node };
    if (node.when && (node.when.if !== undefined || node.when.unless !== undefined)) {
      const when = { ...node.when };
      if (when.if !== undefined) when.if = compile(when.if);
      if (when.unless !== undefined) when.unless = compile(when.unless);
      out.when = when;
    }
    if (node.children) out.children = nodes(node.children);
    return out;
  });
}

function steps(list: ActionStep[], depth = 0): ActionStep[] {
  if (depth > 80) return list;
  return list.map((step) => {
    const out = { ...step } as Record<string, unknown>;
    if (step.type === 'if') out.test = compile((step as { test: Condition }).test);
    for (const branch of stepBranches(step)) {
      const [key, code] = branch.path as [string, string | undefined];
      const compiled = steps(branch.steps as ActionStep[], depth + 1);
      if (code === undefined) out[key] = compiled;
      else out[key] = { ...(out[key] as Record<string, unknown>), [code]: compiled };
    }
    return out as ActionStep;
  });
}

export function compileConditions(def: CampaignDefinition): CampaignDefinition {
  const out: CampaignDefinition = { ...def, page: nodes(def.page) };
  if (def.actions) out.actions = Object.fromEntries(Object.entries(def.actions).map(([name, list]) => [name, steps(list)]));
  return out;
}

/** Schema of the page tree: widget nodes with props, children and conditions. */
import * as z from 'zod/mini';
import { describe } from './schema-helpers';
import type { PageNode } from './types';

export const PHASES = ['preheat', 'notStarted', 'running', 'ended'] as const;
export const phaseSchema = describe(z.enum(PHASES), 'Event phase: preheat, notStarted, running or ended.');

export const VERSION_RE = /^\d+(\.\d+)*$/;
const bindingExpr = (description: string) =>
  describe(z.optional(z.string().check(z.regex(/^\s*\{\{[^{}]*\}\}\s*$/, 'expected a single binding or condition such as {{data.ranking.list}} or {{ data.cottage.opened > 3 }}'))), description);

export const whenSchema = describe(
  z.strictObject({
    phase: describe(z.optional(z.union([phaseSchema, z.array(phaseSchema)])), 'Render only in this phase (or these phases).'),
    if: bindingExpr("Render only when this binding or condition holds, e.g. {{data.ranking.list}} or {{ data.cottage.opened > 3 && phase == 'running' }} (> >= == != < <= && || !)."),
    unless: bindingExpr('Render only when this binding or condition does not hold.'),
    minAppVersion: describe(z.optional(z.string().check(z.regex(VERSION_RE, 'expected a dotted version such as 3.14.0'))), 'Render only inside the app at or above this version, e.g. 3.14.0.'),
  }),
  'Conditions on the node; all given parts must hold.',
);

export const NODE_ID_RE = /^[A-Za-z][\w-]*$/;

export const pageNodeSchema: z.ZodMiniType<PageNode> = describe(
  z.strictObject({
    type: describe(z.string().check(z.regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'expected a kebab-case widget type such as ranking-list')), 'Registered widget type (kebab-case), e.g. ranking-list.'),
    id: describe(z.optional(z.string().check(z.regex(NODE_ID_RE, 'expected an id of letters, digits, - and _'))), 'Stable id; required for modals and sheets (opened by id).'),
    version: describe(z.optional(z.int().check(z.minimum(1))), "Props format version (default: the widget's current version); older props are migrated."),
    props: describe(z.optional(z.record(z.string(), z.unknown())), "The widget's props (see its type for the fields)."),
    get children() {
      return describe(z.optional(z.array(pageNodeSchema)), 'Child nodes (layout widgets only).');
    },
    when: z.optional(whenSchema),
  }) as unknown as z.ZodMiniType<PageNode>,
  'One widget of the page.',
);

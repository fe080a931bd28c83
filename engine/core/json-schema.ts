/**
 * The JSON Schema of campaign files for editors (YAML language server): the
 * envelope plus, for every registered widget, a node form keyed by its
 * `type` with that widget's props and description.
 */
import * as z from 'zod/mini';
import { campaignDefinitionSchema } from './definition';
import { whenSchema } from './page-node';
import { describe } from './schema-helpers';
import type { AnyWidgetDefinition, WidgetRegistry } from './types';

function nodeSchemaFor(def: AnyWidgetDefinition, anyNode: () => z.ZodMiniType): z.ZodMiniType {
  const propsOptional = z.safeParse(def.props, {}).success;
  const shape: Record<string, z.ZodMiniType> = {
    type: describe(z.literal(def.type), def.description),
    id: describe(z.optional(z.string().check(z.regex(/^[A-Za-z][\w-]*$/))), 'Stable id; required for modals and sheets (opened by id).'),
    version: describe(z.optional(z.int().check(z.minimum(1), z.maximum(def.version))), `Props format version (current: ${def.version}); older props are migrated.`),
    props: propsOptional ? z.optional(def.props) : def.props,
    when: z.optional(whenSchema),
  };
  if (def.acceptsChildren) {
    Object.defineProperty(shape, 'children', { enumerable: true, get: () => describe(z.optional(z.array(anyNode())), 'Child nodes.') });
  }
  return describe(z.strictObject(shape), def.description);
}

/** Zod schema of a whole campaign with widget-specific nodes. */
export function campaignSchemaWithWidgets(registry: WidgetRegistry): z.ZodMiniType {
  const defs = [...registry.values()].sort((a, b) => a.type.localeCompare(b.type));
  let node: z.ZodMiniType | undefined;
  const anyNode = (): z.ZodMiniType => {
    node ??= describe(z.union(defs.map((d) => nodeSchemaFor(d, anyNode)) as unknown as [z.ZodMiniType, ...z.ZodMiniType[]]), 'One widget of the page; `type` selects the widget.');
    return node;
  };
  return describe(
    z.extend(campaignDefinitionSchema, { page: describe(z.array(anyNode()).check(z.minLength(1)), 'The page tree, top to bottom.') }),
    'A campaign page definition.',
  );
}

/** Readable names for the recursive parts (zod numbers them). */
const DEF_NAMES: Array<[string, string]> = [
  ['One step of an action', 'ActionStep'],
  ['One widget of the page', 'PageNode'],
];

function nameDefs(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = (schema.$defs ?? {}) as Record<string, { description?: string }>;
  let text = JSON.stringify(schema);
  for (const [key, def] of Object.entries(defs)) {
    const name = DEF_NAMES.find(([prefix]) => def.description?.startsWith(prefix))?.[1];
    if (name) text = text.split(`"#/$defs/${key}"`).join(`"#/$defs/${name}"`).replace(`"${key}":`, `"${name}":`);
  }
  return JSON.parse(text) as Record<string, unknown>;
}

/** JSON Schema (draft 2020-12) of campaign files for the given widgets. */
export function campaignJsonSchema(registry: WidgetRegistry): Record<string, unknown> {
  const schema = z.toJSONSchema(campaignSchemaWithWidgets(registry), { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Record<string, unknown>;
  return { ...nameDefs(schema), title: 'Campaign definition' };
}

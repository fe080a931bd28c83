/**
 * The JSON Schema of campaign files for editors (YAML language server): the
 * envelope plus, for every registered widget, a node form keyed by its
 * `type` with that widget's props and description.
 */
import * as z from 'zod/mini';
import { campaignDefinitionSchema } from './definition';
import { whenSchema } from './page-node';
import { describe } from './schema-helpers';
import { walkClosedObjects } from './schema-keys';
import { dispatchOnType } from './json-schema-dispatch';
import type { AnyWidgetDefinition, WidgetRegistry } from './types';

/** Props of a node written for an older props version: migrated, then checked, when the campaign is loaded. */
const olderProps = describe(z.record(z.string(), z.unknown()), "Props in the format of that older version; they are migrated to the widget's current format and checked when the campaign is loaded (npm run campaign -- validate).");

/**
 * The node forms of a widget keyed by its `type`: its current props and, for a widget whose props format
 * changed, a second form for nodes that give an older `version` (their props are migrated when loaded, so the
 * editor does not check them against the current format).
 */
function nodeFormsFor(def: AnyWidgetDefinition, anyNode: () => z.ZodMiniType): z.ZodMiniType[] {
  const propsOptional = z.safeParse(def.props, {}).success;
  const form = (version: z.ZodMiniType, props: z.ZodMiniType) => {
    const shape: Record<string, z.ZodMiniType> = {
      type: describe(z.literal(def.type), def.description),
      id: describe(z.optional(z.string().check(z.regex(/^[A-Za-z][\w-]*$/))), 'Stable id; required for modals and sheets (opened by id).'),
      version,
      props,
      when: z.optional(whenSchema),
    };
    if (def.acceptsChildren) {
      Object.defineProperty(shape, 'children', { enumerable: true, get: () => describe(z.optional(z.array(anyNode())), 'Child nodes.') });
    }
    return describe(z.strictObject(shape), def.description);
  };
  const current = form(
    describe(z.optional(z.int().check(z.minimum(def.version), z.maximum(def.version))), `Props format version (current: ${def.version}); older props are migrated.`),
    propsOptional ? z.optional(def.props) : def.props,
  );
  if (def.version <= 1) return [current];
  const older = form(describe(z.int().check(z.minimum(1), z.maximum(def.version - 1)), `An older props format version (current: ${def.version}); the props are migrated.`), z.optional(olderProps));
  return [current, older];
}

/** Zod schema of a whole campaign with widget-specific nodes. */
export function campaignSchemaWithWidgets(registry: WidgetRegistry): z.ZodMiniType {
  const defs = [...registry.values()].sort((a, b) => a.type.localeCompare(b.type));
  let node: z.ZodMiniType | undefined;
  const anyNode = (): z.ZodMiniType => {
    node ??= describe(z.union(defs.flatMap((d) => nodeFormsFor(d, anyNode)) as unknown as [z.ZodMiniType, ...z.ZodMiniType[]]), 'One widget of the page; `type` selects the widget.');
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

type JsonObject = Record<string, unknown>;

/**
 * The objects of the widgets' props that the loader closes to unknown keys (walkUnknownKeys), each with the
 * keys it also accepts (those of the other objects of its union or intersection).
 */
function closedPropsObjects(defs: Iterable<AnyWidgetDefinition>): Map<unknown, Set<string>> {
  const closed = new Map<unknown, Set<string>>();
  for (const def of defs) {
    walkClosedObjects(def.props, (object, alsoKnown) => {
      const keys = closed.get(object) ?? new Set<string>();
      for (const key of alsoKnown) keys.add(key);
      closed.set(object, keys);
    });
  }
  return closed;
}

/**
 * JSON Schema (draft 2020-12) of campaign files for the given widgets. A props key the loader reports as
 * unknown is rejected here too (`additionalProperties: false`), so the editor marks a misspelt prop as it
 * types; keys a union or intersection declares elsewhere stay accepted, as the loader accepts them.
 */
export function campaignJsonSchema(registry: WidgetRegistry): Record<string, unknown> {
  return dispatchOnType(campaignJsonSchemaForms(registry));
}

/** The campaign JSON Schema with the page node as a union of every widget's forms (the shape the TypeScript declarations are made from). */
export function campaignJsonSchemaForms(registry: WidgetRegistry): Record<string, unknown> {
  const closed = closedPropsObjects(registry.values());
  const schema = z.toJSONSchema(campaignSchemaWithWidgets(registry), {
    io: 'input',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as JsonObject;
      if (zodSchema === olderProps) {
        // Any object: an editor then prefers the current form's problems (a misspelt prop) when neither form fits.
        delete json.propertyNames;
        json.additionalProperties = true;
        return;
      }
      const alsoKnown = closed.get(zodSchema);
      if (!alsoKnown || json.type !== 'object' || json.additionalProperties !== undefined) return;
      const properties = (json.properties ??= {}) as JsonObject;
      for (const key of alsoKnown) if (!Object.hasOwn(properties, key)) properties[key] = {};
      json.additionalProperties = false;
    },
  }) as Record<string, unknown>;
  return { ...nameDefs(schema), title: 'Campaign definition' };
}

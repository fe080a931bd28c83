type JsonObject = Record<string, unknown>;

/**
 * The node of the page chooses its form by `type` (`if`/`then` per widget) rather than trying every widget's
 * form (`anyOf`): a validator checks one form per node, so checking is linear in the page's depth instead of
 * exponential, and a mistake is reported once, against the widget the node names.
 */
export function dispatchOnType(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = schema.$defs as Record<string, JsonObject>;
  const node = defs.PageNode;
  const forms = node?.anyOf as JsonObject[] | undefined;
  if (!node || !forms) throw new Error('The campaign JSON Schema has no PageNode forms');
  const byType = new Map<string, JsonObject[]>();
  for (const form of forms) {
    const type = ((form.properties as Record<string, JsonObject>).type as JsonObject).const as string;
    byType.set(type, [...(byType.get(type) ?? []), form]);
  }
  defs.PageNode = {
    description: node.description,
    type: 'object',
    required: ['type'],
    properties: { type: { description: 'The widget this node shows.', enum: [...byType.keys()] } },
    allOf: [...byType].map(([type, own]) => ({
      if: { properties: { type: { const: type } }, required: ['type'] },
      then: own.length === 1 ? own[0] : { anyOf: own },
    })),
  };
  return schema;
}

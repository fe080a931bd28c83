/** The fields of a zod schema, through its JSON Schema, as rows of the reference's tables: name, type, required, description. */
import * as z from 'zod/mini';
import { FIELD_KIND_KEY } from '../engine/core/schema-helpers';
import { MAX_DEPTH } from './reference-calls';
import type { FieldRow } from './reference-types';

type Json = Record<string, unknown>;

function typeOf(schema: Json): string {
  if (schema[FIELD_KIND_KEY] === 'bindable' && Array.isArray(schema.anyOf)) {
    return `${typeOf(schema.anyOf[0] as Json)} or a binding`;
  }
  if (schema[FIELD_KIND_KEY] === 'instant') return 'instant (ISO-8601 with an offset, or epoch ms)';
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (Array.isArray(union)) return [...new Set(union.map(typeOf))].join(' | ');
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items as Json) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.map((t) => typeOf({ ...schema, type: t })).join(' | ');
  if (schema.type === 'integer') return 'integer';
  if (schema.type === 'string') {
    const kind = schema[FIELD_KIND_KEY];
    return kind === 'text' ? 'string key' : kind === 'actionRef' ? 'action name' : kind === 'dataRef' ? 'data source name' : kind === 'asset' ? 'asset' : 'text';
  }
  if (schema.type === 'object') return schema.properties ? 'object' : 'mapping';
  if (schema.type === 'null') return 'null';
  if (typeof schema.type === 'string') return schema.type;
  if (schema.$ref) return 'see above';
  return 'any';
}

/** The object forms a schema may take (itself, or the objects of its union), for listing nested fields. */
function objectForms(schema: Json): Json[] {
  if (schema.type === 'object' && schema.properties) return [schema];
  if (schema.type === 'array' && schema.items) return objectForms(schema.items as Json);
  const union = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Json[] | undefined;
  return Array.isArray(union) ? union.flatMap(objectForms) : [];
}

/** The fields of a JSON Schema object, nested ones as dotted names (`rows[].name`). */
export function schemaRows(schema: Json, prefix = '', depth = 0): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const form of objectForms(schema)) {
    const required = new Set((form.required as string[] | undefined) ?? []);
    for (const [key, value] of Object.entries(form.properties as Record<string, Json>)) {
      const name = `${prefix}${key}`;
      if (rows.some((r) => r.name === name)) continue;
      const desc = typeof value.description === 'string' ? value.description : '';
      const json = value.default !== undefined ? JSON.stringify(value.default) : undefined;
      const dflt = json !== undefined ? ` Default: ${json}.` : '';
      rows.push({ name, type: typeOf(value), required: required.has(key), description: `${desc}${dflt}`.trim(), ...(json !== undefined ? { default: json } : {}) });
      if (depth < MAX_DEPTH) rows.push(...schemaRows(value, `${name}${value.type === 'array' ? '[]' : ''}.`, depth + 1));
    }
  }
  return rows;
}

export function jsonSchemaOf(schema: z.ZodMiniType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Json;
}

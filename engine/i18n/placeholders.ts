/** Rewrites `{{ name }}` placeholders to `{name}`, deeply. */
export function normalizePlaceholders<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, '{$1}') as T;
  if (Array.isArray(value)) return value.map(normalizePlaceholders) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizePlaceholders(v)])) as T;
  }
  return value;
}

/** Node-only: the keys of the shared strings a campaign may use as `common:` keys. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Flattens nested locale JSON ({ a: { b: 'x' } }) to dotted keys (a.b). */
export function flattenKeys(value: unknown, prefix = '', out: string[] = []): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flattenKeys(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) out.push(prefix);
  return out;
}

/** Keys of locales/en.json and the given ones (the widgets' strings, `widgets.<section>.<key>`): the `common:` strings; undefined when the file cannot be read. */
export async function readCommonKeys(localesDir: string, widgetKeys: readonly string[] = []): Promise<string[] | undefined> {
  try {
    return [...flattenKeys(JSON.parse(await readFile(join(localesDir, 'en.json'), 'utf8'))), ...widgetKeys];
  } catch {
    return undefined;
  }
}

/** Checks that a string key exists in en (error) and in every other language file (warning). */
import { isBindingString } from './bindings';
import type { CheckContext } from './check-context';
import type { IssuePath } from './zod-issues';

export function checkTextKey(ctx: CheckContext, key: unknown, path: IssuePath): void {
  if (typeof key !== 'string' || key === '' || isBindingString(key)) return;
  if (key.startsWith('common:')) {
    const shared = key.slice('common:'.length);
    if (ctx.commonKeys && !ctx.commonKeys.has(shared)) {
      ctx.error(path, `shared string key '${shared}' is missing from locales/en.json`, { expected: 'a key of locales/en.json', found: `'${key}'` });
    }
    return;
  }
  const en = ctx.strings.en;
  const enFile = ctx.stringFiles.get('en');
  if (!enFile) {
    ctx.error(path, `string key '${key}' cannot be found: the campaign has no strings/en.yaml`, { expected: 'a key of strings/en.yaml', found: `'${key}'` });
    return;
  }
  // An en file that could not be read has its own errors; its keys cannot be checked.
  if (!en) return;
  if (!Object.prototype.hasOwnProperty.call(en, key)) {
    ctx.error(path, `string key '${key}' is missing from ${enFile}`, { expected: `a key of ${enFile}`, found: `'${key}'` });
    return;
  }
  for (const [locale, file] of ctx.stringFiles) {
    if (locale === 'en') continue;
    const table = ctx.strings[locale];
    if (table && !Object.prototype.hasOwnProperty.call(table, key)) {
      ctx.warn(path, `string key '${key}' is missing from ${file} (en is shown instead)`, { expected: `a key of ${file}`, found: 'nothing' });
    }
  }
}

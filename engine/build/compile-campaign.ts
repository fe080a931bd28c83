/**
 * Turns a validated campaign folder into a JavaScript module: the definition
 * and strings as plain data, and every referenced file of the folder imported
 * through the bundler so it is hashed and served from the build output.
 */
import { join } from 'node:path';
import type { FolderLoadResult } from '../core/node/load-folder';
import type { DefinitionIssue } from '../core/types';

/** Files of the folder that the definition names (as a whole string value anywhere). */
export function referencedAssets(definition: unknown, assetFiles: readonly string[]): string[] {
  const files = new Set(assetFiles);
  const found = new Set<string>();
  const walk = (v: unknown, depth: number): void => {
    if (depth > 64) return;
    if (typeof v === 'string') {
      const name = v.replace(/^\.\//, '');
      if (files.has(name)) found.add(name);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (v && typeof v === 'object') Object.values(v).forEach((x) => walk(x, depth + 1));
  };
  walk(definition, 0);
  return [...found].sort();
}

/** Module source of a valid campaign: `export default { definition, strings, assets }`. */
export function campaignModule(dir: string, result: FolderLoadResult & { ok: true }): string {
  const assets = referencedAssets(result.campaign.definition, result.assetFiles);
  const imports = assets.map((file, i) => `import asset${i} from ${JSON.stringify(`${join(dir, file)}?url`)};`);
  const assetMap = assets.map((file, i) => `${JSON.stringify(file)}: asset${i}`).join(', ');
  const { definition, strings } = result.campaign;
  return [
    ...imports,
    `export default { definition: ${JSON.stringify(definition)}, strings: ${JSON.stringify(strings)}, assets: { ${assetMap} } };`,
    '',
  ].join('\n');
}

/** Module source of an invalid campaign in development: the page shows the errors. */
export function errorsModule(errors: readonly DefinitionIssue[], warnings: readonly DefinitionIssue[] = []): string {
  return `export default ${JSON.stringify({ errors, warnings })};\n`;
}

// A campaign site in a temporary folder for the campaigns plugin's tests: campaigns and widget definitions written
// to it, a new folder for each test.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { createRegistry } from '@engine/core/registry';
import { EN_STRINGS, testRegistry } from '@engine/core/test-registry';
import type { WidgetRegistry } from '@engine/core/types';

/** The site's folder in the running test. */
export let root = '';

export async function writeCampaign(id: string, yaml: string) {
  const dir = join(root, 'campaigns', id);
  await mkdir(join(dir, 'strings'), { recursive: true });
  await writeFile(join(dir, 'campaign.yaml'), yaml);
  await writeFile(join(dir, 'bg.png'), Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
  for (const l of ['en', 'ms', 'th', 'fil', 'vi']) await writeFile(join(dir, 'strings', `${l}.yaml`), l === 'fil' ? EN_STRINGS.replace('rankTitle: Ranking', 'rankTitle: Ranggo') : EN_STRINGS);
}

/**
 * A widget's definition module, `<widgetsDir>/<type>/definition.ts`, exporting it under a name of its own, marked so
 * the output shows it; `withView`: its component is `./View.tsx`, which its definition imports.
 */
export async function writeWidget(widgetsDir: string, type: string, withView = false) {
  await mkdir(join(widgetsDir, type), { recursive: true });
  const component = withView ? "() => import('./View'), module: import.meta.url" : '() => null';
  await writeFile(join(widgetsDir, type, 'definition.ts'), `export const helper = 1;\nexport const the_${type.replace(/-/g, '_')} = { type: '${type}', marker: 'definition of ${type}', component: ${component} };\n`);
  if (withView) await writeFile(join(widgetsDir, type, 'View.tsx'), 'export default function View() { return null; }\n');
}

/** The test registry, each definition declaring the module written for it (`<widgetsDir>/<type>/definition.ts`). */
export const declaredRegistry = (widgetsDir = join(root, 'widgets')): WidgetRegistry =>
  createRegistry([...testRegistry.values()].map((def) => ({ ...def, module: pathToFileURL(join(widgetsDir, def.type, 'definition.ts')).href })));

/** Each test of the calling file gets a new site (entry module and widget definitions), removed after it. */
export function tempCampaignSite(): void {
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'campaigns-plugin-'));
    await writeFile(join(root, 'entry.js'), "import { campaigns } from 'virtual:campaigns';\nexport const list = campaigns;\nexport const first = () => campaigns[0].load();\n");
    for (const type of testRegistry.keys()) await writeWidget(join(root, 'widgets'), type);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));
}

// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The project's lint, as `npm run lint` runs it, on a source given as an engine file. */
async function engineProblems(code: string, file = 'engine/vite/sample.ts'): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), file) });
  return result!.messages.filter((m) => m.ruleId === 'engine/no-app-paths').map((m) => m.message);
}

describe('lint: the engine names no path of the app', () => {
  it("fails an engine file naming the app's route table, importing a widget or matching the app's file names", async () => {
    expect(await engineProblems("import { join } from 'node:path';\nexport const table = (root: string) => join(root, 'app/routeTable.ts');\n")).toEqual([
      'The engine names no path into app/ ("app/routeTable.ts"): the app passes the value in.',
    ]);
    expect(await engineProblems("export const load = () => import('../../widgets/index');\n")).toEqual(["The engine imports nothing of widgets/ ('../../widgets/index'): the app passes it in."]);
    expect(await engineProblems("import type { Ui } from '@kit/ui';\nexport type U = Ui;\n")).toEqual(["The engine imports nothing of kit/ ('@kit/ui'): the app passes it in."]);
    expect(await engineProblems('export const startup = /[\\\\/]app[\\\\/]services\\.ts$/;\n')).toHaveLength(1);
    expect(await engineProblems('export const file = (root: string) => `${root}/campaigns/${"x"}`;\n')).toHaveLength(1);
    expect(await engineProblems("export const message = 'see sandbox/core/callCatalog.ts';\n")).toHaveLength(1);
  }, 60_000);

  it('fails a bare folder name given to a path function', async () => {
    const problem = (folder: string, text: string) => `The engine names no path into ${folder}/ (${JSON.stringify(text)}): the app passes the value in.`;
    expect(await engineProblems("import { join } from 'node:path';\nexport const dir = (root: string) => join(root, 'campaigns');\n")).toEqual([problem('campaigns', 'campaigns')]);
    expect(await engineProblems("import { resolve } from 'node:path';\nexport const dir = (root: string, id: string) => resolve(root, 'widgets', id);\n")).toEqual([problem('widgets', 'widgets')]);
    expect(await engineProblems("import path from 'node:path';\nexport const dir = (root: string) => path.join(root, 'kit/list');\n")).toEqual([problem('kit', 'kit/list')]);
    expect(await engineProblems("import { posix } from 'node:path';\nexport const dir = (root: string) => posix.resolve(root, `app`);\n")).toEqual([problem('app', 'app')]);
    expect(await engineProblems("export const base = (root: string) => new URL('sandbox', root);\n")).toEqual([problem('sandbox', 'sandbox')]);
  }, 60_000);

  it('passes a clean engine file, and leaves tests alone', async () => {
    expect(await engineProblems("import { join } from 'node:path';\nexport const dir = (root: string, folder: string) => join(root, folder, 'campaign.yaml');\nexport const name = 'campaigns';\nexport const locales = (root: string) => join(root, 'locales', 'apps');\n")).toEqual([]);
    expect(await engineProblems("export const plugin = { name: 'campaigns' };\nexport const first = (s: string) => s.split('widgets');\n")).toEqual([]);
    expect(await engineProblems("import { join } from 'node:path';\nexport const dir = (root: string) => join(root, 'campaigns');\n", 'engine/vite/sample.test.ts')).toEqual([]);
    expect(await engineProblems("import { join } from 'node:path';\nexport const table = (file: string) => join(file);\nexport const id = 'virtual:campaign-widgets/';\nexport const key = 'common:widgets.title';\nexport const url = '/vue/campaigns';\n")).toEqual([]);
    expect(await engineProblems("export const table = 'app/routeTable.ts';\n", 'engine/vite/sample.test.ts')).toEqual([]);
  }, 60_000);
});

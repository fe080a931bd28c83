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

  it('passes a clean engine file, and leaves tests alone', async () => {
    expect(await engineProblems("import { join } from 'node:path';\nexport const table = (file: string) => join(file);\nexport const id = 'virtual:campaign-widgets/';\nexport const key = 'common:widgets.title';\nexport const url = '/vue/campaigns';\n")).toEqual([]);
    expect(await engineProblems("export const table = 'app/routeTable.ts';\n", 'engine/vite/sample.test.ts')).toEqual([]);
  }, 60_000);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCodeSplitting as splitting, lazyChunkDependencies, startupChunkOf as chunkOf, type EveryPageWidgetTest } from '../engine/vite/chunkGroups';
import { appChunkRules } from './chunkRules';

/** A module id of the repository (`/app/...` in the cases below). */
const at = (path: string): string => (path.startsWith('/app/') ? join(process.cwd(), path.slice('/app/'.length)) : path);
const startupChunkOf = (id: string, everyPage?: EveryPageWidgetTest) => chunkOf(appChunkRules, at(id), everyPage && ((m) => everyPage(m.replace(process.cwd(), '/app'))));
const isEngineRuntime = (id: string): boolean => startupChunkOf(id) === 'engine';
const appCodeSplitting = (everyPage?: EveryPageWidgetTest) => {
  const groups = splitting(appChunkRules, everyPage && ((m) => everyPage(m.replace(process.cwd(), '/app')))).groups;
  return { groups: groups.map((g) => ({ ...g, test: (id: string) => g.test(at(id)) })) };
};

describe("the app's chunks", () => {
  it('holds what every page runs: renderer, hooks, http, bridge, i18n, the shell frame and the campaign shell', () => {
    for (const id of ['/app/engine/react/CampaignPage.tsx', '/app/engine/core/bindings.ts', '/app/engine/http/createHttpClient.ts', '/app/engine/bridge/createBridge.ts', '/app/platform/shell/ShellFrame.tsx', '/app/platform/shell/CampaignShell.tsx', '/app/kit/UserLabel.tsx', join(process.cwd(), 'engine/react/hooks/useT.ts').replace(/\//g, '\\')]) {
      expect(isEngineRuntime(id), id).toBe(true);
    }
  });

  it('leaves out the router, routed platform pages, development panels, lazy layout components, widgets and tests', () => {
    for (const id of ['/app/platform/shell/createAppRouter.tsx', '/app/app/routeTable.ts', '/app/kit/ui.css', '/app/platform/shell/ShellLayout.tsx', '/app/platform/shell/KeepAliveOutlet.tsx', '/app/platform/shell/DevPanel.tsx', '/app/app/pages/payments/CheckoutPage.tsx', '/app/platform/shell/pages/NotFoundPage.tsx', '/app/engine/react/layout/Stack.tsx', '/app/engine/push/rtmChannel.ts', '/app/widgets/ranking-list/Component.tsx', '/app/engine/react/translate.test.ts', '/app/node_modules/react-router/dist/index.mjs']) {
      expect(isEngineRuntime(id), id).toBe(false);
    }
  });

  it('holds no module that imports the router: the bundler would pull react-router into every campaign page\'s first load', () => {
    const sources = ['engine', 'platform', 'widgets'].flatMap((dir) => (readdirSync(dir, { recursive: true }) as string[]).map((f) => join(process.cwd(), dir, f)));
    const routed = sources.filter((f) => /\.tsx?$/.test(f) && /from 'react-router(-dom)?'/.test(readFileSync(f, 'utf8')));
    expect(routed).toContain(join(process.cwd(), 'platform', 'shell', 'useBackTrail.ts'));
    for (const f of routed) expect(isEngineRuntime(f), f).toBe(false);
  });

  it("the app's services and page part ride in the engine chunk; the campaign list, the router app and the root's mount do not", () => {
    for (const id of ['/app/app/services.ts', '/app/app/startApp.tsx', '/app/app/AppRoot.tsx', '/app/app/GlobalErrorBoundary.tsx']) {
      expect(startupChunkOf(id), id).toBe('engine');
    }
    for (const id of ['\0virtual:campaigns', '/app/app/routerApp.tsx', '/app/app/mountApp.ts', '/app/app/sandboxFaults.ts', '\0virtual:campaign/starlight-festival', '/app/node_modules/react-dom/cjs/react-dom-client.production.js']) {
      expect(startupChunkOf(id), id).toBeUndefined();
    }
  });

  it('keeps the route table out: only the router uses it', () => {
    const importers = (['engine', 'platform', 'app'] as const).flatMap((dir) => (readdirSync(dir, { recursive: true }) as string[]).map((f) => join(process.cwd(), dir, f)))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && /from '\.\/routeTable'/.test(readFileSync(f, 'utf8')));
    expect(importers.map((f) => f.slice(process.cwd().length + 1)).sort()).toEqual(['app/routerApp.tsx']);
    for (const f of importers) expect(startupChunkOf(f), f).toBeUndefined();
  });

  it('the entry is the start chunk, with all it needs; the libraries have their own, with react-dom\'s shared part, so that the mount needs no engine; other code is left to the bundler', () => {
    for (const id of ['/app/app/main.tsx', '/app/app/earlyTaps.ts', '\0vite/preload-helper.js', '/app/app/startupFailure.ts', '/app/app/nextTask.ts', '\0virtual:locales/en/startup']) expect(startupChunkOf(id), id).toBe('start');
    for (const id of ['/app/node_modules/@tanstack/query-core/build/modern/queryClient.js', '/app/node_modules/@tanstack/react-query/build/modern/useQuery.js', '/app/node_modules/zod/v4/mini/schemas.js', '/app/node_modules/react-dom/index.js', '/app/node_modules/react-dom/cjs/react-dom.production.js', '/app/app/libraries.ts']) {
      expect(startupChunkOf(id), id).toBe('libraries');
    }
    expect(startupChunkOf('/app/engine/react/CampaignPage.tsx')).toBe('engine');
    for (const id of ['/app/locales/th.json', '/app/locales/en.json', '/app/node_modules/react-dom/cjs/react-dom-client.production.js', '/app/widgets/button/index.ts']) expect(startupChunkOf(id), id).toBeUndefined();
  });

  it("the core part of en's shared strings rides in the engine chunk; other languages' and other parts load on demand", () => {
    expect(startupChunkOf('\0virtual:locales/en/core')).toBe('engine');
    for (const id of ['\0virtual:locales/th/core', '\0virtual:locales/en/payments', '\0virtual:locales/vi/payments', '\0virtual:campaign-strings/starlight-festival/th']) expect(startupChunkOf(id), id).toBeUndefined();
  });

  it("the tab list's two layout components and the kit's list ride in the engine chunk; the other layout components stay one chunk each", () => {
    for (const id of ['/app/engine/react/layout/Tabs.tsx', '/app/engine/react/layout/Tab.tsx', '/app/kit/list/ListView.tsx', '/app/kit/list/listHeight.ts', '/app/kit/list/listWords.ts']) expect(startupChunkOf(id), id).toBe('engine');
    for (const id of ['/app/engine/react/layout/Stack.tsx', '/app/engine/react/layout/Section.tsx', '/app/engine/react/layout/Modal.tsx']) expect(startupChunkOf(id), id).toBeUndefined();
    expect(appCodeSplitting().groups.map((g) => g.name)).not.toContain('tabs');
  });
  it("the confirm dialog of confirm steps comes with the step runner that asks for it, not with every page", () => {
    const group = (id: string) => appCodeSplitting().groups.filter((g) => g.test(id)).sort((a, b) => b.priority - a.priority)[0]?.name;
    for (const id of ['/app/engine/react/actions/runSteps.ts', '/app/engine/react/actions/ConfirmView.tsx']) expect(group(id), id).toBe('steps');
    expect(group('/app/engine/react/actions/ConfirmHost.tsx')).toBe('engine');
  });

  it('the code of a widget declared everyPage rides in the engine chunk; the other widgets keep chunks of their own', () => {
    const everyPage = (id: string) => id.startsWith('/app/widgets/heading/');
    const engine = appCodeSplitting(everyPage).groups.find((g) => g.name === 'engine')!;
    for (const id of ['/app/widgets/heading/index.ts', '/app/widgets/heading/Component.tsx']) {
      expect(startupChunkOf(id, everyPage), id).toBe('engine');
      expect(engine.test(id), id).toBe(true);
    }
    for (const id of ['/app/widgets/button/index.ts', '/app/widgets/ranking-list/Component.tsx']) expect(engine.test(id), id).toBe(false);
    expect(appCodeSplitting().groups.find((g) => g.name === 'engine')!.test('/app/widgets/heading/index.ts')).toBe(false);
  });

  it('what a lazy import fetches with its chunk leaves out the chunks every page has loaded; a page keeps its full list', () => {
    const deps = ['assets/engine-Ab12_cd3.js', 'assets/libraries-Dz-j40U1.js', 'assets/rolldown-runtime-XKyaHtl9.js', 'assets/start-CWdQlj5A.js', 'assets/mountApp-DiFBLAeZ.js', 'assets/steps-D7NF0zHu.js', 'assets/Component-CIchQWB5.js', 'assets/start-party-CZu_m02A.js'];
    const fromEngine = { hostId: 'assets/engine-Ab12_cd3.js', hostType: 'js' } as const;
    expect(lazyChunkDependencies(appChunkRules)('assets/steps-D7NF0zHu.js', deps, fromEngine)).toEqual(['assets/steps-D7NF0zHu.js', 'assets/Component-CIchQWB5.js', 'assets/start-party-CZu_m02A.js']);
    expect(lazyChunkDependencies(appChunkRules)('index.html', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });

  it("a page's own chunk imported from the campaign list fetches nothing alongside (its HTML preloads its first screen); imported from elsewhere, it keeps its list", () => {
    const deps = ['assets/tabs-C2O8zQ6R.js', 'assets/Component-CIchQWB5.js'];
    const resolve = lazyChunkDependencies(appChunkRules, (name) => name === 'golden-egg');
    expect(resolve('assets/golden-egg-DT3eaDNT.js', deps, { hostId: 'assets/engine-Ab12_cd3.js', hostType: 'js' })).toEqual([]);
    expect(resolve('assets/golden-egg-DT3eaDNT.js', deps, { hostId: 'assets/carnival-2023-C2Netouj.js', hostType: 'js' })).toEqual(deps);
    expect(resolve('assets/ranking-list-BSh_lelW.js', deps, { hostId: 'assets/engine-Ab12_cd3.js', hostType: 'js' })).toEqual(deps);
  });
});

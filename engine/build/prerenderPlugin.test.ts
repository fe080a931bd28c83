import { describe, expect, it } from 'vitest';
import { chunksOf, type ChunkIndex } from './prerenderPlugin';

const index: ChunkIndex = new Map([
  ['assets/fest.js', { facade: '\0virtual:campaign/fest', imports: ['assets/react.js', 'assets/ranking-def.js'], dynamicImports: [] }],
  ['assets/ranking-def.js', { facade: '/app/widgets/ranking-list/index.ts', imports: ['assets/zod.js'], dynamicImports: ['assets/ranking-c.js', 'assets/svga.js'] }],
  ['assets/ranking-c.js', { facade: '/app/widgets/ranking-list/Component.tsx', imports: ['assets/format.js'], dynamicImports: ['assets/rows.js'] }],
  ['assets/svga.js', { facade: '/app/widgets/gift-bag/Component.tsx', imports: [], dynamicImports: [] }],
  ['assets/rows.js', { facade: '/app/widgets/ranking-list/VirtualRows.tsx', imports: ['assets/virtual.js'], dynamicImports: [] }],
  ['assets/virtual.js', { facade: '/app/node_modules/@tanstack/react-virtual/index.js', imports: [], dynamicImports: [] }],
  ['assets/tabs.js', { facade: '/app/engine/react/layout/Tabs.tsx', imports: [], dynamicImports: [] }],
  ['assets/modal.js', { facade: '/app/engine/react/layout/Modal.tsx', imports: [], dynamicImports: [] }],
  ['assets/tabbed.js', { facade: '\0virtual:campaign/tabbed', imports: [], dynamicImports: ['assets/tabs.js', 'assets/modal.js'] }],
  // Shared chunks without a facade: the engine runtime (which imports the layout components on demand) and a
  // widget definition used by several campaigns (which imports its component on demand).
  ['assets/engine.js', { imports: [], dynamicImports: ['assets/tabs.js', 'assets/modal.js'] }],
  ['assets/button-def.js', { imports: ['assets/engine.js'], dynamicImports: ['assets/button-c.js'] }],
  ['assets/button-c.js', { facade: '/app/widgets/button/Component.tsx', imports: ['assets/engine.js'], dynamicImports: [] }],
  ['assets/shared.js', { facade: '\0virtual:campaign/shared', imports: ['assets/engine.js', 'assets/button-def.js'], dynamicImports: [] }],
]);

describe('modulepreload of a prerendered campaign page', () => {
  it("lists the campaign's chunks and the components of the widgets its page uses, not other lazy code", () => {
    expect(chunksOf(index, '\0virtual:campaign/fest', '/vue/', ['ranking-list']).sort()).toEqual(
      ['/vue/assets/fest.js', '/vue/assets/format.js', '/vue/assets/ranking-c.js', '/vue/assets/ranking-def.js', '/vue/assets/react.js', '/vue/assets/zod.js'].sort(),
    );
  });

  it('an engine layout component is listed only when the page uses that layout widget', () => {
    expect(chunksOf(index, '\0virtual:campaign/tabbed', '/vue/', ['tabs', 'tab'])).toEqual(['/vue/assets/tabbed.js', '/vue/assets/tabs.js']);
  });

  it('walks shared chunks without a facade: a shared widget definition brings its component, the engine runtime the layout components used', () => {
    expect(chunksOf(index, '\0virtual:campaign/shared', '/vue/', ['button', 'tabs', 'tab']).sort()).toEqual(
      ['/vue/assets/shared.js', '/vue/assets/engine.js', '/vue/assets/tabs.js', '/vue/assets/button-def.js', '/vue/assets/button-c.js'].sort(),
    );
    expect(chunksOf(index, '\0virtual:campaign/shared', '/vue/', [])).not.toContain('/vue/assets/button-c.js');
  });

  it('a component that came with the campaign chunk is not listed again as the chunk that only re-exports it', () => {
    const bundled: ChunkIndex = new Map([
      ['assets/fest.js', { facade: '\0virtual:campaign/fest', imports: ['assets/engine.js'], dynamicImports: [] }],
      // The banner's definition and component sit in the campaign chunk; its definition's import() gets a re-export.
      ['assets/banner-c.js', { facade: '/app/widgets/banner/Component.tsx', imports: ['assets/fest.js'], dynamicImports: [], reexportOnly: true }],
      ['assets/engine.js', { imports: [], dynamicImports: [] }],
    ]);
    bundled.get('assets/fest.js')!.dynamicImports.push('assets/banner-c.js');
    expect(chunksOf(bundled, '\0virtual:campaign/fest', '/vue/', ['banner']).sort()).toEqual(['/vue/assets/engine.js', '/vue/assets/fest.js']);
  });

  it('a module loaded on demand that sits in a shared chunk is found there (the app services in the engine runtime)', () => {
    const shared: ChunkIndex = new Map([
      ['assets/engine.js', { modules: ['/app/engine/react/CampaignPage.tsx', '/app/app/services.ts'], imports: ['assets/libraries.js'], dynamicImports: [] }],
      ['assets/libraries.js', { modules: ['/app/node_modules/i18next/dist/esm/i18next.js'], imports: [], dynamicImports: [] }],
    ]);
    expect(chunksOf(shared, '/app/app/services.ts', '/vue/').sort()).toEqual(['/vue/assets/engine.js', '/vue/assets/libraries.js']);
  });

  it('without the widget list only the static imports are listed; an unknown campaign lists nothing', () => {
    expect(chunksOf(index, '\0virtual:campaign/fest', '/vue/')).not.toContain('/vue/assets/ranking-c.js');
    expect(chunksOf(index, '\0virtual:campaign/none', '/vue/', ['ranking-list'])).toEqual([]);
  });
});

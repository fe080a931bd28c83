import { describe, expect, it } from 'vitest';
import { chunksOf, type ChunkIndex } from './first-screen-chunks';

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
  it("lists the campaign's chunks and what they import, never what loads on demand (another widget's code, a lazy part)", () => {
    // The campaign imports the ranking's definition; its component, the gift bag's and the rows load on demand.
    expect(chunksOf(index, '\0virtual:campaign/fest', '/vue/').sort()).toEqual(['/vue/assets/fest.js', '/vue/assets/ranking-def.js', '/vue/assets/react.js', '/vue/assets/zod.js'].sort());
  });

  it('the components of the first screen come because the campaign imports them, whatever their files are called', () => {
    const firstScreen: ChunkIndex = new Map([
      ['assets/fest.js', { facade: '\0virtual:campaign/fest', imports: ['assets/ranking-def.js', 'assets/ranking-view.js', 'assets/tabs.js'], dynamicImports: [] }],
      ['assets/ranking-def.js', { facade: '/app/widgets/ranking-list/index.ts', imports: [], dynamicImports: ['assets/ranking-view.js'] }],
      ['assets/ranking-view.js', { facade: '/app/widgets/ranking-list/RankingView.tsx', imports: ['assets/format.js'], dynamicImports: ['assets/rows.js'] }],
      ['assets/tabs.js', { facade: '/app/engine/react/layout/Tabs.tsx', imports: [], dynamicImports: [] }],
      ['assets/format.js', { imports: [], dynamicImports: [] }],
      ['assets/rows.js', { facade: '/app/widgets/ranking-list/VirtualRows.tsx', imports: [], dynamicImports: [] }],
    ]);
    expect(chunksOf(firstScreen, '\0virtual:campaign/fest', '/vue/').sort()).toEqual(['/vue/assets/fest.js', '/vue/assets/format.js', '/vue/assets/ranking-def.js', '/vue/assets/ranking-view.js', '/vue/assets/tabs.js'].sort());
  });

  it('walks shared chunks without a facade (a widget definition several campaigns use, the engine runtime)', () => {
    expect(chunksOf(index, '\0virtual:campaign/shared', '/vue/').sort()).toEqual(['/vue/assets/shared.js', '/vue/assets/engine.js', '/vue/assets/button-def.js'].sort());
  });

  it('a chunk that only re-exports a module of the campaign chunk is not listed', () => {
    const bundled: ChunkIndex = new Map([
      ['assets/fest.js', { facade: '\0virtual:campaign/fest', imports: ['assets/engine.js', 'assets/banner-c.js'], dynamicImports: [] }],
      // The banner's component sits in the campaign chunk; the chunk of its own only re-exports it.
      ['assets/banner-c.js', { facade: '/app/widgets/banner/Banner.tsx', imports: ['assets/fest.js'], dynamicImports: [], reexportOnly: true }],
      ['assets/engine.js', { imports: [], dynamicImports: [] }],
    ]);
    expect(chunksOf(bundled, '\0virtual:campaign/fest', '/vue/').sort()).toEqual(['/vue/assets/engine.js', '/vue/assets/fest.js']);
  });

  it('a module loaded on demand that sits in a shared chunk is found there (the app services in the engine runtime)', () => {
    const shared: ChunkIndex = new Map([
      ['assets/engine.js', { modules: ['/app/engine/react/CampaignPage.tsx', '/app/app/services.ts'], imports: ['assets/libraries.js'], dynamicImports: [] }],
      ['assets/libraries.js', { modules: ['/app/node_modules/i18next/dist/esm/i18next.js'], imports: [], dynamicImports: [] }],
    ]);
    expect(chunksOf(shared, '/app/app/services.ts', '/vue/').sort()).toEqual(['/vue/assets/engine.js', '/vue/assets/libraries.js']);
  });

  it('an unknown campaign lists nothing', () => {
    expect(chunksOf(index, '\0virtual:campaign/none', '/vue/')).toEqual([]);
  });
});

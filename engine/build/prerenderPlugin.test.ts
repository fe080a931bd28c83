import { describe, expect, it } from 'vitest';
import { chunksOf, type ChunkIndex } from './prerenderPlugin';

const index: ChunkIndex = new Map([
  ['\0virtual:campaign/fest', { file: 'assets/fest.js', imports: ['assets/react.js', 'assets/ranking-def.js'], dynamicImports: [] }],
  ['/app/widgets/ranking-list/index.ts', { file: 'assets/ranking-def.js', imports: ['assets/zod.js'], dynamicImports: ['assets/ranking-c.js', 'assets/svga.js'] }],
  ['/app/widgets/ranking-list/Component.tsx', { file: 'assets/ranking-c.js', imports: ['assets/format.js'], dynamicImports: ['assets/virtual.js'] }],
  ['/app/widgets/gift-bag/Component.tsx', { file: 'assets/svga.js', imports: [], dynamicImports: [] }],
  ['/app/node_modules/@tanstack/react-virtual/index.js', { file: 'assets/virtual.js', imports: [], dynamicImports: [] }],
  ['/app/engine/react/layout/Tabs.tsx', { file: 'assets/tabs.js', imports: [], dynamicImports: [] }],
  ['/app/engine/react/layout/Modal.tsx', { file: 'assets/modal.js', imports: [], dynamicImports: [] }],
  ['\0virtual:campaign/tabbed', { file: 'assets/tabbed.js', imports: [], dynamicImports: ['assets/tabs.js', 'assets/modal.js'] }],
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

  it('without the widget list only the static imports are listed; an unknown campaign lists nothing', () => {
    expect(chunksOf(index, '\0virtual:campaign/fest', '/vue/')).not.toContain('/vue/assets/ranking-c.js');
    expect(chunksOf(index, '\0virtual:campaign/none', '/vue/', ['ranking-list'])).toEqual([]);
  });
});

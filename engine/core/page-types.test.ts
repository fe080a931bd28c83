import { describe, expect, it } from 'vitest';
import { firstScreenWidgetTypes, pageWidgetTypes } from './page-types';
import type { PageNode } from './types';

const page: PageNode[] = [
  { type: 'heading' },
  { type: 'stack', children: [{ type: 'button' }, { type: 'rules-dialog' }] },
  { type: 'modal', id: 'record', children: [{ type: 'record-list' }, { type: 'button' }] },
  { type: 'sheet', id: 'buy', children: [{ type: 'stack', children: [{ type: 'product-grid' }] }] },
  { type: 'product-modal', id: 'recharge' },
];

describe('widget types of a page', () => {
  it('every type of the tree, overlays and their content included', () => {
    expect(pageWidgetTypes(page)).toEqual(['button', 'heading', 'modal', 'product-grid', 'record-list', 'rules-dialog', 'sheet', 'stack', 'product-modal'].sort());
  });

  it('first screen: not the overlays nor what only they hold; a type shown outside one too stays', () => {
    expect(firstScreenWidgetTypes(page, ['modal', 'sheet'])).toEqual(['button', 'heading', 'product-modal', 'rules-dialog', 'stack']);
  });

  it('first screen: of a tab list, only the panel it selects first; a type also shown outside other panels stays', () => {
    const tabbed: PageNode[] = [
      { type: 'heading' },
      {
        type: 'tabs',
        props: { initial: 1 },
        children: [
          { type: 'tab', children: [{ type: 'ranking-list' }, { type: 'button' }] },
          { type: 'tab', children: [{ type: 'spark-draw' }] },
          { type: 'tab', children: [{ type: 'task-list' }, { type: 'heading' }] },
        ],
      },
    ];
    expect(firstScreenWidgetTypes(tabbed, ['modal'])).toEqual(['heading', 'spark-draw', 'tab', 'tabs']);
    expect(firstScreenWidgetTypes([{ type: 'tabs', children: tabbed[1]!.children }], ['modal'])).toEqual(['button', 'ranking-list', 'tab', 'tabs']);
    expect(pageWidgetTypes(tabbed)).toEqual(['button', 'heading', 'ranking-list', 'spark-draw', 'tab', 'tabs', 'task-list']);
  });
});

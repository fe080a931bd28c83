import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_HEIGHT, firstScreenByLayout, firstScreenWidgetTypes, nodeHeight, pageWidgetTypes } from './page-types';
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

  it('first screen laid out with heights: what starts below it is left out; side by side counts once; a tab bar takes room', () => {
    const heights: Record<string, number> = { heading: 64, 'spark-draw': 560, 'record-list': 300, button: 48, badge: 40, 'rules-dialog': 44 };
    const heightOf = (type: string) => heights[type];
    const long: PageNode[] = [
      { type: 'heading' },
      // Side by side: as tall as the taller one (48), not the sum.
      { type: 'stack', props: { direction: 'horizontal' }, children: [{ type: 'button' }, { type: 'rules-dialog' }, { type: 'badge' }] },
      { type: 'tabs', children: [{ type: 'tab', children: [{ type: 'spark-draw' }, { type: 'record-list' }] }, { type: 'tab', children: [{ type: 'task-list' }] }] },
      { type: 'banner' },
    ];
    // heading 64 + stack 48 + tab bar 44 + spark-draw 560 = 716: the record list starts on the first screen, the banner below it.
    expect(64 + 48 + 44 + 560).toBeLessThan(FIRST_SCREEN_HEIGHT);
    expect(64 + 48 + 44 + 560 + 300).toBeGreaterThanOrEqual(FIRST_SCREEN_HEIGHT);
    expect(firstScreenByLayout(long, ['modal'], heightOf)).toEqual(['badge', 'button', 'heading', 'record-list', 'rules-dialog', 'spark-draw', 'stack', 'tab', 'tabs']);
    // Stacked vertically the three buttons take 132, which pushes the record list below.
    const stacked: PageNode[] = [long[0]!, { type: 'stack', children: long[1]!.children }, long[2]!, long[3]!];
    expect(64 + 132 + 44 + 560).toBeGreaterThanOrEqual(FIRST_SCREEN_HEIGHT);
    expect(firstScreenByLayout(stacked, ['modal'], heightOf)).not.toContain('record-list');
    // Without the layout nothing below is cut.
    expect(firstScreenWidgetTypes(long, ['modal'])).toContain('banner');
  });

  it('a widget pinned to the screen is on the first screen wherever it stands; one in an overlay or a later tab is not', () => {
    const heightOf = (type: string) => ({ heading: 64, 'spark-draw': 900, button: 48, badge: 40 })[type];
    const page: PageNode[] = [
      { type: 'heading' },
      { type: 'spark-draw' },
      { type: 'stack', children: [{ type: 'badge' }, { type: 'button', props: { fixed: { x: 'center', y: 'bottom' } } }] },
      { type: 'navbar', props: { fixed: true } },
      { type: 'record-list' },
      { type: 'modal', children: [{ type: 'share-button', props: { fixed: { x: 'right', y: 'top' } } }] },
      { type: 'tabs', children: [{ type: 'tab', children: [{ type: 'gift-bag' }] }, { type: 'tab', children: [{ type: 'task-list', props: { fixed: true } }] }] },
    ];
    expect(firstScreenByLayout(page, ['modal'], heightOf)).toEqual(['button', 'heading', 'navbar', 'spark-draw']);
    // Not pinned, the same button is below the first screen.
    expect(firstScreenByLayout([page[0]!, page[1]!, { type: 'button' }], ['modal'], heightOf)).toEqual(['heading', 'spark-draw']);
  });

  it("a node's reserved height: a widget's from its props and the page's strings, a container's from its children", () => {
    const declared: Record<string, number | ((props: Readonly<Record<string, unknown>>, content: number, children: number, strings?: (key: string) => string) => number)> = {
      button: 48,
      list: (props) => (typeof props.rows === 'number' ? props.rows : 3) * 50,
      note: (props, _c, _n, strings) => (strings ? strings(String(props.text)).length : 10),
      stack: (props, content, children) => content + (typeof props.gap === 'number' ? props.gap : 0) * (children - 1),
    };
    const heightOf = (type: string) => declared[type];
    const none = new Set(['modal']);
    expect(nodeHeight({ type: 'list', props: { rows: 4 } }, none, heightOf)).toBe(200);
    expect(nodeHeight({ type: 'list', props: { rows: '{{data.n}}' } }, none, heightOf)).toBe(150);
    expect(nodeHeight({ type: 'note', props: { text: 'k' } }, none, heightOf, (key) => `${key} is 12 long`.slice(0, 12))).toBe(12);
    // A column adds its children and the gaps between them; an overlay among them takes no room.
    const column: PageNode = { type: 'stack', props: { gap: 10 }, children: [{ type: 'button' }, { type: 'list', props: { rows: 2 } }, { type: 'modal', children: [{ type: 'button' }] }] };
    expect(nodeHeight(column, none, heightOf)).toBe(48 + 10 + 100);
    // A container whose height is a number, and a widget declaring none, take their children's or the default.
    expect(nodeHeight({ type: 'box', children: [{ type: 'button' }, { type: 'button' }] }, none, () => 500)).toBe(1000);
    expect(nodeHeight({ type: 'box', props: { direction: 'horizontal' }, children: [{ type: 'button' }, { type: 'list' }] }, none, heightOf)).toBe(150);
    expect(nodeHeight({ type: 'unknown' }, none, heightOf)).toBe(48);
  });

  it('a container counts a run of alternatives among its children once, the tallest; the same condition twice counts both', () => {
    const heightOf = (type: string) => ({ note: 30, share: 72, button: 48 })[type];
    const usedUp: PageNode = { type: 'note', when: { if: '{{data.code.remaining == 0}}' } };
    const share: PageNode = { type: 'share', when: { if: '{{data.code.remaining > 0}}' } };
    const receive: PageNode = { type: 'button', when: { unless: '{{data.code.received}}' } };
    const received: PageNode = { type: 'note', when: { if: '{{data.code.received}}' } };
    expect(nodeHeight({ type: 'box', children: [{ type: 'note' }, usedUp, share] }, new Set(), heightOf)).toBe(30 + 72);
    expect(nodeHeight({ type: 'box', children: [usedUp, share, receive, received] }, new Set(), heightOf)).toBe(72 + 48);
    expect(nodeHeight({ type: 'box', children: [share, share] }, new Set(), heightOf)).toBe(144);
  });
});

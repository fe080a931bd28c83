// @vitest-environment node
/**
 * The build checks the props of every node that reads no binding (defaults in, migrated to the widget's version)
 * and lists it; a node whose props read data, or that cannot be checked or written as JSON, is left to the page.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRegistry, defineWidget } from '../core/registry';
import type { PageNode } from '../core/types';
import { testCampaign } from '@testing/engine/testCampaign';
import { layoutWidgets } from '../react/layout';
import { checkPropsAtBuild } from './checked-props';

const none = async () => ({ default: () => null });
const registry = createRegistry([
  ...layoutWidgets,
  defineWidget({ type: 'card', version: 1, description: 'A card.', props: z.object({ title: z.string(), size: z._default(z.number(), 2) }), component: none }),
  defineWidget({
    type: 'list',
    version: 2,
    description: 'A list.',
    props: z.object({ limit: z.number() }),
    component: none,
    migrations: [{ from: 1, migrate: ({ max, ...rest }) => ({ ...rest, limit: max }) }],
  }),
  defineWidget({ type: 'clock', version: 1, description: 'A clock.', props: z.object({ at: z.pipe(z.string(), z.transform((s: string) => new Date(s))) }), component: none }),
]);

const withPage = (page: PageNode[]) => testCampaign({ page }).definition;

describe('checkPropsAtBuild', () => {
  it('writes the checked props of nodes without bindings, children too, and lists their paths', () => {
    const page: PageNode[] = [
      { type: 'card', props: { title: 'a' } },
      { type: 'stack', children: [{ type: 'card', props: { title: '{{data.info.title}}' } }, { type: 'list', version: 1, props: { max: 5 } }] },
    ];
    const { definition, checked } = checkPropsAtBuild(withPage(page), registry);
    expect(checked).toEqual(['0', '1.1', '1']);
    expect(definition.page[0]).toEqual({ type: 'card', props: { title: 'a', size: 2 } });
    // A node reading data keeps its props as written; a migrated node is at the widget's version.
    expect(definition.page[1]?.children?.[0]).toEqual({ type: 'card', props: { title: '{{data.info.title}}' } });
    expect(definition.page[1]?.children?.[1]).toEqual({ type: 'list', props: { limit: 5 } });
    // The definition given is left as it was.
    expect(page[0]).toEqual({ type: 'card', props: { title: 'a' } });
  });

  it('leaves to the page a node of an unknown type, props the schema refuses, and props that are not plain data', () => {
    const page: PageNode[] = [
      { type: 'nope', props: { title: 'a' } },
      { type: 'card', props: { title: 7 } },
      { type: 'clock', props: { at: '2026-01-01T00:00:00Z' } },
      { type: 'list', version: 3, props: { limit: 1 } },
    ];
    const { definition, checked } = checkPropsAtBuild(withPage(page), registry);
    expect(checked).toEqual([]);
    expect(definition.page).toEqual(page);
  });
});

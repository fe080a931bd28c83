/**
 * A node's props are checked against its widget's schema once per input: the renders of a page that changes
 * nothing the node reads get the same props object back, and a change in what its bindings read is checked again.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineWidget } from '../../core/registry';
import type { LoadedCampaign } from '../../core/loaded-campaign';
import type { AnyWidgetDefinition, PageNode } from '../../core/types';
import { readCampaignModule } from '../campaignModule';
import { testCampaign } from '@testing/engine/testCampaign';
import { prepareProps } from './prepareProps';

let checks = 0;
const counted = z.pipe(z.string(), z.transform((v: string) => ((checks += 1), v)));
const schema = z.object({ title: counted, count: z._default(z.number(), 3) });
const widget = (props: z.ZodMiniType = schema) =>
  defineWidget({ type: 'card', version: 1, description: 'A card.', props, component: async () => ({ default: () => null }) }) as AnyWidgetDefinition;
const scope = (title: unknown) => ({ data: { info: { title } } });

describe('prepareProps', () => {
  it('gives the same props object back while the input is the same, without checking it again', () => {
    const def = widget();
    const node: PageNode = { type: 'card', props: { title: '{{data.info.title}}' } };
    const first = prepareProps(def, node, scope('Hi'), 'page');
    expect(first).toEqual({ ok: true, props: { title: 'Hi', count: 3 } });
    const before = checks;
    // A new scope object with equal content (as each render builds it).
    expect(prepareProps(def, node, scope('Hi'), 'page')).toBe(first);
    expect(checks).toBe(before);
  });

  it('checks again when what a binding reads changed, and reports a value the schema refuses', () => {
    const def = widget();
    const node: PageNode = { type: 'card', props: { title: '{{data.info.title}}' } };
    expect(prepareProps(def, node, scope('Hi'), 'page')).toEqual({ ok: true, props: { title: 'Hi', count: 3 } });
    expect(prepareProps(def, node, scope('Bye'), 'page')).toEqual({ ok: true, props: { title: 'Bye', count: 3 } });
    const refused = prepareProps(def, node, scope(7), 'page');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/^page\.props\.title: /);
  });

  it('keeps one input per path (a template node rendered for each item) and per definition', () => {
    const node: PageNode = { type: 'card', props: { title: '{{item.name}}' } };
    const def = widget();
    const a = prepareProps(def, node, { item: { name: 'A' } }, 'list.0');
    const b = prepareProps(def, node, { item: { name: 'B' } }, 'list.1');
    expect(a).toEqual({ ok: true, props: { title: 'A', count: 3 } });
    expect(b).toEqual({ ok: true, props: { title: 'B', count: 3 } });
    expect(prepareProps(def, node, { item: { name: 'A' } }, 'list.0')).toBe(a);
    // The same node under a newer definition (its defaults changed) is checked against that definition.
    const newer = widget(z.object({ title: z.string(), count: z._default(z.number(), 5) }));
    expect(prepareProps(newer, node, { item: { name: 'A' } }, 'list.0')).toEqual({ ok: true, props: { title: 'A', count: 5 } });
  });
});

describe('props the build checked', () => {
  it('are the widget props as they are, with the URL rule, and build no schema', () => {
    const def = widget();
    const campaign: LoadedCampaign = {
      ...testCampaign({ page: [{ type: 'card', props: { title: 'Hi', count: 3, link: 'javascript:alert(1)' } }, { type: 'card', props: { title: 'Bye' } }] }),
      checked: ['0'],
    };
    const read = readCampaignModule({ default: campaign });
    expect(read.ok).toBe(true);
    const [listed, unlisted] = campaign.definition.page as [PageNode, PageNode];
    const before = checks;
    expect(prepareProps(def, listed, {}, 'page.0')).toEqual({ ok: true, props: { title: 'Hi', count: 3, link: '' } });
    expect(checks).toBe(before);
    // A node the module does not list is checked on the page.
    expect(prepareProps(def, unlisted, {}, 'page.1')).toEqual({ ok: true, props: { title: 'Bye', count: 3 } });
    expect(checks).toBe(before + 1);
  });
});

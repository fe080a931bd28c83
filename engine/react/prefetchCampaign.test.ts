import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineWidget } from '../core/registry';
import { bindable } from '../core/schema-helpers';
import type { PageNode } from '../core/types';
import { createTestServices } from '@testing/engine/createTestServices';
import { testCampaign } from '@testing/engine/testCampaign';
import { layoutWidgets } from './layout';
import { prefetchCampaignData } from './prefetchCampaign';
import { label } from '@testing/engine/fixtures';

/** A widget whose data need is one GET of its `path` (with `size`, default 10). */
const feed = defineWidget({
  type: 'feed',
  version: 1,
  description: 'Reads its own feed.',
  props: z.object({ path: bindable(z.string()), size: z._default(z.number(), 10) }),
  component: async () => ({ default: () => null }),
  requests: (props) => [{ path: props.path, params: { size: props.size } }],
});

const feedAt = (path: string, extra: Partial<PageNode> = {}): PageNode => ({ type: 'feed', props: { path }, ...extra });

function prefetched(page: PageNode[], data = {}): string[] {
  const services = createTestServices({ registry: [...layoutWidgets, label, feed], now: '2026-06-01T12:00:00+08:00' });
  prefetchCampaignData(services, testCampaign({ page, data }));
  return services.http.calls.map((c) => `${c.path}${c.params ? ` ${JSON.stringify(c.params)}` : ''}`);
}

describe('requests started before the page renders', () => {
  it("the data sources the current phase fetches, with the parameters the page uses (running here, so not 'ended' ones)", () => {
    const calls = prefetched([], {
      ranking: { path: '/marketing/rankingList/getData', params: { size: 30, lang: '{{locale}}' } },
      winners: { path: '/marketing/winners', phases: ['ended'] },
    });
    expect(calls).toEqual(['/marketing/rankingList/getData {"size":30,"lang":"en"}']);
  });

  it("the data needs of the first screen's widgets, with their props (defaults and bindings applied)", () => {
    const calls = prefetched([
      feedAt('/top'),
      { type: 'stack', children: [{ type: 'feed', props: { path: '/user/{{user.id}}', size: 3 } }] },
      { type: 'label', props: { text: 'no data needs' } },
    ]);
    expect(calls).toEqual(['/top {"size":10}', '/user/10001 {"size":3}']);
  });

  it('not those of hidden widgets, closed modals and sheets, later tabs, or widgets waiting for a data source', () => {
    const calls = prefetched(
      [
        feedAt('/ended-only', { when: { phase: 'ended' } }),
        { type: 'modal', id: 'rules', children: [feedAt('/in-modal')] },
        { type: 'sheet', id: 'more', children: [feedAt('/in-sheet')] },
        { type: 'tabs', children: [{ type: 'tab', props: { label: 'A' }, children: [feedAt('/first-tab')] }, { type: 'tab', props: { label: 'B' }, children: [feedAt('/second-tab')] }] },
        feedAt('{{data.profile.feed}}'),
      ],
      { profile: { path: '/user/profile' } },
    );
    expect(calls.sort()).toEqual(['/first-tab {"size":10}', '/user/profile']);
  });
});

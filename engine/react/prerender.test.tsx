// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices } from '@testing/engine/createTestServices';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from './CampaignPage';
import { EngineProvider } from './EngineProvider';
import { layoutWidgets } from './layout';
import { preloadCampaign } from './render/widgetComponent';
import { label, translated } from '@testing/engine/fixtures';

afterEach(() => vi.restoreAllMocks());

const campaign = testCampaign({
  strings: { en: { title: 'T', heading: 'Starlight festival', tabA: 'Ranking', tabB: 'Rewards' } },
  theme: { colors: { primary: '#ff4d88' } },
  data: { ranking: { path: '/marketing/rankingList/getData' } },
  page: [
    { type: 'translated', props: { text: 'heading' } },
    {
      type: 'tabs',
      children: [
        { type: 'tab', props: { label: 'tabA' }, children: [{ type: 'label', props: { text: 'First tab' } }] },
        { type: 'tab', props: { label: 'tabB' }, children: [{ type: 'label', props: { text: 'Second tab' } }] },
      ],
    },
    { type: 'label', props: { text: '{{data.ranking.list[0].name}}' } },
    { type: 'label', props: { text: 'Ended' }, when: { phase: 'ended' } },
    { type: 'modal', id: 'rules', children: [{ type: 'label', props: { text: 'Rules body' } }] },
  ],
});

describe('prerender', () => {
  it('the public entry imports without a browser (no window, no document)', async () => {
    const engine = await import('../index');
    expect(typeof engine.CampaignPage).toBe('function');
    expect(engine.layoutWidgets).toHaveLength(6);
  });

  it('renderToString produces the first screen without window access, errors or warnings', async () => {
    expect(typeof window).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const services = createTestServices({ registry: [...layoutWidgets, label, translated] });
    await preloadCampaign(campaign, services.registry);
    const html = renderToString(
      <EngineProvider services={services}>
        <CampaignPage campaign={campaign} />
      </EngineProvider>,
    );
    expect(html).toContain('--color-primary:#ff4d88');
    expect(html).toContain('Starlight festival');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Ranking</);
    expect(html).toContain('First tab');
    expect(html).not.toContain('Second tab');
    expect(html).toContain('data-engine-skeleton');
    expect(html).not.toContain('Ended');
    expect(html).not.toContain('Rules body');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(services.http.calls).toEqual([]);
  });
});

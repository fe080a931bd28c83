import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignPage, defineWidget, EngineProvider, phaseAt, useNow, usePhase, type EngineServices, type WidgetComponentProps } from '@engine';
import { layoutWidgets } from '@engine/react/layout';
import { preloadCampaign } from '@engine/react/render/widgetComponent';
import { createTestServices } from '@testing/engine/createTestServices';
import { createTestClock } from '@testing/engine/testClock';
import { testCampaign } from '@testing/engine/testCampaign';
import { AfterCommit } from './AfterCommit';
import { hydrationClock, prerenderMarks } from './hydrationClock';
import { mountApp } from './mountApp';

const clockText = defineWidget({
  type: 'clock-text',
  version: 1,
  description: 'Seconds of the engine clock and the phase.',
  props: z.object({}),
  component: async () => ({
    default: function ClockText(_: WidgetComponentProps<Record<string, never>>) {
      const now = useNow();
      return <p data-testid="clock">{`${usePhase()} ${Math.floor(now / 1000)}`}</p>;
    },
  }),
});

const campaign = testCampaign({ page: [{ type: 'clock-text' }, { type: 'tabs', children: [{ type: 'tab', props: { label: 'title' }, children: [{ type: 'clock-text' }] }] }] });
const BUILT = Date.parse('2026-05-10T00:00:00+08:00'); // preheat
const OPENED = Date.parse('2026-06-01T12:00:00+08:00'); // running

afterEach(() => vi.restoreAllMocks());

describe('hydrating a prerendered page', () => {
  it('the clock reads the prerender instant until released, then the real time reaches every subscriber', () => {
    const real = createTestClock(OPENED);
    const clock = hydrationClock(real, BUILT);
    const seen: number[] = [];
    clock.subscribe((n) => seen.push(n));
    expect(clock.now()).toBe(BUILT);
    real.advance(1000);
    expect(seen).toEqual([]);
    clock.release();
    clock.release();
    expect(clock.now()).toBe(OPENED + 1000);
    expect(seen).toEqual([OPENED + 1000]);
  });

  it('unpinned, the clock reads the real time at once; its subscribers hear of it when it is released', () => {
    const real = createTestClock(OPENED);
    const clock = hydrationClock(real, BUILT);
    const seen: number[] = [];
    clock.subscribe((n) => seen.push(n));
    clock.unpin();
    expect(clock.now()).toBe(OPENED);
    expect(seen).toEqual([]);
    clock.release();
    expect(seen).toEqual([OPENED]);
  });

  it('reads the prerender marks of the root, none on an empty or unmarked root', () => {
    const root = document.createElement('div');
    expect(prerenderMarks(root)).toBeUndefined();
    root.innerHTML = '<main></main>';
    expect(prerenderMarks(root)).toBeUndefined();
    root.setAttribute('data-prerendered-at', String(BUILT));
    root.setAttribute('data-prerendered-lang', 'en');
    expect(prerenderMarks(root)).toEqual({ at: BUILT, lang: 'en' });
  });

  it('markup rendered at build time (another phase, another second) hydrates without a warning, then shows the real time', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const server = createTestServices({ registry: [...layoutWidgets, clockText], now: BUILT });
    await preloadCampaign(campaign, server.registry);
    const tree = (services: EngineServices, onCommit: () => void = () => undefined) => (
      <>
        <EngineProvider services={services}>
          <CampaignPage campaign={campaign} />
        </EngineProvider>
        <AfterCommit onCommit={onCommit} />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(server));
    expect(container.textContent).toContain(`preheat ${BUILT / 1000}`);

    const client = createTestServices({ registry: server.registry, now: OPENED });
    const clock = hydrationClock(client.clock, BUILT);
    await act(async () => {
      expect(mountApp(container, tree({ ...client, clock }, () => clock.release())).mode).toBe('hydrate');
    });
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(phaseAt(campaign.definition.period, OPENED)).toBe('running');
    const texts = [...container.querySelectorAll('[data-testid="clock"]')].map((p) => p.textContent);
    expect(texts).toEqual([`running ${OPENED / 1000}`, `running ${OPENED / 1000}`]);
  });
});

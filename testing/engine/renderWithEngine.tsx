/**
 * Test helper for widgets and pages.
 *
 *   import { renderWithEngine, createTestServices } from '@testing/engine';
 *
 *   // a widget component on its own, with a campaign for useT/useData/useAction:
 *   const { services } = renderWithEngine(<MyWidget props={...} children={[]} node={{ type: 'x', path: 'page[0]' }} />, {
 *     campaign,                                  // LoadedCampaign (optional)
 *     responses: { '/user/getUser': { name: 'Ana' }, 'POST /shop/buy': () => { throw new ApiError(7, 'Sold out') } },
 *     now: '2026-06-01T12:00:00+08:00',          // clock fixed here; services.clock.advance(ms) moves it
 *     locale: 'ms',
 *   });
 *   expect(services.http.calls).toHaveLength(1);            // every request
 *   expect(services.bridge.calls[0]?.action).toBe('pay');    // every bridge action
 *
 *   // a whole page: register the widgets and render CampaignPage
 *   renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, myWidget] });
 *
 * `services` may override any service (Partial<EngineServices>); the
 * returned `services` is the merged set actually used. Rendered trees are
 * unmounted after each test.
 */
import type { ReactElement, ReactNode } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { LoadedCampaign } from '@engine/core/types';
import { CampaignScope } from '@engine/react/CampaignScope';
import { EngineProvider } from '@engine/react/EngineProvider';
import type { EngineServices } from '@engine/react/EngineServices';
import { createTestServices, type TestServices, type TestServicesOptions } from './createTestServices';

// Unmount after each test (vitest runs without globals, so testing-library cannot do it itself).
afterEach(cleanup);

export interface RenderWithEngineOptions extends TestServicesOptions {
  services?: Partial<EngineServices>;
  campaign?: LoadedCampaign;
}

export function EngineTestWrapper({ services, campaign, children }: { services: EngineServices; campaign?: LoadedCampaign; children?: ReactNode }) {
  return <EngineProvider services={services}>{campaign ? <CampaignScope campaign={campaign}>{children}</CampaignScope> : children}</EngineProvider>;
}

export function renderWithEngine(ui: ReactElement, opts: RenderWithEngineOptions = {}): RenderResult & { services: TestServices } {
  const { services: overrides, campaign, ...serviceOpts } = opts;
  const services = { ...createTestServices(serviceOpts), ...overrides } as TestServices;
  const result = render(ui, {
    wrapper: ({ children }) => (
      <EngineTestWrapper services={services} {...(campaign ? { campaign } : {})}>
        {children}
      </EngineTestWrapper>
    ),
  });
  return { ...result, services };
}

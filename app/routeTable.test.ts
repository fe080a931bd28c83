import { describe, expect, it } from 'vitest';
import { platformRoutesOfCampaignChecks, PLATFORM_ROUTES, REDIRECTS } from './routeTable';

describe('platformRoutesOfCampaignChecks', () => {
  it('lists the routes of built platform pages and the redirects, not the "coming soon" routes campaigns fill', () => {
    const { pages, redirects } = platformRoutesOfCampaignChecks();
    expect(pages).toContain('/payments/:userCode');
    expect(pages).toEqual(PLATFORM_ROUTES.filter((r) => r.load).map((r) => r.path));
    expect(pages).not.toContain('/slot-machine/index');
    expect(redirects).toEqual(Object.keys(REDIRECTS));
  });
});

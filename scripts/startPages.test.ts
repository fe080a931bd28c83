import { readdirSync, readFileSync } from 'node:fs';
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CampaignEntry } from '@platform/shell/campaignEntry';
import { buildRoutes } from '@platform/shell/createAppRouter';
import ComingSoonPage from '@platform/shell/pages/ComingSoonPage';
import NotFoundPage from '@platform/shell/pages/NotFoundPage';
import { platformRoutes } from '../app/routeTable';
import { START_PAGES, startBanner, TOOL_PAGES } from './startPages.mjs';

/** The campaigns as the router sees them: each campaign folder's routes. */
function campaignEntries(): CampaignEntry[] {
  return readdirSync('campaigns', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => {
    const yaml = readFileSync(`campaigns/${d.name}/campaign.yaml`, 'utf8');
    const routes = /^routes:\s*\[([^\]]*)\]/m.exec(yaml)?.[1]?.split(',').map((r) => r.trim()) ?? [];
    return { id: d.name, routes, load: async () => ({ ok: false, errors: [] }) } as unknown as CampaignEntry;
  });
}

describe('npm start', () => {
  it('prints first the gallery of every campaign and the reference, then pages that exist (a campaign or a built page, not "coming soon" or 404)', () => {
    const lines = startBanner('http://127.0.0.1:5173/vue/');
    const urls = lines.flatMap((l) => /(http:\/\/\S+)/.exec(l)?.[1] ?? []);
    expect(urls.slice(0, 3)).toEqual(['http://127.0.0.1:5173/vue/campaigns', 'http://127.0.0.1:5173/vue/reference', 'http://127.0.0.1:5173/vue/act/starlight']);
    expect(urls).not.toContain('http://127.0.0.1:5173/vue/');
    expect(urls).toHaveLength(TOOL_PAGES.length + START_PAGES.length);
    const routes = buildRoutes({ campaigns: campaignEntries(), production: false, ...platformRoutes });
    for (const [, path] of START_PAGES) {
      const match = matchRoutes(routes, `/${path}`)?.at(-1);
      const element = match?.route.element;
      expect(match?.route.path, path).not.toBe('*');
      expect(isValidElement(element) && (element.type === ComingSoonPage || element.type === NotFoundPage), path).toBe(false);
    }
  });

  it('says how to pick another port', () => {
    expect(startBanner('http://127.0.0.1:5173/vue/').join('\n')).toContain('PORT=');
  });
});

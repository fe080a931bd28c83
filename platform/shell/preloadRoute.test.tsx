import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCampaign } from '@testing/engine';
import { preloadRoute } from './preloadRoute';
import { renderShell } from '@testing/platform/renderShell';

describe('preloadRoute', () => {
  afterEach(cleanup);

  it('a preloaded page renders on the first pass, as hydration of a prerendered page needs', async () => {
    const Page = () => <p>ready at once</p>;
    const pages = { '/podcast/list': vi.fn(async () => ({ default: Page })) };
    await preloadRoute('/vue/podcast/list', { campaigns: [], production: true, registry: new Map(), pages });
    renderShell('/vue/podcast/list', { pages });
    expect(screen.getByText('ready at once')).toBeInTheDocument();
    expect(pages['/podcast/list']).toHaveBeenCalledOnce();
  });

  it('a preloaded campaign route renders its campaign without a loading state', async () => {
    const campaign = testCampaign({ id: 'pre', routes: ['/act/pre'] });
    const entry = { id: 'pre', routes: ['/act/pre'], load: vi.fn(async () => ({ default: campaign })) };
    await preloadRoute('/vue/act/pre', { campaigns: [entry], production: true, registry: new Map() });
    const { container } = renderShell('/vue/act/pre', { campaigns: [entry] });
    expect(container.querySelector('[data-campaign="pre"]')).not.toBeNull();
    expect(entry.load).toHaveBeenCalledOnce();
  });

  it('a failing page part is left to the page, preloading never throws', async () => {
    const pages = { '/banner': () => Promise.reject(new Error('offline')) };
    await expect(preloadRoute('/vue/banner', { campaigns: [], production: true, registry: new Map(), pages })).resolves.toBeUndefined();
  });
});

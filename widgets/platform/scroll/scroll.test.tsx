import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage, layoutWidgets, type PageNode } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { emptyState } from '../empty-state';
import { newlyReached, reachedEdges } from './edges';
import { scroll } from './index';

const metrics = { scrollTop: 0, scrollLeft: 0, scrollHeight: 1000, scrollWidth: 300, clientHeight: 400, clientWidth: 300 };

function setScroll(el: HTMLElement, values: Partial<typeof metrics>) {
  for (const [k, v] of Object.entries({ ...metrics, ...values })) Object.defineProperty(el, k, { value: v, configurable: true });
  fireEvent.scroll(el);
}

const page = (node: PageNode) =>
  renderWithEngine(
    <CampaignPage
      campaign={testCampaign({
        page: [node],
        actions: { more: [{ type: 'api', path: '/more' }], top: [{ type: 'api', path: '/top' }] },
      })}
    />,
    { registry: [...layoutWidgets, scroll, emptyState], responses: { '/more': {}, '/top': {} } },
  );

describe('scroll', () => {
  afterEach(cleanup);

  it('an edge counts as reached within the default offset 20', () => {
    expect(reachedEdges({ ...metrics, scrollTop: 580 }, 'y')).toEqual(new Set(['bottom']));
    expect(reachedEdges({ ...metrics, scrollTop: 579 }, 'y')).toEqual(new Set());
    expect(reachedEdges({ ...metrics, scrollTop: 20 }, 'y')).toEqual(new Set(['top']));
    expect(reachedEdges({ ...metrics, scrollTop: 0, scrollLeft: 0 }, 'auto')).toEqual(new Set(['top', 'left', 'right']));
    expect(reachedEdges({ ...metrics, scrollTop: 500 }, 'y', 100)).toEqual(new Set(['bottom']));
  });

  it('direction x watches only left and right', () => {
    expect(reachedEdges({ ...metrics, scrollWidth: 900, scrollLeft: 600 }, 'x')).toEqual(new Set(['right']));
    expect(newlyReached(new Set(['left']), new Set(['left', 'right']))).toEqual(['right']);
  });

  it('reaching the bottom runs its action once until the user scrolls away', async () => {
    const { container, services } = page({ type: 'scroll', props: { onReachBottom: 'more', onReachTop: 'top' }, children: [{ type: 'empty-state' }] });
    await screen.findByText('data is not found');
    const el = container.querySelector('.cw-scroll') as HTMLElement;
    setScroll(el, { scrollTop: 300 });
    setScroll(el, { scrollTop: 590 });
    setScroll(el, { scrollTop: 600 });
    await waitFor(() => expect(services.http.calls.map((c) => c.path)).toEqual(['/more']));
    setScroll(el, { scrollTop: 200 });
    setScroll(el, { scrollTop: 585 });
    setScroll(el, { scrollTop: 5 });
    await waitFor(() => expect(services.http.calls.map((c) => c.path)).toEqual(['/more', '/more', '/top']));
  });

  it('renders its children inside a keyboard-scrollable area of the chosen direction', async () => {
    const { container } = page({ type: 'scroll', props: { direction: 'x' }, children: [{ type: 'empty-state' }] });
    await screen.findByText('data is not found');
    const el = container.querySelector('.cw-scroll');
    expect(el).toHaveClass('cw-scroll--x');
    expect(el).toHaveAttribute('tabindex', '0');
  });
});

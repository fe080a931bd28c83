import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '@testing/engine';
import type { DevTools } from './DevPanel';
import { RootShell } from './RootShell';
import { AppRouterView, createAppMemoryRouter } from './createAppRouter';

const host = { platform: 'browser' as const, closePage: vi.fn(), resizeWindow: vi.fn(), statusBarHeight: async () => undefined };

function tools(): DevTools & { set: ReturnType<typeof vi.fn> } {
  const set = vi.fn(async () => undefined);
  return {
    set,
    bridgeLog: () => [{ at: Date.UTC(2026, 0, 1, 8, 0, 0), action: 'closePage', args: {}, outcome: 'not-in-app' }],
    faults: { list: async () => [{ id: 'network', value: false }, { id: 'latencyMs', value: 0 }], set },
  };
}

describe('RootShell', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('outside production the development panel lists the bridge log and sets sandbox faults', async () => {
    const devTools = tools();
    const router = createAppMemoryRouter({ campaigns: [], production: false, initialEntries: ['/vue/banner'], comingSoon: ['/banner'] });
    renderWithEngine(<RootShell host={host} production={false} devTools={devTools}><AppRouterView router={router} /></RootShell>);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the development panel' }));
    expect(await screen.findByText('closePage')).toBeInTheDocument();
    expect(screen.getByText('not-in-app')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('checkbox'));
    expect(devTools.set).toHaveBeenCalledWith('network', true);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('in production there is no development panel', async () => {
    const router = createAppMemoryRouter({ campaigns: [], production: true, initialEntries: ['/vue/banner'], comingSoon: ['/banner'] });
    renderWithEngine(<RootShell host={host} production devTools={{ ...tools(), invalidPreviewAt: { param: 'at', value: 'soon' } }}><AppRouterView router={router} /></RootShell>);
    await screen.findByTestId('coming-soon');
    expect(screen.queryByRole('button', { name: 'Open the development panel' })).toBeNull();
    expect(screen.queryByText(/is not an instant/)).toBeNull();
  });

  it('outside production the development panel names a preview instant (?at=) that is not one', async () => {
    const router = createAppMemoryRouter({ campaigns: [], production: false, initialEntries: ['/vue/banner'], comingSoon: ['/banner'] });
    renderWithEngine(<RootShell host={host} production={false} devTools={{ ...tools(), invalidPreviewAt: { param: 'at', value: 'soon' } }}><AppRouterView router={router} /></RootShell>);
    expect(await screen.findByRole('alert')).toHaveTextContent('?at=soon is not an instant, so the page shows the real time.');
  });

  it('the loading overlay shows progress, reaches 100 once the page is ready and is hidden 150 ms later', async () => {
    vi.useFakeTimers();
    let release: (m: { default: () => null }) => void = () => undefined;
    const slow = () => new Promise<{ default: () => null }>((r) => (release = r));
    const router = createAppMemoryRouter({ campaigns: [], production: true, initialEntries: ['/vue/banner'], comingSoon: ['/banner'], pages: { '/banner': slow } });
    renderWithEngine(<RootShell host={host} production><AppRouterView router={router} /></RootShell>);
    const overlay = screen.getByRole('progressbar');
    expect(overlay).toHaveAttribute('aria-valuenow', '90');
    await act(async () => release({ default: () => null }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await act(() => vi.advanceTimersByTimeAsync(149));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a prerendered page is hydrated without the loading overlay over it', async () => {
    const router = createAppMemoryRouter({ campaigns: [], production: true, initialEntries: ['/vue/banner'], comingSoon: ['/banner'] });
    renderWithEngine(<RootShell host={host} production overlay={false}><AppRouterView router={router} /></RootShell>);
    expect(await screen.findByTestId('coming-soon')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalErrorBoundary } from './GlobalErrorBoundary';
import { mountApp } from './mountApp';
import { sandboxFaults, switchesOf } from './sandboxFaults';
import { createPreviewClock, invalidPreviewAt } from './previewClock';
import { CLOCK_SYNC_FALLBACK_MS, clockSyncingFetch, serverTimeOf, syncClockWhenIdle } from './serverClock';
import { showStartupFailure } from './startupFailure';

const text = { title: 'Something went wrong', body: 'Please try again.', reload: 'Reload' };

function Boom(): never {
  throw new Error('render failed');
}

describe('app entry', () => {
  afterEach(cleanup);

  it('a render error anywhere shows the localized error screen, never a white screen', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <GlobalErrorBoundary text={() => text}>
        <Boom />
      </GlobalErrorBoundary>,
    );
    spy.mockRestore();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('a prerendered root is hydrated, an empty root is rendered', async () => {
    const ui = <p>first screen</p>;
    const pre = document.createElement('div');
    pre.innerHTML = renderToString(ui);
    const empty = document.createElement('div');
    let modes: string[] = [];
    await act(async () => {
      modes = [mountApp(pre, ui).mode, mountApp(empty, ui).mode];
    });
    expect(modes).toEqual(['hydrate', 'render']);
    expect(pre).toHaveTextContent('first screen');
    expect(empty).toHaveTextContent('first screen');
  });

  it('the clock is resynced from the Date header of each answer', async () => {
    const at = Date.UTC(2026, 10, 22, 1, 2, 3);
    // The call takes 30 ms of the page's clock.
    const base = vi.fn(async () => {
      vi.setSystemTime(Date.now() + 30);
      return new Response('{}', { headers: { date: new Date(at).toUTCString() } });
    });
    const sync = vi.fn();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await clockSyncingFetch(sync, base as unknown as typeof fetch)('/vue/prodServer/user/getUser');
    } finally {
      vi.useRealTimers();
    }
    // With how long the call took: the server read its time somewhere in that span.
    expect(sync).toHaveBeenCalledWith(at, 30);
    expect(serverTimeOf(new Response('{}'))).toBeUndefined();
  });

  it('a page whose answers set no clock asks its own address for the server time once, after a while; an answered page does not', () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(async () => new Response(null));
      let synced = false;
      syncClockWhenIdle({ synced: () => synced, fetch: fetch as unknown as typeof globalThis.fetch, url: 'https://h5.example.com/vue/act/x?lang=th', win: window });
      vi.advanceTimersByTime(CLOCK_SYNC_FALLBACK_MS - 1);
      expect(fetch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledWith('https://h5.example.com/vue/act/x?lang=th', expect.objectContaining({ method: 'HEAD', cache: 'no-store' }));
      vi.advanceTimersByTime(CLOCK_SYNC_FALLBACK_MS * 5);
      expect(fetch).toHaveBeenCalledTimes(1);

      fetch.mockClear();
      synced = true;
      syncClockWhenIdle({ synced: () => synced, fetch: fetch as unknown as typeof globalThis.fetch, url: '/vue/act/x', win: window });
      vi.advanceTimersByTime(CLOCK_SYNC_FALLBACK_MS);
      expect(fetch).not.toHaveBeenCalled();
      const cancel = syncClockWhenIdle({ synced: () => false, fetch: fetch as unknown as typeof globalThis.fetch, url: '/vue/act/x', win: window });
      cancel();
      vi.advanceTimersByTime(CLOCK_SYNC_FALLBACK_MS);
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('?at= moves the clock outside production; a value that is not an instant is told to the operator, never in production', () => {
    const warned: string[] = [];
    const warn = (m: string) => warned.push(m);
    // The previewed clock runs on from the instant (a millisecond may pass between creating and reading it).
    const previewed = createPreviewClock({ at: '2030-01-01T00:00:00Z' }, false, warn).now() - Date.parse('2030-01-01T00:00:00Z');
    expect(previewed).toBeGreaterThanOrEqual(0);
    expect(previewed).toBeLessThan(1000);
    expect(warned).toEqual([]);
    const wrong = createPreviewClock({ at: '2030-13-45' }, false, warn);
    expect(wrong.previewing).toBe(false);
    expect(warned).toEqual(["?at=2030-13-45: '2030-13-45' is not an instant: write ISO-8601 with an offset, e.g. 2030-01-01T10:00:00+08:00. The page shows the real time."]);
    createPreviewClock({ preview_at: 'soon' }, false, warn);
    expect(warned[1]).toMatch(/^\?preview_at=soon: /);
    expect(createPreviewClock({ at: 'soon' }, true, warn).previewing).toBe(false);
    expect(createPreviewClock({ at: '2030-01-01T00:00:00Z' }, true, warn).previewing).toBe(false);
    expect(warned).toHaveLength(2);
  });

  it('?at= that is not an instant is handed to the development panel, never in production', () => {
    expect(invalidPreviewAt({ at: '2030-13-45' }, false)).toEqual({ param: 'at', value: '2030-13-45' });
    expect(invalidPreviewAt({ preview_at: 'soon' }, false)).toEqual({ param: 'preview_at', value: 'soon' });
    expect(invalidPreviewAt({ at: '2030-01-01T00:00:00Z' }, false)).toBeUndefined();
    expect(invalidPreviewAt({}, false)).toBeUndefined();
    expect(invalidPreviewAt({ at: 'soon' }, true)).toBeUndefined();
  });

  it('the development panel switches map to the sandbox control endpoint', async () => {
    expect(switchesOf({ faults: { rules: [{ kind: 'network' }, { kind: 'status', path: '/x' }], latency: [{ ms: 800 }] } })).toEqual([
      { id: 'network', value: true },
      { id: 'status', value: false },
      { id: 'empty', value: false },
      { id: 'latencyMs', value: 800 },
    ]);
    const posts: unknown[] = [];
    const doFetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.body) posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ status: 0, content: { faults: { rules: [{ kind: 'network' }], latency: [] } } }));
    });
    const faults = sandboxFaults(doFetch as unknown as typeof fetch);
    await faults.set('empty', true);
    await faults.set('network', false);
    await faults.set('latencyMs', 1500);
    expect(posts).toEqual([{ faults: ['network', 'empty'] }, { faults: [] }, { latency: [{ ms: 1500 }] }]);
  });
});

describe('start-up failure', () => {
  it('a page whose start-up failed shows the en error screen with a reload button, without React or another chunk', () => {
    const container = document.createElement('div');
    container.innerHTML = '<main>prerendered first screen</main>';
    showStartupFailure(container);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert?.querySelector('p')?.textContent).toBe('Something went wrong. Please try again.');
    expect(alert?.querySelector('button')?.textContent).toBe('Reload');
    expect(container.textContent).not.toContain('prerendered first screen');
  });
});

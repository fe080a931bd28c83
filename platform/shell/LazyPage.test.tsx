import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '@testing/engine';
import { LazyPage } from './LazyPage';

function Page() {
  return <p>loaded page</p>;
}

describe('LazyPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('a page part that fails to load shows an error with retry, and retry loads it', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Page });
    renderWithEngine(<LazyPage load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a page part still loading after 120000 ms shows the error with retry', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce({ default: Page });
    renderWithEngine(<LazyPage load={load} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(119_999));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('loaded page')).toBeInTheDocument();
  });
});

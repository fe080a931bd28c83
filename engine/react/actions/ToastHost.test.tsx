import { useEffect } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { useToast, type ShowToast } from '../hooks/useToast';

let toast: ShowToast;
function Harness() {
  const current = useToast();
  useEffect(() => {
    toast = current;
  });
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast host', () => {
  it('a toast shows for 2000 ms by default, localized, in a live region', () => {
    renderWithEngine(<Harness />, { campaign: testCampaign({ strings: { en: { title: 'T', won: 'You won {n} diamonds' } } }) });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => toast('won', { values: { n: 5 } }));
    expect(region).toHaveTextContent('You won 5 diamonds');
    act(() => vi.advanceTimersByTime(1999));
    expect(region).toHaveTextContent('You won 5 diamonds');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('one at a time: a new toast replaces the shown one and gets its own duration', () => {
    renderWithEngine(<Harness />);
    const region = screen.getByRole('status');
    act(() => toast('common:shell.retry'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => toast('Server says no', { durationMs: 3000 }));
    expect(region).toHaveTextContent('Server says no');
    expect(region).not.toHaveTextContent('Retry');
    act(() => vi.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Server says no');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@engine';
import { RECORD_RETRY_MS } from './useUnrecordedPurchases';
import { buys, free, owned, show, UNRECORDED, waitingForPayment } from '@testing/widgets/showPassSubscription';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('pass-subscription: recording a paid upgrade', () => {
  it('an empty answer to the purchase record says so in the user\'s words, not the raw error', async () => {
    const { services } = show({
      buy: () => {
        throw new ApiError(-1, 'Empty response', { kind: 'empty' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    expect(await screen.findByText('Payment received, but your premium pass is not active yet: No data was returned. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Empty response/)).toBeNull();
  });

  it('a paid upgrade whose record fails on the way is kept, not offered again, and recorded on the automatic retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const { services } = show({
      answers: [free],
      buy: () => {
        if (fail) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
        return { premium: true };
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Annual/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    expect(await screen.findByText('Payment received, but your premium pass is not active yet: Network is busy, please try later.')).toBeInTheDocument();
    // No offer while the payment is not recorded: the user is not asked to pay twice.
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(JSON.parse(localStorage.getItem(UNRECORDED)!)).toEqual([{ type: 3, paidAt: expect.any(Number) }]);
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(RECORD_RETRY_MS[0]!));
    expect(await screen.findByText('Premium pass unlocked!')).toBeInTheDocument();
    expect(buys(services.http.calls).map((c) => (c as { body?: unknown }).body)).toEqual([{ subscriptionType: 3 }, { subscriptionType: 3 }]);
    expect(localStorage.getItem(UNRECORDED)).toBeNull();
    expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1);
  });

  it('after the automatic retries, the user can try again at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const { services } = show({
      buy: () => {
        if (fail) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
        return { premium: true };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    for (const wait of RECORD_RETRY_MS) await act(() => vi.advanceTimersByTimeAsync(wait));
    await waitFor(() => expect(buys(services.http.calls)).toHaveLength(1 + RECORD_RETRY_MS.length));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(buys(services.http.calls)).toHaveLength(1 + RECORD_RETRY_MS.length);
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Activate now' }));
    expect(await screen.findByText('Premium pass unlocked!')).toBeInTheDocument();
    expect(buys(services.http.calls)).toHaveLength(2 + RECORD_RETRY_MS.length);
  });

  it('a payment an earlier visit could not record is recorded when the page opens again', async () => {
    localStorage.setItem(UNRECORDED, JSON.stringify([{ type: 3, paidAt: 1 }]));
    const { services } = show({ answers: [free, owned] });
    expect(await screen.findByText('Premium pass unlocked!')).toBeInTheDocument();
    expect(buys(services.http.calls).map((c) => (c as { body?: unknown }).body)).toEqual([{ subscriptionType: 3 }]);
    expect(await screen.findByText('Premium pass active')).toBeInTheDocument();
    expect(localStorage.getItem(UNRECORDED)).toBeNull();
    expect(services.bridge.calls).toHaveLength(0);
  });

  it('a kept payment is dropped, not recorded twice, when the pass already reads as premium', async () => {
    localStorage.setItem(UNRECORDED, JSON.stringify([{ type: 2, paidAt: 1 }]));
    const { services } = show({ answers: [owned] });
    expect(await screen.findByText('Premium pass active')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(UNRECORDED)).toBeNull());
    expect(buys(services.http.calls)).toHaveLength(0);
  });

  it("a refusal with the server's own message is final: the user reads it and nothing is kept", async () => {
    const { services } = show({
      buy: () => {
        throw new ApiError(4001, 'This season has ended');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitingForPayment(services.bridge);
    act(() => services.bridge.emit('paid', { referer: 'diamondPass' }));
    expect(await screen.findByText('This season has ended')).toBeInTheDocument();
    expect(localStorage.getItem(UNRECORDED)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });
});

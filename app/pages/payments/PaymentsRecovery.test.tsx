/**
 * The top-up page recovers from a passing server fault: its error offers Retry, and it reads again by itself
 * when the app returns to the foreground or the network comes back.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine/http';
import { renderAppShell as renderShell } from '@testing/app/renderAppShell';

const countries = [{ country: 'PH', name: 'Philippines', currency: 'PHP', payTypes: [{ payChannel: 'GCASH', name: 'GCASH' }] }];
const products = { userCode: 'WL10002', user: { userId: '10002', name: 'Aira' }, currency: 'PHP', rows: [{ productCode: 'TP60', count: 66, price: 0.99, localPrice: 55.44 }] };

/** A products answer that fails with a status until the server recovers. */
function openWithFaultyServer() {
  const server = { down: true, reads: 0 };
  renderShell('/vue/payments/WL10002', {
    responses: {
      '/payment/countryPaymentType/list': countries,
      '/payment/thirdProduct/listRechargeProduct': () => {
        server.reads++;
        if (server.down) throw new ApiError(10500, 'Server is busy');
        return products;
      },
    },
  });
  return server;
}

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('top-up page recovery', () => {
  it('a status error offers Retry, which shows the form once the server is back', async () => {
    const server = openWithFaultyServer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is busy');
    server.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.queryByText('Server is busy')).toBeNull();
  });

  it('reads again when the app comes back to the foreground', async () => {
    const server = openWithFaultyServer();
    await screen.findByRole('alert');
    const before = server.reads;
    server.down = false;
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(server.reads).toBe(before + 1);
  });

  it('reads again when the network comes back', async () => {
    const server = openWithFaultyServer();
    await screen.findByRole('alert');
    server.down = false;
    act(() => onlineManager.setOnline(false));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });
});

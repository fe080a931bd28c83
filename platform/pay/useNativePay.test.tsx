import { useLayoutEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '@engine/bridge/createBridge';
import { androidWindow } from '@testing/engine/testWindows';
import { createTestServices } from '@testing/engine/createTestServices';
import { EngineTestWrapper } from '@testing/engine/renderWithEngine';
import { useNativePay } from './useNativePay';

describe('useNativePay', () => {
  it('a tap that comes before the effects have run (a tap replayed as the page hydrates) pays, and its result is taken', async () => {
    const services = createTestServices({});
    const onSuccess = vi.fn();
    let sent: Promise<boolean> | undefined;
    function Buy() {
      const native = useNativePay({ referer: 'diamondPass', onSuccess });
      // A layout effect runs before the passive effects of the same commit.
      useLayoutEffect(() => {
        sent = native.pay({ clientProductId: 'c1', productIdentifier: 'p1' });
      }, []);
      return null;
    }
    render(
      <EngineTestWrapper services={services}>
        <Buy />
      </EngineTestWrapper>,
    );
    await expect(sent).resolves.toBe(true);
    expect(services.bridge.calls).toEqual([{ action: 'pay', args: { clientProductId: 'c1', productIdentifier: 'p1', referer: 'diamondPass' } }]);
    services.bridge.emit('paid', { referer: 'diamondPass' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ clientProductId: 'c1', productIdentifier: 'p1', referer: 'diamondPass' }));
  });

  it("what the user reads when a pay request fails is a locale text ('Pay Fail'), never the bridge's or the flow's wording", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The Android host throws: its WebView reports 'Java exception was raised during method invocation'.
    const { win } = androidWindow();
    (win.AppBridge as { call: unknown }).call = () => {
      throw new Error('Java exception was raised during method invocation');
    };
    const services = { ...createTestServices({}), bridge: createBridge({ win, mayActForUser: () => true }) };
    let native!: ReturnType<typeof useNativePay>;
    function Buy() {
      native = useNativePay({ referer: 'diamondPass' });
      return null;
    }
    render(
      <EngineTestWrapper services={services}>
        <Buy />
      </EngineTestWrapper>,
    );
    let sent!: boolean;
    await act(async () => {
      sent = await native.pay({ clientProductId: 'c1', productIdentifier: 'p1' });
    });
    expect(sent).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Pay Fail');
    expect(screen.queryByText(/Java exception/)).toBeNull();
  });

  it('taps while the pay code is still loading are one payment: the app is asked once, and paying shows from the first tap', async () => {
    const services = createTestServices({});
    let native!: ReturnType<typeof useNativePay>;
    function Buy() {
      native = useNativePay({ referer: 'limitedOffer' });
      return <span data-testid="paying">{String(native.paying)}</span>;
    }
    render(
      <EngineTestWrapper services={services}>
        <Buy />
      </EngineTestWrapper>,
    );
    let taps!: boolean[];
    await act(async () => {
      // Three taps in the same task: none waits for another, so all come before the pay code has arrived.
      taps = await Promise.all([1, 2, 3].map(() => native.pay({ clientProductId: 'c1', productIdentifier: 'p1' })));
    });
    expect(taps).toEqual([true, false, false]);
    expect(services.bridge.calls.filter((c) => c.action === 'pay')).toHaveLength(1);
    expect(screen.getByTestId('paying')).toHaveTextContent('true');
  });
});

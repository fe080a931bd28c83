import { useLayoutEffect } from 'react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices } from '../../testing/createTestServices';
import { EngineTestWrapper } from '../../testing/renderWithEngine';
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
});

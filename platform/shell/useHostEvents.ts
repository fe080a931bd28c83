import { useEffect } from 'react';
import { useEngineServices } from '@engine/react/hooks/useEngineServices';
import { useToast } from '@engine/react/hooks/useToast';

/**
 * Shell events from the host app: a message to show (link or pay
 * failure) becomes a toast; "web refresh" reloads every query of the page.
 */
export function useHostEvents(): void {
  const { bridge, queryClient } = useEngineServices();
  const toast = useToast();
  useEffect(() => {
    const offToast = bridge.on('toast', (p) => {
      const text = p.key ?? p.message;
      if (text) toast(text);
    });
    const offRefresh = bridge.on('refresh', () => void queryClient.invalidateQueries());
    return () => {
      offToast();
      offRefresh();
    };
  }, [bridge, queryClient, toast]);
}

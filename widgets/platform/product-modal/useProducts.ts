import { useCallback, useEffect, useState } from 'react';
import { useEngineServices, useToast } from '@engine';
import { loadProducts, type ProductList, type ProductTypeName } from '@platform/pay';

export type ProductsState = { status: 'idle' | 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; list: ProductList };

/** Loads the products when `enabled` turns on; `reload` tries again after a failure. */
export function useProducts(type: ProductTypeName, enabled: boolean, path?: string): ProductsState & { reload(): void } {
  const { http } = useEngineServices();
  const toast = useToast();
  const [state, setState] = useState<ProductsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'loading' });
    loadProducts(http, type, (m) => toast(m), path).then(
      (list) => live && setState({ status: 'success', list }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [http, toast, type, enabled, path, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * Recharge products for the recharge modal (P§3, P§7-8): asked with a
 * product type code, without the loading indicator. A failure shows its
 * message as a toast, logs a warning and rejects again.
 */
import type { HttpClient } from '../http/createHttpClient';

export const PRODUCTS_PATH = '/marketing/product/v2/listProduct';
export const PRODUCT_TYPES = { gemstone: 22, waterGun: 30 } as const;

export interface RechargeProduct {
  id: number | string;
  count: number;
  price: number | string;
  clientProductId: string;
  productIdentifier: string;
}

export interface ProductsAnswer {
  rows?: Array<{ products?: RechargeProduct[] } & Record<string, unknown>>;
  thirdRechargeUrl?: string;
  [k: string]: unknown;
}

export async function loadProducts(http: HttpClient, productType: number, toast: (message: string) => void): Promise<ProductsAnswer> {
  try {
    return await http.request<ProductsAnswer>({ path: PRODUCTS_PATH, params: { productType }, silent: true });
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : 'common:errors.generic';
    toast(message);
    console.warn('[payments] loading products failed', err);
    throw err;
  }
}

import type { HttpClient } from '@engine';

/** Product type codes (P§3): gemstone 22, waterGun 30. */
export const PRODUCT_TYPES = { gemstone: 22, waterGun: 30 } as const;
export type ProductTypeName = keyof typeof PRODUCT_TYPES;

/** Products of the recharge modal (P§7, generic product list; the same call as the engine's payments module). */
export const PRODUCTS_PATH = '/marketing/product/v2/listProduct';

/** A recharge product as shown in the modal (P§3). */
export interface RechargeProduct {
  id: string;
  count: number;
  price: string;
  clientProductId: string;
  productIdentifier: string;
}

export interface ProductList {
  products: RechargeProduct[];
  thirdRechargeUrl?: string;
}

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** Reads the answer: each row nests its recharge product (or is one); rows without ids are dropped. */
export function parseProducts(content: unknown): ProductList {
  const root = asRecord(content);
  const rows = Array.isArray(content) ? content : Array.isArray(root?.rows) ? root.rows : Array.isArray(root?.list) ? root.list : [];
  const products: RechargeProduct[] = [];
  for (const row of rows) {
    const r = asRecord(row);
    const p = asRecord(r?.product) ?? asRecord(r?.rechargeProduct) ?? r;
    if (!p || p.clientProductId === undefined || p.productIdentifier === undefined) continue;
    products.push({
      id: String(p.id ?? p.clientProductId),
      count: Number(p.count ?? 0),
      price: String(p.price ?? ''),
      clientProductId: String(p.clientProductId),
      productIdentifier: String(p.productIdentifier),
    });
  }
  const url = root?.thirdRechargeUrl;
  return typeof url === 'string' && url !== '' ? { products, thirdRechargeUrl: url } : { products };
}

/**
 * Loads the products of one type without the global loading indicator
 * (P§7). On failure (P§8): the message is shown as a toast, a warning is
 * logged, and the error is rethrown to the caller.
 */
export async function loadProducts(http: HttpClient, type: ProductTypeName, toast: (message: string) => void, path = PRODUCTS_PATH): Promise<ProductList> {
  try {
    const content = await http.request({ path, params: { productType: PRODUCT_TYPES[type] }, silent: true });
    return parseProducts(content);
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : 'common:widgets.product-modal.loadFailed';
    toast(message);
    console.warn('[product-modal] loading products failed', error);
    throw error;
  }
}

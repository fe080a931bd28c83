/**
 * Recharge products for the recharge modal: asked with a
 * product type code, without the loading indicator. A failure shows its
 * message as a toast, logs a warning and rejects again.
 */
import type { HttpClient } from '@engine/http/createHttpClient';

export const PRODUCTS_PATH = '/marketing/product/v2/listProduct';
/** Product type codes: gemstone 22, waterGun 30. */
export const PRODUCT_TYPES = { gemstone: 22, waterGun: 30 } as const;
export type ProductTypeName = keyof typeof PRODUCT_TYPES;

/** A recharge product, nested in each row of the answer. */
export interface RechargeProduct {
  id: string;
  count: number;
  price: string;
  clientProductId: string;
  productIdentifier: string;
  /** The third-party top-up product of the same item, when the server names one (a whitelisted user's top-up page). */
  productCode?: string;
}

export interface ProductList {
  products: RechargeProduct[];
  thirdRechargeUrl?: string;
}

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** Reads the answer: each row nests its recharge product (or is one); rows without product ids are dropped. */
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
      ...(typeof p.productCode === 'string' && p.productCode !== '' ? { productCode: p.productCode } : {}),
    });
  }
  const url = root?.thirdRechargeUrl;
  return typeof url === 'string' && url !== '' ? { products, thirdRechargeUrl: url } : { products };
}

export async function loadProducts(http: HttpClient, type: ProductTypeName | number, toast: (message: string) => void, path = PRODUCTS_PATH): Promise<ProductList> {
  const productType = typeof type === 'number' ? type : PRODUCT_TYPES[type];
  try {
    return parseProducts(await http.request({ path, params: { productType }, silent: true }));
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : 'common:errors.generic';
    toast(message);
    console.warn('[payments] loading products failed', err);
    throw err;
  }
}

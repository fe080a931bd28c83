/** Product cards of the points mall: price, stock and whether the user can buy. */
import { readNumber, readText, type Row } from '@kit/readField';

/**
 * `bought`: the user bought this one and may not buy it again (`bought: true`); `limitReached`: the user's purchase
 * limit is used up on another product (`limitReached: true`) — neither is "sold out", which is the stock's.
 */
export type ProductState = 'available' | 'soldOut' | 'bought' | 'limitReached' | 'tooExpensive';

export interface Product {
  key: string;
  name: string;
  icon?: string;
  price: number;
  stock?: number;
  state: ProductState;
  row: Row;
}

export function productState(price: number, stock: number | undefined, points: number | undefined): ProductState {
  if (stock !== undefined && stock <= 0) return 'soldOut';
  if (points !== undefined && points < price) return 'tooExpensive';
  return 'available';
}

/**
 * The price a product can be sold at: a number of at least 0, and 0 only when
 * the answer also says the product is free. Anything else (missing, not a
 * number, negative, 0 without `free: true`) is a broken row: undefined.
 */
export function priceOf(row: Row): number | undefined {
  const price = readNumber(row, 'price', 'points', 'cost');
  if (price === undefined || price < 0) return undefined;
  if (price === 0 && row.free !== true) return undefined;
  return price;
}

/** The products that can be offered; a row without a sound price is left out, never shown as free or negative. */
export function toProducts(rows: Row[], points: number | undefined): Product[] {
  return rows.flatMap((row, i) => {
    const price = priceOf(row);
    if (price === undefined) return [];
    // A `soldOut: true` flag counts as no stock left, whatever the numbers say.
    const stock = row.soldOut === true ? 0 : readNumber(row, 'stock', 'remain', 'left');
    const state = row.bought === true ? 'bought' : row.limitReached === true ? 'limitReached' : productState(price, stock, points);
    return [{ key: `${readText(row, 'id', 'productId') ?? 'p'}-${i}`, name: readText(row, 'name', 'title') ?? '', icon: readText(row, 'icon', 'image'), price, stock, state, row }];
  });
}

/** Product cards of the points mall: price, stock and whether the user can buy. */
import { readNumber, readText, type Row } from '../blocks/readField';

export type ProductState = 'available' | 'soldOut' | 'tooExpensive';

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

export function toProducts(rows: Row[], points: number | undefined): Product[] {
  return rows.map((row, i) => {
    const price = readNumber(row, 'price', 'points', 'cost') ?? 0;
    // A `soldOut: true` flag counts as no stock left, whatever the numbers say.
    const stock = row.soldOut === true ? 0 : readNumber(row, 'stock', 'remain', 'left');
    return { key: `${readText(row, 'id', 'productId') ?? 'p'}-${i}`, name: readText(row, 'name', 'title') ?? '', icon: readText(row, 'icon', 'image'), price, stock, state: productState(price, stock, points), row };
  });
}

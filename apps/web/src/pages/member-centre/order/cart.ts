import type { ShopProductRow } from '@app/contract';
import { centsOf } from './activity-price';

/** One product in a member's cart, as the shop page last listed it (the server prices the order). */
export interface CartLine {
  product_id: number;
  name: string;
  /** The shop's unit price when added (yuan text), for the estimate only. */
  price: string;
  /** The stock then: the most a line may ask for. */
  stock: number;
  quantity: number;
}

/** The create input allows 1–9999 of a product and 50 lines. */
export const MAX_QUANTITY = 9999;
export const MAX_LINES = 50;

export type CartAction =
  | { type: 'add'; product: Pick<ShopProductRow, 'product_id' | 'name' | 'price' | 'stock'>; quantity: number }
  | { type: 'set'; product_id: number; quantity: number }
  | { type: 'remove'; product_id: number }
  | { type: 'clear' }
  | { type: 'load'; lines: CartLine[] };

/** The most a line of a product with this stock can hold (at least 1, at most 9999): a quantity field's `max`. */
export const maxQuantity = (stock: number) => Math.max(1, Math.min(stock, MAX_QUANTITY));

/** A wanted quantity as a line can hold it: a whole number from 1 to the stock (and 9999). */
export const clampQuantity = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Math.floor(Number.isFinite(quantity) ? quantity : 1), maxQuantity(stock)));

/** The cart's reducer: adding a product already there adds to its quantity; a line never exceeds its stock. */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const { product } = action;
      const current = lines.find((l) => l.product_id === product.product_id);
      if (current) {
        return lines.map((l) =>
          l === current ? { ...l, name: product.name, price: product.price, stock: product.stock, quantity: clampQuantity(l.quantity + action.quantity, product.stock) } : l,
        );
      }
      if (lines.length >= MAX_LINES || product.stock <= 0) return lines;
      const { product_id, name, price, stock } = product;
      return [...lines, { product_id, name, price, stock, quantity: clampQuantity(action.quantity, stock) }];
    }
    case 'set':
      return lines.map((l) => (l.product_id === action.product_id ? { ...l, quantity: clampQuantity(action.quantity, l.stock) } : l));
    case 'remove':
      return lines.filter((l) => l.product_id !== action.product_id);
    case 'clear':
      return [];
    case 'load':
      return action.lines;
  }
}

/** The cart's goods at the listed prices, in cents (before activities: the server's amounts are the ones paid). */
export const cartGoodsCents = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + centsOf(l.price) * l.quantity, 0);
export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** The localStorage key of a member's cart at one shop. */
export const cartKey = (userId: number, shopId: number) => `member-cart:${userId}:${shopId}`;

const isLine = (v: unknown): v is CartLine => {
  const l = v as CartLine;
  return (
    typeof l === 'object' && l !== null && Number.isInteger(l.product_id) && l.product_id > 0 && typeof l.name === 'string' &&
    typeof l.price === 'string' && /^\d+(\.\d{1,2})?$/.test(l.price) && Number.isInteger(l.stock) && Number.isInteger(l.quantity) && l.quantity >= 1
  );
};

/** A stored cart, its valid lines only (the storage is the browser's: anything may be there). */
export function parseCart(stored: string | null): CartLine[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    const lines = parsed.filter(isLine).map((l) => ({ ...l, quantity: clampQuantity(l.quantity, l.stock) }));
    return lines.filter((l, i) => lines.findIndex((o) => o.product_id === l.product_id) === i).slice(0, MAX_LINES);
  } catch {
    return [];
  }
}

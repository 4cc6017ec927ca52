import type { ActivityRow, ShopProductRow } from '@app/contract';

/** Yuan text ("12.50") → cents, and back. */
export const centsOf = (yuan: string | null): number => (yuan ? Math.round(Number(yuan) * 100) : 0);
export const yuanText = (cents: number): string => (cents / 100).toFixed(2);

export interface ShownPrice {
  /** The shop's price in cents. */
  price: number;
  /** The unit price under the best discount activity running now, when there is one (the server recomputes it at creation). */
  activityPrice?: number;
  /** The discount activity giving it. */
  activity?: ActivityRow;
  /** Reduction activities the product takes part in ("12.00 off from 100.00"): they depend on the whole order. */
  reductions: ActivityRow[];
}

const inScope = (a: ActivityRow, productId: number) => a.product_scope === 'all' || a.product_ids.includes(productId);

/**
 * What a product's card shows: its price, and the lowest unit price among the discount activities
 * that cover it (the rate's share rounded up to the cent, as the server prices one unit). Which single
 * activity an order gets is decided by the server for the whole order (the largest discount).
 */
export function shownPrice(p: Pick<ShopProductRow, 'product_id' | 'price'>, activities: readonly ActivityRow[]): ShownPrice {
  const price = centsOf(p.price);
  let best: { cents: number; a: ActivityRow } | undefined;
  for (const a of activities) {
    if (a.type !== 'discount' || a.discount_rate === null || a.discount_rate <= 0 || a.discount_rate >= 10000 || !inScope(a, p.product_id)) continue;
    // As the server prices one unit: the rate's share rounded up to the cent.
    const cents = Math.ceil((price * a.discount_rate) / 10000);
    if (cents < price && (!best || cents < best.cents)) best = { cents, a };
  }
  return {
    price,
    ...(best ? { activityPrice: best.cents, activity: best.a } : {}),
    reductions: activities.filter((a) => a.type === 'reduction' && inScope(a, p.product_id)),
  };
}

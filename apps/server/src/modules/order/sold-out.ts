import type { ChangeBus } from '../../core/cluster/index.ts';

/**
 * How long a sold-out mark refuses without asking the database again. It bounds a change of stock
 * the bus did not announce (SQL run behind the app's back, a lost bus link); every change the app
 * makes is announced once committed.
 */
export const SOLD_OUT_MARK_MS = 1000;

/**
 * Products a shop has sold out of, as this instance last read them: a creation that asks for one
 * is refused with "Sold out: <product>" without a pool connection or a row lock, the refusal the
 * database would give. A mark is set only from what the database said (a creation's read of
 * stock 0, a payment that took the last unit or found none) and is never a reason to sell: every
 * sale is still decided by the payment's conditional UPDATE of the stock. A mark is dropped when
 * the stock of any product rises (the change bus' `stock` topic, on every instance) and after
 * `SOLD_OUT_MARK_MS` in any case. Keyed by shop and HQ product: what a creation is asked for.
 */
export class SoldOutMarks {
  private marks = new Map<string, { name: string; at: number }>();
  private readonly listeners: (() => void)[] = [];

  constructor(bus: ChangeBus) {
    bus.on('stock', () => this.marks.clear());
  }

  /** The name of the first product of `productIds` marked sold out at the shop, if any. */
  soldOut(shopId: number, productIds: Iterable<number>, now = Date.now()): string | undefined {
    if (!this.marks.size) return undefined;
    for (const productId of productIds) {
      const key = `${shopId}:${productId}`;
      const mark = this.marks.get(key);
      if (!mark) continue;
      if (now - mark.at < SOLD_OUT_MARK_MS) return mark.name;
      this.marks.delete(key);
    }
    return undefined;
  }

  /** The database said none is left of this product at this shop. */
  mark(shopId: number, productId: number, name: string): void {
    this.marks.set(`${shopId}:${productId}`, { name, at: Date.now() });
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every mark (the order creations waiting for a turn look again). */
  onMark(listener: () => void): void {
    this.listeners.push(listener);
  }
}

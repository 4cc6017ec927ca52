import type { SoldOutMarks } from './sold-out.ts';

/** Payments of one product at one shop that hold a pool connection at once on an instance (README: Speed). */
export const PAY_GATE_WIDTH = 2;
/** Orders created here and not yet paid here that an instance remembers; past it the oldest are forgotten (paid ungated). */
const KNOWN_ORDERS = 10_000;

const inIdOrder = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** What the gate knows of an order: whose it is, its shop and its products. */
export interface GatedOrder { userId: number; shopId: number; productIds: number[] }
interface Turns { shopId: number; productId: number; busy: number; waiting: ((turn: boolean) => void)[] }

/**
 * Balance payments of one product at one shop take turns in memory: at most `width` of them hold
 * a pool connection (and, in turn, the product's stock row) at once on this instance, the others
 * wait without a connection, so a flash sale's payments leave the pool to the creations and to
 * every other request. When the database has said the product is sold out (`SoldOutMarks`), the
 * waiting payments are answered at once through `refuse`, without their transaction. The gate
 * decides nothing about stock: each payment's conditional UPDATE still does, and several
 * instances each have their own gate. It knows the products of the orders created here; those of
 * another instance's order it reads (`lookup`, one statement) only while a sale is on here (a
 * payment waiting, or a product marked sold out), else that payment goes to the database at once.
 */
export class PayGate {
  private readonly known = new Map<number, GatedOrder>();
  private readonly turns = new Map<string, Turns>();

  constructor(
    private readonly marks: SoldOutMarks,
    private readonly lookup: (orderId: number, userId: number) => Promise<GatedOrder | undefined>,
    private readonly width = PAY_GATE_WIDTH,
  ) {}

  /** An order this instance has just created: its payment here will take turns with its products' others. */
  created(orderId: number, userId: number, shopId: number, productIds: readonly number[]): void {
    this.known.set(orderId, { userId, shopId, productIds: inIdOrder(productIds) });
    if (this.known.size > KNOWN_ORDERS) this.known.delete(this.known.keys().next().value!);
  }

  /**
   * Pays order `orderId` of member `userId` with `pay` when its turn comes; when one of its products
   * is marked sold out here, before or while it waits, resolves to `refuse(name)` instead (which
   * reads the order to answer exactly: a paid or cancelled order says so, not "Sold out").
   */
  async pay<T>(orderId: number, userId: number, pay: () => Promise<T>, refuse: (name: string) => Promise<T>): Promise<T> {
    let order = this.known.get(orderId);
    if (!order && (this.turns.size || this.marks.any())) {
      const found = await this.lookup(orderId, userId);
      if (found) order = { ...found, productIds: inIdOrder(found.productIds) };
    }
    if (!order || order.userId !== userId) return pay();
    const held: string[] = [];
    try {
      // one turn per product, taken in id order: two orders of crossed products never wait on each other
      for (const productId of order.productIds) {
        const key = `${order.shopId}:${productId}`;
        if (!(await this.take(key, order.shopId, productId))) break;
        held.push(key);
      }
      const name = this.marks.soldOut(order.shopId, order.productIds);
      if (name !== undefined) return await refuse(name);
      const paid = await pay();
      this.known.delete(orderId);
      return paid;
    } finally {
      for (const key of held) this.leave(key);
    }
  }

  /** A turn at `key` (product `productId` at shop `shopId`), at once or when one is handed over; false, none taken, once the product is marked sold out. */
  private take(key: string, shopId: number, productId: number): Promise<boolean> | boolean {
    if (this.marks.soldOut(shopId, [productId]) !== undefined) return false;
    let turns = this.turns.get(key);
    if (!turns) this.turns.set(key, (turns = { shopId, productId, busy: 0, waiting: [] }));
    if (turns.busy < this.width) {
      turns.busy++;
      return true;
    }
    const queue = turns.waiting;
    return new Promise<boolean>((resolve) => queue.push(resolve));
  }

  /** Gives a turn back: handed to the next waiting payment, or, once the product is marked sold out, every waiting one is let go without. */
  private leave(key: string): void {
    const turns = this.turns.get(key)!;
    if (this.marks.soldOut(turns.shopId, [turns.productId]) !== undefined) {
      for (const resolve of turns.waiting.splice(0)) resolve(false);
      turns.busy--;
    } else {
      const next = turns.waiting.shift();
      if (next) next(true);
      else turns.busy--;
    }
    if (!turns.busy && !turns.waiting.length) this.turns.delete(key);
  }
}

import type { SoldOutMarks } from './sold-out.ts';

/** A caller waiting for its turn, and why it need not wait any longer (see `Turns.recheck`). */
interface Waiter {
  resolve: () => void;
  reject: (reason: Error) => void;
  refusal?: () => Error | undefined;
}

/**
 * At most `limit` callers run at once; the others wait in memory, first come first served. The
 * order creation runs through one (`creationTurns`), so that payments always find a free
 * connection of the pool (README: Payments first).
 */
export class Turns {
  private free: number;
  private waiting: Waiter[] = [];

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new Error(`Turns: a limit of at least 1, not ${limit}`);
    this.free = limit;
  }

  /**
   * Runs `fn` when a turn is free (at once if one is), and frees it when `fn` settles. While it
   * waits, `recheck` asks `refusal` whether it is still worth running: an error ends the wait
   * and is thrown, without a turn.
   */
  async run<T>(fn: () => Promise<T>, refusal?: () => Error | undefined): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject, refusal }));
    try {
      return await fn();
    } finally {
      // the turn passes straight to the next waiter, so that a caller arriving now cannot take it first
      const next = this.waiting.shift();
      if (next) next.resolve();
      else this.free++;
    }
  }

  /** Refuses every waiter whose `refusal` now gives a reason (a product has just sold out). */
  recheck(): void {
    this.waiting = this.waiting.filter((w) => {
      const reason = w.refusal?.();
      if (reason) w.reject(reason);
      return !reason;
    });
  }

  /** Callers waiting for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }
}

/**
 * The order creations of an instance with `poolMax` connections: half of them at most, so that
 * the payments, which decide who gets the units, always find a connection. A flash sale's crowd
 * creates far more orders than there are units; with every connection held by creations, the
 * payments queued behind them, and every creation admitted meanwhile read a stock not taken yet
 * (an order made only to be refused at payment). A creation waiting for its turn is refused as
 * soon as `marks` marks a product of it sold out (README: Payments first).
 */
export function creationTurns(poolMax: number, marks: SoldOutMarks): Turns {
  const turns = new Turns(Math.max(1, Math.floor(poolMax / 2)));
  marks.onMark(() => turns.recheck());
  return turns;
}

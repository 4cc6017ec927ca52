import type { Window, WindowCounters } from '../cluster/counters.ts';

export interface ThrottleOptions {
  windowMs?: number;
  /**
   * 0: every hit is counted in the shared counters before it is judged (exact: logins).
   * Otherwise hits are judged on the last known shared total plus this instance's hits since,
   * and sent to the counters in one batch every `batchMs` (cheap enough for every GET).
   */
  batchMs?: number;
}

/**
 * A fixed-window request limit per key (the client IP), counted in counters every instance
 * shares (PostgreSQL or Redis; in-process on PGlite), so N instances keep one limit.
 */
export class Throttle {
  private readonly windowMs: number;
  private readonly batchMs: number;
  private pending = new Map<string, number>();
  private inFlight = new Map<string, number>();
  private known = new Map<string, Window>();
  private timer: NodeJS.Timeout | null = null;
  /** The batch being sent, awaited by drain. */
  private flushing: Promise<void> | null = null;

  constructor(private readonly counters: WindowCounters, private readonly name: string, private readonly limit: number, opts: ThrottleOptions = {}) {
    this.windowMs = opts.windowMs ?? 60_000;
    this.batchMs = opts.batchMs ?? 0;
  }

  /** Counts a hit; resolves to the seconds to wait when over the limit, else 0. */
  async hit(key: string, now = Date.now()): Promise<number> {
    if (this.limit <= 0) return 0;
    const k = `${this.name}:${key}`;
    if (!this.batchMs) return this.verdict((await this.counters.add(new Map([[k, 1]]), this.windowMs)).get(k), 0, now);
    this.pending.set(k, (this.pending.get(k) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), this.batchMs).unref();
    return this.verdict(this.known.get(k), (this.inFlight.get(k) ?? 0) + this.pending.get(k)!, now);
  }

  private verdict(shared: Window | undefined, unsent: number, now: number): number {
    const w = shared && shared.resetAt > now ? shared : { count: 0, resetAt: now + this.windowMs };
    return w.count + unsent > this.limit ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  private flush(): Promise<void> {
    return (this.flushing = this.send().finally(() => (this.flushing = null)));
  }

  private async send() {
    this.inFlight = this.pending;
    this.pending = new Map();
    try {
      const totals = await this.counters.add(this.inFlight, this.windowMs);
      const now = Date.now();
      for (const [k, w] of this.known) if (w.resetAt <= now) this.known.delete(k);
      for (const [k, w] of totals) this.known.set(k, w);
    } catch (err) {
      console.error(`throttle ${this.name}: shared counters unavailable, judging on this instance's hits`, err);
    } finally {
      this.inFlight = new Map();
      this.timer = this.pending.size ? setTimeout(() => void this.flush(), this.batchMs).unref() : null;
    }
  }

  /** Sends what is pending, after the batch on its way (at shutdown, before the counters close; and in tests). */
  async drain(): Promise<void> {
    await this.flushing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size) await this.flush();
  }
}

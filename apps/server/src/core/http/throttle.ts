/**
 * Fixed-window request counter per key (the client IP). In-process: with several API instances
 * each counts its own share, which keeps the limit an upper bound per instance.
 */
export class FixedWindowLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private sweepAt = 0;

  constructor(private readonly limit: number, private readonly windowMs = 60_000) {}

  /** Counts a hit; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    if (this.limit <= 0) return 0;
    if (now >= this.sweepAt) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || now >= w.resetAt) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count > this.limit ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now >= w.resetAt) this.windows.delete(k);
    this.sweepAt = now + this.windowMs;
  }
}

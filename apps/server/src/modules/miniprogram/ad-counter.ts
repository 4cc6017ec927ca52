import { and, eq, isNull, lte, gt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ad, adSpace } from './schema.ts';

type Counter = 'views' | 'clicks';

/** How often the buffered counts are written; a burst of clicks costs one statement per period. */
export const FLUSH_EVERY_MS = 1000;
/** Live ad ids are read again after this long (and at once after an admin's write on this instance). */
const LIVE_TTL_MS = 5000;

/** Ads shown now: enabled, of an enabled space, inside their time window. */
export const liveAd = () =>
  and(
    eq(ad.status, true),
    eq(adSpace.status, true),
    or(isNull(ad.startTime), lte(ad.startTime, sql`now()`)),
    or(isNull(ad.endTime), gt(ad.endTime, sql`now()`)),
  );

/**
 * Views and clicks of ads, counted in memory and written in batches: a burst of clicks becomes
 * one `UPDATE ad SET clicks = clicks + n` per flush rather than a row lock per click. Every
 * instance flushes only its own increments, so several instances add up without coordination.
 * A flush takes the pending counts away first; when its statement fails they are added back and
 * go with the next one, and the last flush runs when the server closes: no count is lost short
 * of the process being killed (at most one period's counts of that instance).
 */
export class AdCounters {
  private pending = new Map<number, { views: number; clicks: number }>();
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private live: { ids: Set<number>; at: number } | undefined;

  constructor(private readonly db: Db) {}

  add(id: number, counter: Counter, n = 1): void {
    const entry = this.pending.get(id) ?? { views: 0, clicks: 0 };
    entry[counter] += n;
    this.pending.set(id, entry);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush().catch(() => {});
    }, FLUSH_EVERY_MS).unref();
  }

  /** Writes what is pending (one statement); concurrent calls wait for the running flush and then write what came since. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => {});
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.write(batch)
      .catch((e: unknown) => {
        for (const [id, n] of batch) {
          this.add(id, 'views', n.views);
          this.add(id, 'clicks', n.clicks);
        }
        throw e;
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  private async write(batch: Map<number, { views: number; clicks: number }>) {
    const values = sql.join([...batch].map(([id, n]) => sql`(${id}::integer, ${n.views}::bigint, ${n.clicks}::bigint)`), sql`, `);
    await this.db.execute(sql`
      update ${ad} set views = ${ad.views} + v.views, clicks = ${ad.clicks} + v.clicks
      from (values ${values}) as v(id, views, clicks) where ${ad.id} = v.id`);
  }

  /** Whether an ad is live now (from a short cache of live ids). */
  async isLive(id: number): Promise<boolean> {
    if (!this.live || Date.now() - this.live.at > LIVE_TTL_MS) {
      const rows = await this.db.select({ id: ad.id }).from(ad).innerJoin(adSpace, eq(ad.spaceId, adSpace.id)).where(liveAd());
      this.live = { ids: new Set(rows.map((r) => r.id)), at: Date.now() };
    }
    return this.live.ids.has(id);
  }

  forgetLive(): void {
    this.live = undefined;
  }

  /** Stops the timer and writes the rest (server shutdown). */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

const byContext = new WeakMap<AppContext, AdCounters>();

/** The counters of this app (one per process and database). */
export function adCounters(ctx: AppContext): AdCounters {
  let counters = byContext.get(ctx);
  if (!counters) byContext.set(ctx, (counters = new AdCounters(ctx.db)));
  return counters;
}

import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';

export interface Window {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Fixed-window hit counters. `add` counts `n` hits for each key in its current window (a window
 * starts at its first hit and lasts `windowMs`) and answers every key's total in that window.
 */
export interface WindowCounters {
  add(hits: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, Window>>;
}

/** One process: a map, swept once per window. */
export class MemoryCounters implements WindowCounters {
  private windows = new Map<string, Window>();
  private sweepAt = 0;

  async add(hits: ReadonlyMap<string, number>, windowMs: number, now = Date.now()): Promise<Map<string, Window>> {
    if (now >= this.sweepAt) {
      for (const [k, w] of this.windows) if (now >= w.resetAt) this.windows.delete(k);
      this.sweepAt = now + windowMs;
    }
    const out = new Map<string, Window>();
    for (const [key, n] of hits) {
      let w = this.windows.get(key);
      if (!w || now >= w.resetAt) this.windows.set(key, (w = { count: 0, resetAt: now + windowMs }));
      w.count += n;
      out.set(key, { ...w });
    }
    return out;
  }
}

/** The `rate_limit` table: one upsert for a batch of keys; old windows go in the `rate-limit` job. */
export class PostgresCounters implements WindowCounters {
  constructor(private readonly database: Database) {}

  async add(hits: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, Window>> {
    const rows = await this.database.prepared<{ key: string; hits: number; reset_ms: string }>(
      'rate_limit_add',
      `insert into rate_limit as r (key, hits, reset_time)
         select k, n, now() + make_interval(secs => $3::double precision / 1000)
         from unnest($1::text[], $2::int[]) as t(k, n)
       on conflict (key) do update set
         hits = case when r.reset_time <= now() then excluded.hits else r.hits + excluded.hits end,
         reset_time = case when r.reset_time <= now() then excluded.reset_time else r.reset_time end
       returning key, hits, floor(extract(epoch from reset_time) * 1000)::text as reset_ms`,
      [[...hits.keys()], [...hits.values()], windowMs],
    );
    return new Map(rows.map((r) => [r.key, { count: r.hits, resetAt: Number(r.reset_ms) }]));
  }
}

// INCRBY, and the expiry set by the hit that opened the window; answers the count and the ms left.
const ADD_SCRIPT = `
  local c = redis.call('INCRBY', KEYS[1], ARGV[1])
  if c == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
  return {c, ttl}`;

/** Redis keys `rl:<namespace>:<key>` that expire with their window. */
export class RedisCounters implements WindowCounters {
  constructor(private readonly redis: Redis, private readonly namespace: string) {}

  async add(hits: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, Window>> {
    const pipeline = this.redis.pipeline();
    for (const [key, n] of hits) pipeline.eval(ADD_SCRIPT, 1, `rl:${this.namespace}:${key}`, n, windowMs);
    const answers = (await pipeline.exec()) ?? [];
    const now = Date.now();
    const out = new Map<string, Window>();
    [...hits.keys()].forEach((key, i) => {
      const [err, value] = answers[i] ?? [new Error('no answer')];
      if (err) throw err;
      const [count, ttl] = value as [number, number];
      out.set(key, { count, resetAt: now + ttl });
    });
    return out;
  }
}

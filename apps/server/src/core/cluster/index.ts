import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localBus, postgresBus, redisBus, type BusLink, type ChangeBus } from './bus.ts';
import { MemoryCounters, PostgresCounters, RedisCounters, type WindowCounters } from './counters.ts';
import { Jobs } from './jobs.ts';

export type { CacheTopic, ChangeBus } from './bus.ts';
export type { Job } from './jobs.ts';

/**
 * What several instances on one database share beyond the database rows: the change bus that
 * drops caches everywhere, the throttle counters, and the periodic jobs that run once.
 * - PGlite (one process): in-process bus and counters.
 * - PostgreSQL: LISTEN/NOTIFY and the `rate_limit` table.
 * - PostgreSQL with REDIS_URL: Redis pub/sub and Redis counters.
 * Jobs are always claimed in the database (`job_run`).
 */
export interface Cluster {
  bus: ChangeBus;
  counters: WindowCounters;
  jobs: Jobs;
  kind: 'local' | 'postgres' | 'redis';
  close(): Promise<void>;
}

export async function openCluster(database: Database, opts: { databaseUrl?: string; redisUrl?: string }): Promise<Cluster> {
  let link: BusLink;
  let counters: WindowCounters;
  let kind: Cluster['kind'];
  let closeRedis = async () => undefined as unknown;
  if (database.kind === 'pglite' || !opts.databaseUrl) {
    link = localBus();
    counters = new MemoryCounters();
    kind = 'local';
  } else if (opts.redisUrl) {
    const { Redis } = await import('ioredis');
    const redis = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    redis.on('error', (err) => console.error('redis:', err.message));
    await redis.connect();
    // Instances of one database share a namespace; other deployments on the same Redis do not.
    const db = new URL(opts.databaseUrl);
    const namespace = `${db.hostname}:${db.port || 5432}${db.pathname}`;
    link = await redisBus(redis, namespace);
    counters = new RedisCounters(redis, namespace);
    kind = 'redis';
    closeRedis = () => redis.quit();
  } else {
    link = await postgresBus(opts.databaseUrl, (channel, message) => database.rows(sql`select pg_notify(${channel}, ${message})`));
    counters = new PostgresCounters(database);
    kind = 'postgres';
  }
  const jobs = new Jobs(database, link.bus.instance);
  if (kind === 'postgres') {
    jobs.register({ name: 'rate-limit-cleanup', everyMs: 600_000, run: () => database.rows(sql`delete from rate_limit where reset_time < now()`) });
  }
  return {
    bus: link.bus,
    counters,
    jobs,
    kind,
    close: async () => {
      await jobs.stop();
      await link.close();
      await closeRedis();
    },
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { installPipelining } from './pipelined.ts';

/**
 * Either driver's database, and a transaction on it: a transaction is a `Db` (drizzle's
 * transaction extends its database), so code given a `Db` runs inside one unchanged. Made
 * without the schema: drizzle's relational queries (`db.query.<table>`) are not used, and with a
 * schema every transaction and savepoint built one query builder per table (~60) when it opened,
 * in the hot paths of every payment.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Runs raw SQL on a database or inside a transaction and returns its rows (both drivers answer `{ rows }`). */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The SQL text drizzle's query builders write (its PostgreSQL dialect, no casing). */
const dialect = new PgDialect();

/**
 * `rows` as a named prepared statement on the connection `db` runs on (its transaction's, or the
 * pool's): PostgreSQL parses and plans it once per connection, then runs a generic plan. For the
 * hot statements of the order engine, keyed by ids, whose best plan does not depend on the values:
 * planning them cost PostgreSQL more than running them. The name is `name` and a hash of the
 * text, so a text that varies (one `VALUES` row per order line) has a statement for each form.
 * The embedded database ignores the name.
 */
export async function preparedRows<T = Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  return ((await db._.session.prepareQuery(built, undefined, statementName(name, built.sql), false).execute()) as { rows: T[] }).rows;
}

const statementName = (name: string, text: string) => `${name}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/** A statement `hotStatement` built: run it on a database or a transaction with its placeholders' values. */
export type HotStatement<T> = (db: Db, values: Record<string, unknown>) => Promise<T[]>;

/**
 * `preparedRows` of a statement whose SQL text is written ONCE: `build` gives it with a
 * `sql.placeholder` for each value (a list of ids as one array placeholder, so that its text does
 * not vary), and each run only fills them in. Writing a statement's text walked every chunk of it
 * (drizzle's builders, `is` checks, the hash of its name): on the order engine's statements that
 * was 1.5–2 ms of Node CPU an order. `build` is given the first database it runs on (drizzle's
 * builders need one; the text does not depend on it).
 */
export function hotStatement<T = Record<string, unknown>>(name: string, build: (db: Db) => SQL): HotStatement<T> {
  let built: { query: { sql: string; params: unknown[] }; named: string } | undefined;
  return async (db, values) => {
    if (!built) {
      const query = dialect.sqlToQuery(build(db));
      built = { query, named: statementName(name, query.sql) };
    }
    return ((await db._.session.prepareQuery(built.query, undefined, built.named, false).execute(values)) as { rows: T[] }).rows;
  };
}

const preparedOnDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query of drizzle's builders prepared once per database (`prepare(name)` with placeholders) and
 * kept: drizzle writes a prepared query's text when it is prepared, not at each run. For reads on
 * the pool (a transaction's `db` is new each time: it is prepared for that transaction alone).
 */
export function preparedOnce<P>(db: Db, name: string, prepare: (db: Db) => P): P {
  let kept = preparedOnDb.get(db);
  if (!kept) preparedOnDb.set(db, (kept = new Map()));
  let query = kept.get(name) as P | undefined;
  if (query === undefined) kept.set(name, (query = prepare(db)));
  return query;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * A hot query by its SQL text and parameters. On PostgreSQL it runs as a named prepared
   * statement, so it is planned once per connection instead of on every request.
   */
  prepared<T = Record<string, unknown>>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` on one connection of the pool, held until it settles: statements that go together
   * without a transaction (an order's creation: the cart's read, then its one insert) take one
   * turn in the pool's queue instead of one each. The embedded database has one connection.
   */
  withConnection<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** A dedicated connection for session-level work such as advisory locks (postgres only). */
  withSession<T>(fn: (query: (text: string) => Promise<unknown>) => Promise<T>): Promise<T>;
  /** What `/metrics` reports of the database (core/http/metrics-endpoint.ts). */
  stats(): DatabaseStats;
  close(): Promise<void>;
}

export interface DatabaseStats {
  /** Statements sent so far: every query call through the driver, BEGIN, COMMIT and SAVEPOINT included. */
  queries: number;
  /** Round trips to the database so far: a statement each, but a BEGIN or COMMIT sent with a statement (`pipelined.ts`). */
  roundTrips: number;
  /** node-postgres's pool: open connections, idle ones, and callers waiting for one (none on the embedded database: one connection, no pool). */
  pool?: { total: number; idle: number; waiting: number };
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool (default 10; the server passes DATABASE_POOL_MAX, README). */
  poolMax?: number;
  /** Folder of the embedded database; created when missing. */
  dataDir?: string;
  /** Start the embedded database from a dump (tests use a migrated template). */
  loadDataDir?: Blob;
}

/** Shared buffers of the embedded database (bench/run.ts: start-up time and resident memory). */
export const PGLITE_SHARED_BUFFERS = '32MB';

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // The PostgreSQL driver is loaded only when it is used (the embedded database starts faster).
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    // int8 → number: money in cents and counters stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    // An idle connection that breaks (server restart, terminated backend) is already dropped by
    // the pool, which then emits 'error': without a listener that would end the process.
    pool.on('error', () => undefined);
    // Every statement counts: pool.query and drizzle's transactions (BEGIN, SAVEPOINT, COMMIT
    // included) all go through a pooled client's query, which sends a BEGIN with the statement
    // after it, and a COMMIT with the statement before it when asked (pipelined.ts).
    const counter = { queries: 0, roundTrips: 0 };
    pool.on('connect', (client) => installPipelining(client, pg.Query, counter));
    const db = drizzlePg(pool) as unknown as Db;
    // a database on each pooled connection, made once: the pool keeps its connections
    const onConnection = new WeakMap<object, Db>();
    return {
      db,
      kind: 'postgres',
      rows: (q) => rows(db, q),
      prepared: async (name, text, values) => (await pool.query({ name, text, values })).rows,
      withConnection: async (fn) => {
        const client = await pool.connect();
        try {
          let held = onConnection.get(client);
          if (!held) onConnection.set(client, (held = drizzlePg(client) as unknown as Db));
          return await fn(held);
        } finally {
          // a connection that broke meanwhile is not queryable any more, and the pool drops it
          client.release();
        }
      },
      withSession: async (fn) => {
        const client = await pool.connect();
        try {
          return await fn((text) => client.query(text));
        } finally {
          client.release();
        }
      },
      stats: () => ({ ...counter, pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  // Extensions the migrations create must be loaded at every open (migration 0001: pg_trgm).
  const extensions = { pg_trgm };
  // One process, one session: PostgreSQL's default 128 MB of shared buffers is allocated and
  // cleared at every start inside the WebAssembly memory; the files stay in the OS page cache.
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    client = await PGlite.create(path.join(opts.dataDir, 'pgdata'), { loadDataDir: opts.loadDataDir, extensions, startParams });
  } else {
    client = await PGlite.create({ loadDataDir: opts.loadDataDir, extensions, startParams });
  }
  const counter = { queries: 0 };
  countStatements(client, counter);
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    rows: (q) => rows(db, q),
    prepared: async (_name, text, values) => (await client.query(text, values)).rows as never[],
    withConnection: (fn) => fn(db),
    withSession: (fn) => fn((text) => client.query(text)),
    stats: () => ({ queries: counter.queries, roundTrips: counter.queries }),
    close: () => client.close(),
  };
}

type Statements = Pick<Transaction, 'query' | 'exec'>;

/**
 * Counts every statement sent to the embedded database: each call of `query` and `exec`, on the
 * database and on its transactions (whose BEGIN and COMMIT or ROLLBACK PGlite sends itself).
 */
function countStatements(client: PGlite, counter: { queries: number }): void {
  const wrap = (target: Statements) => {
    const { query, exec } = target;
    target.query = ((...args: Parameters<Statements['query']>) => (counter.queries++, query.apply(target, args))) as Statements['query'];
    target.exec = (...args) => (counter.queries++, exec.apply(target, args));
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => transaction((tx) => {
    counter.queries += 2;
    wrap(tx);
    return fn(tx);
  });
}

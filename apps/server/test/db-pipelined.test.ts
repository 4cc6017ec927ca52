import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hotStatement, openDatabase, rows, type Database } from '../src/db/client.ts';
import { commitWith } from '../src/db/pipelined.ts';
import { refusedBy } from '../src/core/crud/db-errors.ts';
import { createScratchDatabase } from './scratch-database.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** A transaction's BEGIN sent with its first statement, its COMMIT with its last (src/db/pipelined.ts), on PostgreSQL's wire. */
describe.skipIf(!onPostgres)('BEGIN and COMMIT in the round trip of a statement', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const counts = () => {
    const { queries, roundTrips } = database.stats();
    return { queries, roundTrips };
  };
  const since = (before: { queries: number; roundTrips: number }) => {
    const now = counts();
    return { statements: now.queries - before.queries, roundTrips: now.roundTrips - before.roundTrips };
  };
  const insert = hotStatement<{ id: number }>('begin_ahead_insert', () => sql`insert into t (id, v) values (${sql.placeholder('id')}::integer, ${sql.placeholder('v')}::integer) returning id`);
  const stored = async () => (await database.rows<{ id: number; v: number }>(sql`select id, v from t order by id`)).map((r) => [r.id, r.v]);

  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    drop = scratch.drop;
    database = await openDatabase({ databaseUrl: scratch.url, poolMax: 2 });
    await database.rows(sql`create table t (id integer primary key, v integer not null check (v >= 0))`);
    // refuse(reason), as the migrations make it
    await database.rows(sql.raw(fs.readFileSync(new URL('../drizzle/0039_refuse_function.sql', import.meta.url), 'utf8')));
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('runs the statement inside the transaction, one round trip for the two, and commits', async () => {
    const before = counts();
    const answer = await database.db.transaction(async (tx) => {
      const [row] = await insert(tx, { id: 1, v: 10 });
      // the same transaction: its own snapshot and the row written above
      const [seen] = await rows<{ n: number; own: boolean }>(tx, sql`select count(*)::integer as n, txid_current_if_assigned() is not null as own from t where id = ${row.id}`);
      return seen;
    });
    expect(answer).toEqual({ n: 1, own: true });
    // BEGIN + insert in one round trip, the select, the COMMIT
    expect(since(before)).toEqual({ statements: 4, roundTrips: 3 });
    expect(await stored()).toEqual([[1, 10]]);
  });

  it('rolls the first statement back with the transaction: it did not run on its own', async () => {
    await expect(database.db.transaction(async (tx) => {
      await insert(tx, { id: 2, v: 20 });
      throw new Error('refused after the first statement');
    })).rejects.toThrow('refused after the first statement');
    expect(await stored()).toEqual([[1, 10]]);
  });

  it('fails a first statement the database refuses, rolls back and leaves the connections usable', async () => {
    for (let i = 0; i < 3; i++) {
      await expect(database.db.transaction((tx) => insert(tx, { id: 3, v: -1 }))).rejects.toMatchObject({ cause: { code: '23514' } });
    }
    await database.db.transaction((tx) => insert(tx, { id: 3, v: 30 }));
    expect(await stored()).toEqual([[1, 10], [3, 30]]);
    const [{ inTransaction }] = await database.rows<{ inTransaction: boolean }>(sql`select now() <> statement_timestamp() as "inTransaction"`);
    expect(inTransaction).toBe(false);
  });

  it('gives a statement that does not parse the same error every time, never "does not exist"', async () => {
    const broken = hotStatement('begin_ahead_broken', () => sql`select no_such_column from t where id = ${sql.placeholder('id')}::integer`);
    for (let i = 0; i < 4; i++) {
      await expect(database.db.transaction((tx) => broken(tx, { id: 1 }))).rejects.toMatchObject({ cause: { code: '42703' } });
    }
  });

  it('sends nothing for a transaction that ran no statement', async () => {
    const before = counts();
    expect(await database.db.transaction(async () => 'nothing')).toBe('nothing');
    await expect(database.db.transaction(async () => {
      throw new Error('before any statement');
    })).rejects.toThrow('before any statement');
    expect(since(before)).toEqual({ statements: 0, roundTrips: 0 });
  });

  it('sends the BEGIN first when the next statement is plain text (a savepoint)', async () => {
    const before = counts();
    await database.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await insert(inner, { id: 4, v: 40 });
      });
      await expect(tx.transaction(async (inner) => {
        await insert(inner, { id: 5, v: 50 });
        throw new Error('inner refused');
      })).rejects.toThrow('inner refused');
    });
    // BEGIN, SAVEPOINT, insert, RELEASE, SAVEPOINT, insert, ROLLBACK TO, COMMIT: one round trip each
    expect(since(before)).toEqual({ statements: 8, roundTrips: 8 });
    expect(await stored()).toEqual([[1, 10], [3, 30], [4, 40]]);
  });

  const guarded = hotStatement<{ v: number }>('begin_ahead_guarded', () => sql`
    with changed as (update t set v = v - ${sql.placeholder('take')}::integer where id = ${sql.placeholder('id')}::integer and v >= ${sql.placeholder('take')}::integer returning v)
    select case when exists (select 1 from changed) then (select v from changed) else refuse('too little') end as v`);

  it('sends a COMMIT with the last statement when asked: one round trip for a whole transaction, or two', async () => {
    let before = counts();
    const [one] = await database.db.transaction((tx) => commitWith(tx, () => guarded(tx, { id: 1, take: 1 })));
    expect(one.v).toBe(9);
    // BEGIN, the statement and COMMIT in one round trip (drizzle's COMMIT after it is answered at once)
    expect(since(before)).toEqual({ statements: 3, roundTrips: 1 });
    before = counts();
    await database.db.transaction(async (tx) => {
      await insert(tx, { id: 6, v: 60 });
      await commitWith(tx, () => guarded(tx, { id: 6, take: 10 }));
    });
    expect(since(before)).toEqual({ statements: 4, roundTrips: 2 });
    expect(await stored()).toEqual([[1, 9], [3, 30], [4, 40], [6, 50]]);
  });

  it('skips the COMMIT when the last statement refuses, and rolls back all the transaction wrote', async () => {
    const failed = await database.db.transaction(async (tx) => {
      await insert(tx, { id: 7, v: 70 });
      await commitWith(tx, () => guarded(tx, { id: 1, take: 100 }));
    }).catch((e: unknown) => e);
    expect(refusedBy(failed, 'too little')).toBe(true);
    expect(refusedBy(failed, 'another reason')).toBe(false);
    expect(await stored()).toEqual([[1, 9], [3, 30], [4, 40], [6, 50]]);
    // the connections are out of any transaction and take the next one
    await database.db.transaction((tx) => commitWith(tx, () => guarded(tx, { id: 1, take: 1 })));
    expect((await stored())[0]).toEqual([1, 8]);
  });

  it('refuses a statement sent after the COMMIT went, and leaves what committed', async () => {
    await expect(database.db.transaction(async (tx) => {
      await commitWith(tx, () => guarded(tx, { id: 3, take: 1 }));
      await insert(tx, { id: 8, v: 80 });
    })).rejects.toMatchObject({ cause: { message: expect.stringContaining('A statement after its transaction committed') } });
    expect(await stored()).toEqual([[1, 8], [3, 29], [4, 40], [6, 50]]);
    await database.db.transaction((tx) => insert(tx, { id: 8, v: 80 }));
    expect((await stored()).at(-1)).toEqual([8, 80]);
  });

  it("sends the BEGIN first to node-postgres's callback queries: they run inside the transaction", async () => {
    type Callback = (text: string, values: unknown[], cb: (e: Error | null) => void) => void;
    await expect(database.db.transaction(async (tx) => {
      const client = (tx as unknown as { _: { session: { client: { query: Callback } } } })._.session.client;
      await new Promise<void>((resolve, reject) => client.query('insert into t (id, v) values ($1, 90)', [9], (e) => (e ? reject(e) : resolve())));
      throw new Error('refused after the callback query');
    })).rejects.toThrow('refused after the callback query');
    expect((await stored()).map(([id]) => id)).not.toContain(9);
  });

  it('holds what the first statement locks until the commit', async () => {
    const lock = hotStatement('begin_ahead_lock', () => sql`select id from t where id = ${sql.placeholder('id')}::integer for update`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = database.db.transaction(async (tx) => {
      await lock(tx, { id: 1 });
      locked();
      await held;
    });
    await isLocked;
    // another connection cannot take the row while the transaction is open
    await expect(database.db.transaction(async (tx) => {
      await rows(tx, sql`set local lock_timeout = '200ms'`);
      await rows(tx, sql`update t set v = v + 1 where id = ${1}`);
    })).rejects.toMatchObject({ cause: { code: '55P03' } });
    release();
    await first;
    await rows(database.db, sql`update t set v = v + 1 where id = ${1}`);
    expect((await stored())[0]).toEqual([1, 9]);
  });
});

import type { Db } from '../../db/client.ts';
import { Authority } from './authority.ts';
import { fromDbError } from './db-errors.ts';

/** Anything whose queries go through `db`: the app context, an action context. */
export interface DbContext {
  db: Db;
}

/**
 * Runs `fn` in one transaction with a copy of the context whose `db` is the transaction (a
 * transaction is a `Db`), so hooks and helpers given that copy join it; PGlite has one
 * connection, so a query through the outer `db` meanwhile would wait forever. The caller's
 * context is left as it was. Constraint violations come back as envelope errors.
 */
export async function withTransaction<C extends DbContext, T>(c: C, fn: (tc: C) => Promise<T>): Promise<T> {
  try {
    return await c.db.transaction((tx) => fn(withDb(c, tx)));
  } catch (e) {
    throw fromDbError(e);
  }
}

/** The context with another `db`; an action context's authority helpers follow it. */
function withDb<C extends DbContext>(c: C, db: Db): C {
  const tc: C & { authority?: unknown } = { ...c, db };
  if (tc.authority instanceof Authority) tc.authority = tc.authority.through(db);
  return tc;
}

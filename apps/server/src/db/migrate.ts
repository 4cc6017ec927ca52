import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

/** drizzle's migrations and their journal (`meta/_journal.json`): the migrator's, and readiness's check. */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');
// Any fixed number: several instances starting at once take turns migrating.
const MIGRATION_LOCK = 72_091_533;

/** Applies pending forward-only migrations, then runs `after` (the seeds) under the same lock. */
export async function migrate(database: Database, after?: () => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    await after?.();
    return;
  }
  await database.withSession(async (query) => {
    await query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(database.db as never, { migrationsFolder });
      await after?.();
    } finally {
      await query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}

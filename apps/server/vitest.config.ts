import { defineConfig } from 'vitest/config';

const UNITS = ['src/**/*.test.ts', '../../packages/contract/src/**/*.test.ts'];
const API = 'test/**/*.test.ts';

/** Suites that always run the embedded database, whatever the project: the start-up and migration tests. */
const EMBEDDED_ONLY = ['test/first-start.test.ts', 'test/compiled-start.test.ts', 'test/start-refusal.test.ts', 'test/migration-*.test.ts'];

/**
 * With PostgreSQL (TEST_DATABASE_URL) every API suite runs there, and on the embedded database
 * only the suites that cover what differs on it: its driver and one connection (a query outside a
 * transaction would wait forever) on every money path, the migrator and seeds, the in-process
 * cluster (bus, counters, throttles, batched clicks), estimated list totals, export streaming,
 * DDL of the CRUD generator, recycle restores, recursive relation queries, the readiness
 * probe on a closed embedded database and the statement count of `/metrics`. Without
 * PostgreSQL, the embedded database runs them all.
 */
const EMBEDDED_DIFFERS = [
  'protocol', 'seed', 'area',
  'user-ledger', 'commerce-orders', 'commerce-refund', 'commerce-after-sale', 'commerce-gateway-refunds-admin', 'commission', 'withdraw', 'withdraw-payout',
  'admin-auth', 'member-auth', 'login-lockout', 'account-security',
  'cluster', 'ads', 'list-totals', 'crud-actions', 'crud-export', 'crud-generator', 'security-recycle',
  'dashboard', 'distribution-relations', 'upload', 'routine-config', 'health', 'metrics', 'backup',
].map((name) => `test/${name}.test.ts`);

/**
 * The CRUD generator's suite writes migrations into apps/server/drizzle for a while (and puts the
 * journal back after): a test server started meanwhile would migrate its database with them. It
 * runs after every other suite, once per database, one at a time.
 */
const GENERATOR = 'test/crud-generator.test.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are large; two files at a time suit the 2-core machine.
    maxWorkers: 2,
    // A worker keeps its modules from one file to the next (the app's import took 4 s of CPU per
    // file, a third of the suite's): test files keep no state in modules, only per test server.
    isolate: false,
    projects: [
      // the shared contract's unit tests run here too (the package has no runner of its own)
      { extends: true, test: { name: 'pglite', include: [...UNITS, ...(onPostgres ? [...EMBEDDED_ONLY, ...EMBEDDED_DIFFERS] : [API])], exclude: [GENERATOR], env: { TEST_DB_KIND: 'pglite' }, sequence: { groupOrder: 0 } } },
      ...(onPostgres ? [{ extends: true as const, test: { name: 'postgres', include: [API], exclude: [...EMBEDDED_ONLY, GENERATOR], env: { TEST_DB_KIND: 'postgres' }, sequence: { groupOrder: 0 } } }] : []),
      { extends: true, test: { name: 'pglite-generator', include: [GENERATOR], env: { TEST_DB_KIND: 'pglite' }, sequence: { groupOrder: 1 } } },
      ...(onPostgres ? [{ extends: true as const, test: { name: 'postgres-generator', include: [GENERATOR], env: { TEST_DB_KIND: 'postgres' }, sequence: { groupOrder: 2 } } }] : []),
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Every suite runs on the embedded database; the API suites run once more on PostgreSQL
// when TEST_DATABASE_URL is set (each test server gets a database of its own there).
const onPostgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', include: ['test/**/*.test.ts'], env: { TEST_DB_KIND: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are large; two files at a time suit the 2-core machine.
    maxWorkers: 2,
    projects: [
      // the shared contract's unit tests run here too (the package has no runner of its own)
      { extends: true, test: { name: 'pglite', include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../packages/contract/src/**/*.test.ts'], env: { TEST_DB_KIND: 'pglite' } } },
      ...onPostgres,
    ],
  },
});

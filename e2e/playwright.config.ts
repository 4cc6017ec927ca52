import { defineConfig } from '@playwright/test';
import { E2E } from './support/env.ts';

/**
 * Specs that change what every other test sees run alone, after the rest: the CRUD generator and
 * the module store rebuild the web app and restart the server; the cloud-upload specs switch the
 * site's upload mode; the config and layout specs change site settings; the admin-log export
 * compares a count that other specs' admin additions move.
 */
const ALONE = ['admin-crud', 'admin-module-store', 'admin-cloud-upload', 'admin-cos-upload', 'admin-config', 'admin-layouts', 'admin-tables'].map(
  (name) => `**/${name}.spec.ts`,
);

export default defineConfig({
  testDir: './tests',
  // The rest run two files at a time: a test mostly waits (for the browser, the server, animations), under half a core each.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shared', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, dependencies: ['shared'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E.baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // One folder per server port: runs on other ports (side by side) keep their own traces.
  outputDir: `../test-results/port-${E2E.port}`,
  webServer: {
    command: 'node --import tsx support/server.ts',
    cwd: import.meta.dirname,
    url: `${E2E.baseURL}/docs/json`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});

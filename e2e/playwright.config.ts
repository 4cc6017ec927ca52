import { defineConfig } from '@playwright/test';
import { E2E } from './support/env.ts';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E.baseURL,
    locale: 'zh-CN',
    // antd's dialogs, drawers and menus open and close without animation (the app honours it): 12% off the suite's time
    reducedMotion: 'reduce',
    // A trace records snapshots and a screencast all along: 40% of a passing test's time on this
    // 2-core machine (3 specs: 65 s with it, 41 s without). CI records it for the retry of a
    // failed test; a run here keeps it for any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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

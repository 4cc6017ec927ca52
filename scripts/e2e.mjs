// End-to-end suite: Debian's Chromium (installed when missing), a current web build, then Playwright.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildWebIfNeeded } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync('/usr/bin/chromium')) {
  console.log("Installing Debian's Chromium (never a downloaded browser)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
buildWebIfNeeded();
const r = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(r.status ?? 1);

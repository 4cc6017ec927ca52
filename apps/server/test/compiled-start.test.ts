import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { buildServerIfNeeded } from '../../../scripts/server-build.mjs';

/**
 * `npm start` runs the compiled server (scripts/server-build.mjs), not the sources: this starts it
 * the same way on a new data folder and checks that it comes up with its areas (found as
 * `module.js`) and the contract (the `compiled` export condition) loaded.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the compiled server (npm start)', () => {
  it('starts from apps/server/dist and serves the core and the areas', async () => {
    await buildServerIfNeeded();
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=compiled', 'apps/server/dist/main.js'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: os.tmpdir(), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'compiled-test-1', ADMIN_LOGIN_CAPTCHA: 'false' },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('Listening on') && resolve());
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
      });
      const call = async (url: string, init: RequestInit = {}) =>
        (await fetch(`http://127.0.0.1:${port}${url}`, { ...init, headers: { server: '1', 'content-type': 'application/json', ...init.headers } })).json() as Promise<{ code: number; data: Record<string, any> }>;
      const login = await call('/admin/Index/login', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'compiled-test-1' }) });
      expect(login.code).toBe(1);
      // an area's list (modules/shop), through the kit and the contract
      const shops = await call('/admin/shop.Shop/index', { headers: { batoken: login.data.userInfo.token } });
      expect(shops).toMatchObject({ code: 1, data: { list: [], total: 0 } });
    } finally {
      // the data folder is removed after the test: the process must be gone first
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      if (child.exitCode === null && child.signalCode === null) await exited;
    }
    // a fresh embedded database migrated and seeded from nothing: slow on a busy two-core machine
  }, 120_000);
});

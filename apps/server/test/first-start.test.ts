import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

/**
 * The first `npm start` (scripts/start.mjs) on a new data folder: the builds it runs stay quiet, so
 * the one-time password of the new super administrator is among the last five lines printed before
 * the server listens, and the whole start prints a few lines, not hundreds of lines of build output. Whatever is already built
 * is reused (a stale build is redone, quietly, as on a real first start).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the first start (npm start)', () => {
  it('prints the one-time admin password within its last five lines before it listens', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--conditions=compiled', '--enable-source-maps', 'scripts/start.mjs'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          stdout += d.toString();
          if (stdout.includes('Listening on')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
      });
      const lines = stdout.slice(0, stdout.indexOf('Listening on')).replace(/\n+$/, '').split('\n');
      // quiet: a few lines in all, where Vite alone printed some 400 of its files
      expect(lines.length, stdout).toBeLessThanOrEqual(15);
      const last = lines.slice(-5);
      expect(last.some((l) => /Super administrator created: username "admin", password "[^"]+"/.test(l)), stdout).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
  }, 600_000);
});

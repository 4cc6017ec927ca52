/**
 * Upload figures (part of `npm run bench`), on PGlite and PostgreSQL, over HTTP against a started server:
 * - throughput: 200 distinct random 1 MB files (zip archives) by 4 concurrent clients, files per second
 * - deduplication: the same 1 MB file uploaded again 50 times, one at a time, p50 and p99 in ms
 * Results are printed and written to bench/results/upload.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zip } from '../apps/server/test/upload-fixtures.ts';
import { adminToken, freshPgDatabase, percentile, round as round2, size, startApp, writeResults } from './support.ts';

const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? size(200, 8));
const CLIENTS = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 4);
const REPEATS = Number(process.env.BENCH_UPLOAD_REPEATS ?? size(50, 5));
const MB = 1024 * 1024;
let nextPort = 18_360; // its own: bench/all.mjs runs two smoke scripts at once

/** A distinct 1 MB archive: random bytes stored in a zip, so the server's content check passes. */
const oneMbFile = () => zip('data.bin', crypto.randomBytes(MB - 200));

async function upload(base: string, token: string, data: Buffer, name: string): Promise<{ id: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/zip' }), name);
  const res = await fetch(`${base}/admin/ajax/upload`, { method: 'POST', headers: { server: '1', batoken: token }, body: form });
  const body = (await res.json()) as { code: number; msg: string; data: { file: { id: number } } };
  if (body.code !== 1) throw new Error(`upload failed: ${body.msg}`);
  return body.data.file;
}

const round = (n: number) => round2(n, 1);

async function bench(label: string, env: Record<string, string>) {
  const app = await startApp(nextPort++, env);
  try {
    const token = await adminToken(app.base);
    const files = Array.from({ length: FILES }, oneMbFile);
    await upload(app.base, token, oneMbFile(), 'warm-up.zip');

    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < files.length) {
          const i = next++;
          await upload(app.base, token, files[i], `file-${i}.zip`);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;

    const same = files[0];
    const times: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const s = performance.now();
      await upload(app.base, token, same, 'again.zip');
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const result = {
      files: FILES,
      clients: CLIENTS,
      filesPerSecond: round(FILES / seconds),
      mbPerSecond: round(files.reduce((n, f) => n + f.length, 0) / MB / seconds),
      dedupRepeats: REPEATS,
      dedupP50Ms: round(percentile(times, 50)),
      dedupP99Ms: round(percentile(times, 99)),
    };
    console.log(`${label}: ${result.filesPerSecond} files/s of 1 MB (${CLIENTS} clients), repeated upload deduplicated in p50 ${result.dedupP50Ms} ms (p99 ${result.dedupP99Ms} ms)`);
    return result;
  } finally {
    await app.stop();
  }
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-pglite-'));
const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-pg-'));
const pgDb = await freshPgDatabase('upload');
try {
  const results = {
    machine: { cpus: os.cpus().length, node: process.version },
    pglite: await bench('PGlite', { DATA_DIR: pgliteDir }),
    postgres: await bench('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: pgDb.url }),
  };
  writeResults('upload', results);
} finally {
  await pgDb.drop();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
  fs.rmSync(pgDataDir, { recursive: true, force: true });
}

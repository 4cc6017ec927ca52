import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { readManifest } from '../src/core/backup/archive.ts';
import { localBackupKey } from '../src/core/backup/local-endpoint.ts';
import { BACKUP_FORMAT, MANIFEST_NAME, journalEntries, schemaAt } from '../src/core/backup/manifest.ts';
import { restoreBackup } from '../src/core/backup/restore.ts';
import { tarStream } from '../src/core/backup/tar.ts';
import { backupsOf } from '../src/modules/backup/backups.ts';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** Backups over HTTP and the CLI, on the database of the project (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!process.env.TEST_DATABASE_URL;
const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const B = '/admin/routine.Backup';

let s: TestServer;
let superH: Record<string, string>;
const scratch: string[] = [];
const drops: (() => Promise<void>)[] = [];

const tmpDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `backup-${label}-`));
  scratch.push(dir);
  return dir;
};

/** A restore target as `npm start` would read it: a fresh data folder, and on PostgreSQL a fresh database. */
async function freshTarget(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = tmpDir('target');
  if (!onPostgres) return { dataDir };
  const db = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  drops.push(db.drop);
  return { dataDir, databaseUrl: db.url };
}

const openTarget = (t: { dataDir: string; databaseUrl?: string }) => openDatabase({ databaseUrl: t.databaseUrl, dataDir: t.databaseUrl ? undefined : t.dataDir, poolMax: 2 });

async function download(name: string): Promise<string> {
  const res = await fetch(`${s.url}${B}/download`, { method: 'POST', headers: { server: 'true', 'content-type': 'application/json', ...superH }, body: JSON.stringify({ name }) });
  expect(res.headers.get('content-type')).toBe('application/gzip');
  const file = path.join(tmpDir('download'), name);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

/** Runs one of the CLIs as `npm run backup|restore` would; resolves to its exit code and output. */
function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  s = await startTestServer();
  superH = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(async () => {
  await s?.close();
  for (const drop of drops) await drop();
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The schema the test server's database is at: its newest applied migration. Not the journal's last
 * entry: the CRUD generator's suite, run beside this one, appends its own migrations to the journal for a while.
 */
async function appliedSchema() {
  const [row] = await s.ctx.database.rows<{ last: string | number }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  return schemaAt(Number(row.last));
}
const list = async () => (await s.call('GET', `${B}/index`, { headers: superH })).body.data.list as { name: string; size: number; create_time: number; database: string; schema: string }[];

describe('the Backups page', () => {
  it('is for super administrators alone, whatever nodes a group holds', async () => {
    const nodes = await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name like 'routine/backup%'`);
    expect(nodes.length).toBe(6);
    const group = await makeGroup(s.call, superH.batoken, 'Backup keepers', nodes.map((n) => n.id));
    const keeper = { batoken: (await makeAdmin(s.call, superH.batoken, 'keeper', [group])).token, 'think-lang': 'en' };
    const created = (await s.call('POST', `${B}/create`, { headers: superH })).body.data.backup.name as string;
    const refused = { code: 401, msg: 'Only a super administrator can do this' };
    expect((await s.call('GET', `${B}/index`, { headers: keeper })).body).toMatchObject(refused);
    expect((await s.call('POST', `${B}/create`, { headers: keeper })).body).toMatchObject(refused);
    expect((await s.call('POST', `${B}/download`, { headers: keeper, body: { name: created } })).body).toMatchObject(refused);
    expect((await s.call('POST', `${B}/del`, { headers: keeper, body: { name: created } })).body).toMatchObject(refused);
    expect((await s.call('POST', `${B}/settings`, { headers: keeper, body: { schedule: 'daily', time: '01:00', retention: 1 } })).body).toMatchObject(refused);
    expect((await list()).map((b) => b.name)).toEqual([created]);
    expect((await backupsOf(s.ctx).settings()).schedule).toBe('off');
    // the local endpoint wants the data folder's key, from this machine
    expect((await s.call('POST', '/local/backup', { headers: { 'x-backup-key': 'guess' } })).body.code).toBe(401);
    expect((await s.call('POST', `${B}/del`, { headers: superH, body: { name: created } })).body.code).toBe(1);
  });

  it('creates, lists, downloads and deletes a backup file', async () => {
    const res = await s.call('POST', `${B}/create`, { headers: superH });
    expect(res.body).toMatchObject({ code: 1, msg: 'Backup created' });
    const made = res.body.data.backup;
    const last = await appliedSchema();
    expect(made).toMatchObject({ database: onPostgres ? 'postgres' : 'pglite', schema: last.tag });
    expect(Math.abs(made.create_time - Date.now() / 1000)).toBeLessThan(60);
    expect(await list()).toEqual([made]);
    // 0600: the file holds the keys
    expect(fs.statSync(path.join(s.ctx.config.backupDir, made.name)).mode & 0o777).toBe(0o600);

    const file = await download(made.name);
    expect(fs.statSync(file).size).toBe(made.size);
    expect(await readManifest(file)).toMatchObject({ format: BACKUP_FORMAT, database: made.database, schema: { tag: last.tag } });

    expect((await s.call('POST', `${B}/del`, { headers: superH, body: { name: made.name } })).body.code).toBe(1);
    expect(await list()).toEqual([]);
    expect((await s.call('POST', `${B}/del`, { headers: superH, body: { name: made.name } })).body).toMatchObject({ code: 0, msg: 'Backup not found' });
    // a name that is not a backup's (a path) is refused by the schema, nothing read
    expect((await s.call('POST', `${B}/download`, { headers: superH, body: { name: '../secret.key' } })).body.code).toBe(0);
  });

  it('keeps the retention count, newest first', async () => {
    const saved = await s.call('POST', `${B}/settings`, { headers: superH, body: { schedule: 'off', time: '03:00', retention: 2 } });
    expect(saved.body.data).toEqual({ settings: { schedule: 'off', time: '03:00', retention: 2 }, next_run_time: null });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await s.call('POST', `${B}/create`, { headers: superH })).body.data.backup.name);
    expect((await list()).map((b) => b.name).sort()).toEqual(made.slice(1).sort());
    // bad settings change nothing
    expect((await s.call('POST', `${B}/settings`, { headers: superH, body: { schedule: 'weekly', time: '25:00', retention: -1 } })).body.code).toBe(0);
    expect((await backupsOf(s.ctx).settings()).retention).toBe(2);
    for (const b of await list()) await s.call('POST', `${B}/del`, { headers: superH, body: { name: b.name } });
  });

  it('makes a scheduled backup once, whichever instances look', async () => {
    // on PostgreSQL a second instance joins the database; the embedded one has one process
    const other = onPostgres ? await startTestServer({ DATABASE_URL: s.databaseUrl!, DATA_DIR: s.ctx.config.dataDir }) : s;
    try {
      const saved = await s.call('POST', `${B}/settings`, { headers: superH, body: { schedule: 'daily', time: '04:30', retention: 5 } });
      const next = saved.body.data.next_run_time as number;
      expect(next * 1000).toBeGreaterThan(Date.now());
      expect(next * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
      // 04:30 in the site's zone (Asia/Shanghai, UTC+8) is 20:30 UTC
      expect(new Date(next * 1000).toISOString().slice(11, 16)).toBe('20:30');
      expect(await Promise.all([backupsOf(s.ctx).runIfDue(), backupsOf(other.ctx).runIfDue()])).toEqual([null, null]);

      await s.change(sql`update job_run set next_run_time = now() - interval '1 second' where name = 'backup'`);
      const runs = await Promise.all([backupsOf(s.ctx).runIfDue(), backupsOf(other.ctx).runIfDue(), backupsOf(other.ctx).runIfDue()]);
      expect(runs.filter((r) => r !== null)).toHaveLength(1);
      expect(await list()).toHaveLength(1);
      const [row] = await s.ctx.database.rows<{ next: Date | string }>(sql`select next_run_time as next from job_run where name = 'backup'`);
      expect(Math.floor(new Date(row.next).getTime() / 1000)).toBe(next);
      expect((await s.call('GET', `${B}/index`, { headers: superH })).body.data.next_run_time).toBe(next);
    } finally {
      if (other !== s) await other.close();
      await s.call('POST', `${B}/settings`, { headers: superH, body: { schedule: 'off', time: '03:00', retention: 7 } });
      for (const b of await list()) await s.call('POST', `${B}/del`, { headers: superH, body: { name: b.name } });
    }
  });
});

describe('a backup taken while 50 clients write', () => {
  interface Write {
    kind: 'money' | 'order';
    key: string;
    sent: number;
    acked: number;
  }

  it('restores every write acknowledged before it started and none acknowledged after it ended, the ledger exact, the uploads there', async () => {
    const shop = await makeShop(s);
    const product = await makeShopProduct(s, shop.id, { price: 100, stock: 1_000_000 });
    const members: TestMember[] = [];
    for (let i = 0; i < 5; i++) members.push(await memberWithBalance(s, 0));
    const form = new FormData();
    form.append('file', new Blob([await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).png().toBuffer()]), 'proof.png');
    const uploaded = (await (await fetch(`${s.url}/admin/ajax/upload`, { method: 'POST', headers: { server: 'true', ...superH }, body: form })).json()) as { code: number; data: { file: { url: string } } };
    expect(uploaded.code).toBe(1);
    const uploadUrl = uploaded.data.file.url as string;

    const writes: Write[] = [];
    let stop = false;
    const client = async (c: number) => {
      const m = members[c % members.length];
      for (let n = 0; !stop; n++) {
        const sent = performance.now();
        if (c % 2 === 0) {
          const key = `w${c}-${n}`;
          const res = await s.call('POST', '/admin/user.MoneyLog/add', { headers: superH, body: { user_id: m.id, money: n % 3 === 0 ? '-0.01' : '0.05', memo: key } });
          if (res.body.code === 1) writes.push({ kind: 'money', key, sent, acked: performance.now() });
        } else {
          const res = await s.call('POST', '/api/order/create', { headers: { 'ba-user-token': m.token, 'think-lang': 'en' }, body: { shop_id: shop.id, products: [{ product_id: product.product.id, quantity: 1 }] } });
          if (res.body.code === 1) writes.push({ kind: 'order', key: String(res.body.data.row.id), sent, acked: performance.now() });
        }
      }
    };
    const clients = Array.from({ length: 50 }, (_, c) => client(c));
    // writes of both kinds acknowledged before the backup starts, and after it ends
    const until = async (enough: (w: Write[]) => boolean) => {
      while (!enough(writes)) await new Promise((r) => setTimeout(r, 50));
    };
    const both = (from: number) => (ws: Write[]) => ['money', 'order'].every((k) => ws.filter((w) => w.kind === k && w.acked > from).length >= 10);
    await until(both(0));
    const started = performance.now();
    const created = await s.call('POST', `${B}/create`, { headers: superH });
    const ended = performance.now();
    expect(created.body.code).toBe(1);
    await until(both(ended));
    stop = true;
    await Promise.all(clients);

    const before = writes.filter((w) => w.acked < started);
    const after = writes.filter((w) => w.acked > ended);
    expect(before.filter((w) => w.kind === 'money').length).toBeGreaterThanOrEqual(10);
    expect(before.filter((w) => w.kind === 'order').length).toBeGreaterThanOrEqual(10);
    expect(after.filter((w) => w.kind === 'money').length).toBeGreaterThan(0);
    expect(after.filter((w) => w.kind === 'order').length).toBeGreaterThan(0);

    const target = await freshTarget();
    await restoreBackup(path.join(s.ctx.config.backupDir, created.body.data.backup.name), target);
    const restored: Database = await openTarget(target);
    try {
      const memos = new Set((await restored.rows<{ memo: string }>(sql`select memo from user_money_log`)).map((r) => r.memo));
      const orders = new Set((await restored.rows<{ id: number }>(sql`select id from "order"`)).map((r) => String(r.id)));
      const has = (w: Write) => (w.kind === 'money' ? memos.has(w.key) : orders.has(w.key));
      expect(before.filter((w) => !has(w))).toEqual([]);
      expect(after.filter(has)).toEqual([]);
      // every balance is the sum of its ledger, to the cent
      const off = await restored.rows(sql`
        select u.id, u.money, coalesce(sum(l.money), 0) as logged from "user" u left join user_money_log l on l.user_id = u.id
        group by u.id having u.money <> coalesce(sum(l.money), 0)`);
      expect(off).toEqual([]);
    } finally {
      await restored.close();
    }
    const storedFile = path.join(target.dataDir, uploadUrl.replace(/^\//, ''));
    expect(fs.readFileSync(storedFile)).toEqual(fs.readFileSync(path.join(s.ctx.config.dataDir, uploadUrl.replace(/^\//, ''))));
    expect(fs.readFileSync(path.join(target.dataDir, 'secret.key'), 'utf8')).toBe(fs.readFileSync(path.join(s.ctx.config.dataDir, 'secret.key'), 'utf8'));
  }, 120_000);
});

describe('npm run backup / restore', () => {
  const envOf = (t: { dataDir: string; databaseUrl?: string }, extra: Record<string, string> = {}) => ({ DATA_DIR: t.dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}), ...extra });
  const written = (out: string) => /Backup written: (\S+)/.exec(out)?.[1];

  it('backs up the served data (asking a running embedded instance) and restores it, refusing a target with data without --force', async () => {
    const source = { dataDir: s.ctx.config.dataDir, databaseUrl: s.databaseUrl };
    const outDir = tmpDir('out');
    // PORT: the running instance's (the embedded database is dumped by it)
    const made = await cli('backup', ['--out', outDir], envOf(source, { PORT: new URL(s.url).port }));
    expect(made.code, made.out).toBe(0);
    const file = written(made.out)!;
    expect(path.dirname(file)).toBe(outDir);
    expect((await readManifest(file)).database).toBe(onPostgres ? 'postgres' : 'pglite');

    const target = await freshTarget();
    const restored = await cli('restore', [file], envOf(target));
    expect(restored.code, restored.out).toBe(0);
    const again = await cli('restore', [file], envOf(target));
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/the target holds data .*give --force/);
    const forced = await cli('restore', [file, '--force'], envOf(target));
    expect(forced.code, forced.out).toBe(0);

    const db = await openTarget(target);
    const [admins] = await db.rows<{ n: number }>(sql`select count(*)::int as n from admin where username = 'admin'`);
    await db.close();
    expect(admins.n).toBe(1);

    if (onPostgres) return;
    // a stopped data folder (the embedded database) is dumped by the CLI itself
    const second = await cli('backup', ['--out', outDir], envOf(target, { PORT: '1' }));
    expect(second.code, second.out).toBe(0);
    expect(fs.readdirSync(outDir).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(2);
  }, 240_000);

  it('refuses a file of a newer schema, and a file that is not a backup, changing nothing', async () => {
    const last = journalEntries().at(-1)!;
    const manifest = Buffer.from(JSON.stringify({ format: BACKUP_FORMAT, schema: { tag: '9999_future', when: last.when + 1 }, database: onPostgres ? 'postgres' : 'pglite', created: new Date().toISOString() }));
    const file = path.join(tmpDir('newer'), 'newer.tar.gz');
    await pipeline(tarStream([{ name: MANIFEST_NAME, size: manifest.length, body: () => [manifest] }]), createGzip(), fs.createWriteStream(file));
    const target = await freshTarget();
    const res = await cli('restore', [file], envOf(target));
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/newer than this build knows/);
    expect(fs.readdirSync(target.dataDir)).toEqual([]);

    const junk = path.join(tmpDir('junk'), 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a backup');
    const bad = await cli('restore', [junk], envOf(target));
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/not a backup file/);
  }, 90_000);

  it('the local endpoint streams a backup to the key of the data folder', async () => {
    const key = localBackupKey(fs.readFileSync(path.join(s.ctx.config.dataDir, 'secret.key'), 'utf8').trim());
    const res = await fetch(`${s.url}/local/backup`, { method: 'POST', headers: { 'x-backup-key': key } });
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const file = path.join(tmpDir('local'), 'local.tar.gz');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    expect((await readManifest(file)).schema.tag).toBe((await appliedSchema()).tag);
  });
});

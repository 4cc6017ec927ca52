/**
 * Backups on PostgreSQL: the time and size of a backup (`npm run backup`'s archive: pg_dump's
 * custom format, the keys, the uploads) of a database holding 1,000,000 orders (`BENCH_BACKUP_ORDERS`;
 * seeded with generate_series, one order line each), and the time to restore it into a fresh
 * database (`npm run restore`), whose order count and ledger must equal the source's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, freshPgDatabase, machine, round, size, withClient, writeResults } from './support.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { createBackupStream } from '../apps/server/src/core/backup/archive.ts';
import { restoreBackup } from '../apps/server/src/core/backup/restore.ts';

const ORDERS = Number(process.env.BENCH_BACKUP_ORDERS ?? size(1_000_000, 2_000));
const MEMBERS = size(10_000, 100);
/** Uploads in DATA_DIR/storage: 20 files of 256 KB (random bytes: they do not compress). */
const UPLOADS = size(20, 2);

async function seedOrders(url: string): Promise<void> {
  await withClient(url, async (c) => {
    await c.query(`insert into shop (name, code, status) values ('Backup shop', 'BACKUP', 'open')`);
    await c.query(`insert into product (name, price, market_price, stock, unit, status) values ('Backup product', 1200, 2400, 0, 'pc', 'on')`);
    await c.query(`insert into shop_product (shop_id, product_id, stock, status) select s.id, p.id, 1000000, 'on' from shop s, product p where s.code = 'BACKUP' and p.name = 'Backup product'`);
    await c.query(`insert into "user" (group_id, username, nickname, password, money, join_time)
      select 1, 'backupm' || g, 'Member ' || g, '', 0, now() from generate_series(1, ${MEMBERS}) g`);
    await c.query(`insert into "order" (order_no, user_id, shop_id, status, goods_amount, discount_amount, pay_amount, pay_type, paid_time, delivery_type, create_time, update_time)
      select to_char(now() at time zone 'UTC', 'YYYYMMDDHH24MISS') || lpad(g::text, 7, '0'), u.id, s.id, 'paid', 1200 * (1 + g % 3), 0, 1200 * (1 + g % 3), 'balance',
        now() - make_interval(secs => g), 'pickup', now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(1, ${ORDERS}) g
      join (select id, (row_number() over (order by id) - 1)::int as k from "user" where username like 'backupm%') u on u.k = g % ${MEMBERS}
      cross join (select id from shop where code = 'BACKUP') s`);
    await c.query(`insert into order_product (order_id, product_id, shop_product_id, name, price, quantity, amount, discount_amount, commission_base, refunded_quantity, refunded_amount, create_time)
      select o.id, sp.product_id, sp.id, 'Backup product', 1200, 1 + o.id % 3, o.goods_amount, 0, o.goods_amount, 0, 0, o.create_time
      from "order" o cross join (select id, product_id from shop_product limit 1) sp`);
    await c.query('vacuum analyze');
  });
}

const counts = (url: string) =>
  withClient(url, async (c) => (await c.query(`select (select count(*) from "order")::int as orders, (select count(*) from order_product)::int as lines,
    (select coalesce(sum(pay_amount), 0) from "order")::bigint::text as paid, (select count(*) from "user" u where u.money <> (select coalesce(sum(money), 0) from user_money_log l where l.user_id = u.id))::int as ledger_off`)).rows[0] as Record<string, unknown>);

const source = await freshPgDatabase('backup_src');
const target = await freshPgDatabase('backup_dst');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-restore-'));
try {
  const database = await openDatabase({ databaseUrl: source.url, poolMax: 2 });
  try {
    await migrate(database, () => seed(database.db, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD }));
    const t0 = performance.now();
    await seedOrders(source.url);
    const seedSeconds = round((performance.now() - t0) / 1000);
    fs.writeFileSync(path.join(dataDir, 'secret.key'), crypto.randomBytes(32).toString('hex') + '\n');
    for (let i = 0; i < UPLOADS; i++) {
      fs.mkdirSync(path.join(dataDir, 'storage/default'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, `storage/default/upload-${i}.bin`), crypto.randomBytes(256 * 1024));
    }
    const [{ bytes }] = await database.rows<{ bytes: number }>(sql`select pg_database_size(current_database())::bigint as bytes`);

    const file = path.join(dataDir, 'backup.tar.gz');
    const b0 = performance.now();
    const { stream } = await createBackupStream({ database, databaseUrl: source.url, dataDir, tmpDir: dataDir });
    await pipeline(stream, fs.createWriteStream(file));
    const backupSeconds = round((performance.now() - b0) / 1000);
    const backupBytes = fs.statSync(file).size;

    const r0 = performance.now();
    await restoreBackup(file, { dataDir: targetDir, databaseUrl: target.url });
    const restoreSeconds = round((performance.now() - r0) / 1000);
    const [before, after] = [await counts(source.url), await counts(target.url)];
    const held = JSON.stringify(before) === JSON.stringify(after) && before.ledger_off === 0 && fs.readdirSync(path.join(targetDir, 'storage/default')).length === UPLOADS;

    const results = {
      machine: await machine(),
      orders: ORDERS,
      seedSeconds,
      databaseMB: round(Number(bytes) / 2 ** 20),
      uploadsMB: round((UPLOADS * 256) / 1024),
      backupSeconds,
      backupMB: round(backupBytes / 2 ** 20),
      restoreSeconds,
      restored: after,
      invariants: { held },
    };
    console.log(`backup of ${ORDERS.toLocaleString('en')} orders on PostgreSQL: ${backupSeconds} s, ${results.backupMB} MB (database ${results.databaseMB} MB); restore ${restoreSeconds} s; restored equal: ${held}`);
    writeResults('backup', results);
    if (!held) process.exitCode = 1;
  } finally {
    await database.close();
  }
} finally {
  await source.drop();
  await target.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(targetDir, { recursive: true, force: true });
}

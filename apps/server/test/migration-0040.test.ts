import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { databaseBefore } from './migration-support.ts';

// Migration 0040 (paid_twice) on a database at the migration before it: payments started at WeChat Pay
// whose money arrived by notify (left open before: only a query marked one paid) are settled; one still
// waiting for its money stays open for the sweeps; the two new payment kinds are allowed.
const { folder, openBefore } = databaseBefore('_paid_twice');

describe('migration 0040', () => {
  it('settles the open gateway orders whose money arrived, and leaves the others open', async () => {
    const database = await openBefore();
    const [{ id: userId }] = await database.rows<{ id: number }>(sql`insert into "user" (username, nickname, password) values ('m0040', 'm0040', 'x') returning id`);
    const [{ id: shopId }] = await database.rows<{ id: number }>(sql`insert into shop (name, code) values ('S0040', 'S0040') returning id`);
    const orderOf = async (no: string, status: string, payType: string) => (await database.rows<{ id: number }>(sql`
      insert into "order" (order_no, user_id, shop_id, status, pay_type, goods_amount, pay_amount) values (${no}, ${userId}, ${shopId}, ${status}, ${payType}, 100, 100) returning id`))[0].id;
    const paid = await orderOf('N1', 'paid', 'gateway');
    const refunded = await orderOf('N2', 'cancelled', '');
    const waiting = await orderOf('N3', 'unpaid', '');
    await database.db.execute(sql`insert into order_payment (order_id, kind, pay_type, amount, gateway, trade_no) values
      (${paid}, 'pay', 'gateway', 100, 'wechat', 'T1'), (${refunded}, 'pay', 'gateway', 100, 'wechat', 'T2')`);
    await database.db.execute(sql`insert into gateway_order (order_id, gateway, out_trade_no, amount, last_error) values
      (${paid}, 'wechat', 'N1', 100, ''), (${refunded}, 'wechat', 'N2', 100, 'ORDER_PAID'), (${waiting}, 'wechat', 'N3', 100, '')`);
    await migrate(database.db as never, { migrationsFolder: folder });
    const rows = await database.rows<{ out_trade_no: string; status: string; last_error: string }>(sql`select out_trade_no, status, last_error from gateway_order order by id`);
    expect(rows.map((r) => [r.out_trade_no, r.status, r.last_error])).toEqual([['N1', 'paid', ''], ['N2', 'paid', ''], ['N3', 'open', '']]);
    await database.db.execute(sql`insert into order_payment (order_id, kind, pay_type, amount, gateway, trade_no) values (${paid}, 'dup_pay', 'gateway', 100, 'wechat', 'T3')`);
  });
});

import { eq, sql } from 'drizzle-orm';
import { activity, activityProduct, admin, adminShop, order, product, productCategory, shop, shopProduct, user } from '../src/db/schema/index.ts';
import { redeemPickupCode } from '../src/modules/order/fulfilment.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { changeMoney } from '../src/modules/user/ledger.ts';
import type { TestServer } from './helpers.ts';

/**
 * Commerce test data written through the DB layer (the admin areas that will write it come
 * later). Nothing here is seeded into an install.
 */

const PASSWORD = 'member-pass-1';
let hash: Promise<string> | undefined;
let n = 0;

export interface TestMember {
  id: number;
  username: string;
  token: string;
}

/** A member with `cents` of balance (topped up through the ledger, so the money log matches), logged in over HTTP. */
export async function memberWithBalance(s: TestServer, cents: number): Promise<TestMember> {
  hash ??= hashPassword(PASSWORD);
  const username = `buyer${process.pid % 1000}_${++n}`;
  const [row] = await s.ctx.db.insert(user).values({ groupId: 1, username, nickname: username, password: await hash, joinTime: new Date() }).returning({ id: user.id });
  if (cents > 0) await changeMoney(s.ctx.db, { userId: row.id, cents, memo: 'test top-up' });
  const res = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username, password: PASSWORD }, headers: { 'think-lang': 'en' } });
  if (res.body.code !== 1) throw new Error('member login failed: ' + JSON.stringify(res.body));
  return { id: row.id, username, token: res.body.data.userInfo.token };
}

export async function balanceOf(s: TestServer, userId: number): Promise<{ money: number; logged: number; logs: number }> {
  const [row] = await s.ctx.database.rows<{ money: number | string; logged: number | string; logs: number | string }>(sql`
    select u.money, coalesce(sum(m.money), 0) as logged, count(m.id) as logs
    from "user" u left join user_money_log m on m.user_id = u.id where u.id = ${userId} group by u.id`);
  return { money: Number(row.money), logged: Number(row.logged), logs: Number(row.logs) };
}

export async function makeShop(s: TestServer, over: Partial<typeof shop.$inferInsert> = {}) {
  const code = `S${process.pid % 1000}-${++n}`;
  const [row] = await s.ctx.db.insert(shop).values({ name: `Shop ${code}`, code, status: 'open', ...over }).returning();
  return row;
}

export async function makeCategory(s: TestServer) {
  const [row] = await s.ctx.db.insert(productCategory).values({ name: `Category ${++n}` }).returning();
  return row;
}

/** An HQ product (price in cents) sold at the shop with `stock` and an optional shop price. */
export async function makeShopProduct(
  s: TestServer,
  shopId: number,
  opts: { price: number; stock: number; shopPrice?: number | null; name?: string; hqStatus?: 'on' | 'off'; shopStatus?: 'on' | 'off'; categoryId?: number },
) {
  const [p] = await s.ctx.db.insert(product).values({
    name: opts.name ?? `Product ${++n}`, price: opts.price, marketPrice: opts.price * 2, costPrice: Math.floor(opts.price / 2), stock: 1000, unit: 'pc',
    status: opts.hqStatus ?? 'on', categoryId: opts.categoryId ?? null, cover: '/storage/p.png',
  }).returning();
  const [sp] = await s.ctx.db.insert(shopProduct).values({ shopId, productId: p.id, price: opts.shopPrice ?? null, stock: opts.stock, status: opts.shopStatus ?? 'on' }).returning();
  return { product: p, shopProduct: sp };
}

export async function makeActivity(s: TestServer, values: Partial<typeof activity.$inferInsert> & { productIds?: number[] }) {
  const { productIds, ...rest } = values;
  const hour = 3_600_000;
  const [row] = await s.ctx.db.insert(activity).values({
    scope: 'hq', title: `Activity ${++n}`, type: 'discount', status: 'published',
    startTime: new Date(Date.now() - hour), endTime: new Date(Date.now() + hour),
    productScope: productIds ? 'listed' : 'all', ...rest,
  }).returning();
  if (productIds?.length) await s.ctx.db.insert(activityProduct).values(productIds.map((productId) => ({ activityId: row.id, productId })));
  return row;
}

export async function stockOf(s: TestServer, shopProductId: number): Promise<{ stock: number; sales: number }> {
  const [row] = await s.ctx.db.select({ stock: shopProduct.stock, sales: shopProduct.sales }).from(shopProduct).where(eq(shopProduct.id, shopProductId));
  return row;
}

/** An admin bound to these shops (the binding the shop admin area will write). */
export async function shopAdmin(s: TestServer, shopIds: number[]): Promise<number> {
  const [row] = await s.ctx.db.insert(admin).values({ username: `shopadm${process.pid % 1000}_${++n}`, nickname: 'Shop admin', password: 'x' }).returning({ id: admin.id });
  if (shopIds.length) await s.ctx.db.insert(adminShop).values(shopIds.map((shopId) => ({ adminId: row.id, shopId })));
  return row.id;
}

/** Hands a paid pickup order over at its shop: an admin bound to the shop (own-shops scope) redeems its code. */
export async function handOver(s: TestServer, orderId: number): Promise<void> {
  const [o] = await s.ctx.db.select({ shopId: order.shopId, code: order.pickupCode }).from(order).where(eq(order.id, orderId));
  await redeemPickupCode(s.ctx.db, await shopAdmin(s, [o.shopId]), o.code, [o.shopId]);
}

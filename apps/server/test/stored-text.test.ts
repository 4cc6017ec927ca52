import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderLog, userMoneyLog } from '../src/db/schema/index.ts';
import { applyAfterSale } from '../src/modules/order/after-sales.ts';
import { setSettings } from './account-support.ts';
import { makeShop, makeShopProduct, memberWithBalance, type TestMember } from './commerce-fixtures.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

/**
 * Text the server stores (ledger memos, order timeline memos) reaches each reader in the reader's
 * language; rows written before (a literal only) still show their literal. Order numbers carry the
 * site's wall-clock date and time. Over HTTP, PGlite by default.
 */
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer();
  admin = (await loginAdmin(s)).token;
});
afterAll(() => s?.close());

const member = (m: TestMember, lang: string) => ({ 'think-lang': lang, 'ba-user-token': m.token });
const asAdmin = (lang: string) => ({ 'think-lang': lang, batoken: admin });

async function paidOrder(m: TestMember) {
  const sh = await makeShop(s);
  const p = await makeShopProduct(s, sh.id, { price: 500, stock: 5 });
  const o = (await s.call('POST', '/api/order/create', { body: { shop_id: sh.id, products: [{ product_id: p.product.id, quantity: 1 }] }, headers: member(m, 'en') })).body.data.row;
  expect((await s.call('POST', '/api/order/pay', { body: { id: o.id }, headers: member(m, 'zh-cn') })).body.code).toBe(1);
  return o as { id: number; order_no: string };
}

describe('memos the server writes', () => {
  it('are read in each reader\'s language: the member\'s balance list and the admin\'s money log', async () => {
    const m = await memberWithBalance(s, 10_000);
    const o = await paidOrder(m); // paid with a Chinese interface: the memo is not fixed in that language

    const own = async (lang: string) => (await s.call('GET', '/api/account/balance', { headers: member(m, lang) })).body.data.list.find((r: { money: string }) => r.money === '-5.00');
    expect((await own('en')).memo).toBe(`Payment of order ${o.order_no}`);
    expect((await own('zh-cn')).memo).toBe(`订单 ${o.order_no} 支付`);
    expect(await own('en')).not.toHaveProperty('memo_i18n');

    const admins = async (lang: string) => {
      const url = `/admin/user.MoneyLog/index?search[0][field]=user_id&search[0][val]=${m.id}&search[0][operator]=eq`;
      return (await s.call('GET', url, { headers: asAdmin(lang) })).body.data.list.find((r: { money: string }) => r.money === '-5.00');
    };
    expect((await admins('en')).memo).toBe(`Payment of order ${o.order_no}`);
    expect((await admins('zh-cn')).memo).toBe(`订单 ${o.order_no} 支付`);
    // The literal column keeps the default language's text (searches, readers of the column).
    const [row] = await s.ctx.db.select().from(userMoneyLog).where(and(eq(userMoneyLog.userId, m.id), eq(userMoneyLog.amount, -500)));
    expect(row.memo).toBe(`订单 ${o.order_no} 支付`);

    // the export gives it in the exporting admin's language, as the list does (CSV and XLSX)
    const exported = async (lang: string, format: 'csv' | 'xlsx') => {
      const url = `/admin/user.MoneyLog/export?format=${format}&search[0][field]=user_id&search[0][val]=${m.id}&search[0][operator]=eq`;
      const res = await fetch(s.url + url, { headers: { server: '1', ...asAdmin(lang) } });
      expect(res.status).toBe(200);
      if (format === 'csv') return (await res.text()).replace(/^\uFEFF/, '').trim().split(/\r\n/).map((line) => line.split(','));
      const book = new (await import('exceljs')).default.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      return book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1).map(String));
    };
    for (const [lang, memo] of [['en', `Payment of order ${o.order_no}`], ['zh-cn', `订单 ${o.order_no} 支付`]]) {
      for (const format of ['csv', 'xlsx'] as const) {
        const [header, ...rows] = await exported(lang, format);
        // (CSV guards a text starting with a minus against formulas: '-5.00)
        const paid = rows.find((r) => Number(r[header.indexOf('money')].replace(/^'/, '')) === -5);
        expect(paid?.[header.indexOf('memo')], `${lang} ${format}`).toBe(memo);
      }
    }
  });

  it('keep a person\'s own words and the literal of rows written before', async () => {
    const m = await memberWithBalance(s, 0);
    expect((await s.call('POST', '/admin/user.MoneyLog/add', { body: { user_id: m.id, money: '3.00', memo: '活动奖励 bonus' }, headers: asAdmin('en') })).body.code).toBe(1);
    await s.ctx.db.insert(userMoneyLog).values({ userId: m.id, amount: 100, before: 300, after: 400, memo: '订单 X 支付' });
    const list = (await s.call('GET', '/api/account/balance', { headers: member(m, 'en') })).body.data.list.map((r: { memo: string }) => r.memo);
    expect(list).toEqual(expect.arrayContaining(['活动奖励 bonus', '订单 X 支付']));
  });

  it('order timelines: the after-sale memo (its type) in the reader\'s language, for the member and the admin', async () => {
    const m = await memberWithBalance(s, 10_000);
    const o = await paidOrder(m);
    const sale = await applyAfterSale(s.ctx.db, m.id, { orderId: o.id, type: 'refund_only', reason: 'broken', images: [] }, 7);

    const memberLog = async (lang: string) =>
      (await s.call('GET', `/api/order/detail?id=${o.id}`, { headers: member(m, lang) })).body.data.row.logs.find((l: { action: string }) => l.action === 'after_sale').memo;
    expect(await memberLog('en')).toBe(`After-sale ${sale.afterSaleNo}: Refund only`);
    expect(await memberLog('zh-cn')).toBe(`售后 ${sale.afterSaleNo}：仅退款`);

    const adminLog = async (lang: string) =>
      (await s.call('GET', `/admin/order.Order/detail?id=${o.id}`, { headers: asAdmin(lang) })).body.data.logs.find((l: { action: string }) => l.action === 'after_sale').memo;
    expect(await adminLog('en')).toBe(`After-sale ${sale.afterSaleNo}: Refund only`);
    expect(await adminLog('zh-cn')).toBe(`售后 ${sale.afterSaleNo}：仅退款`);

    // An older row (literal only, the codes it used to store) still shows its literal.
    await s.ctx.db.insert(orderLog).values({ orderId: o.id, action: 'remark', operatorType: 'admin', operatorId: 1, memo: 'old literal' });
    const logs = (await s.call('GET', `/admin/order.Order/detail?id=${o.id}`, { headers: asAdmin('en') })).body.data.logs;
    expect(logs.at(-1).memo).toBe('old literal');
  });
});

describe('order numbers', () => {
  const wall = (zone: string, at: Date) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' }).format(at).replace(/\D/g, '');

  it('carry the site\'s wall-clock date and time, whichever zone the config centre names', async () => {
    for (const zone of ['Asia/Shanghai', 'America/New_York']) {
      await setSettings(s, { time_zone: zone });
      const m = await memberWithBalance(s, 10_000);
      const before = new Date();
      const o = await paidOrder(m);
      const after = new Date();
      const stamp = o.order_no.slice(0, 14);
      expect(stamp >= wall(zone, before).slice(0, 14) && stamp <= wall(zone, after).slice(0, 14), `${zone}: ${stamp}`).toBe(true);
      // ...and the after-sale numbers likewise.
      const sale = await applyAfterSale(s.ctx.db, m.id, { orderId: o.id, type: 'refund_only', reason: 'x', images: [] }, 7);
      expect(sale.afterSaleNo.slice(0, 8)).toBe(wall(zone, new Date()).slice(0, 8));
    }
    await setSettings(s, { time_zone: 'Asia/Shanghai' });
  });
});

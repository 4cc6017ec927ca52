import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@app/contract';
import type { ResourceDescription } from '@app/contract';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { expectDescribedRows, isDescription } from './described-rows.ts';
import { image, postFile } from './upload-fixtures.ts';
import { makeActivity, makeShop, makeShopProduct, memberWithBalance } from './commerce-fixtures.ts';
import { createOrder, payWithBalance, recordGatewayPayment, refundOrder } from '../src/modules/order/orders.ts';
import { applyAfterSale } from '../src/modules/order/after-sales.ts';
import { DEFAULT_POLICY } from '../src/modules/distribution/commission/settings.ts';
import { bind, makeAgent, makeLevel } from './commission-fixtures.ts';
import { agentWithWallet } from './withdraw-fixtures.ts';
import { applyWithdraw } from '../src/modules/finance/apply.ts';

// Every described resource answers rows that its row schema accepts, strictly (#9 item 2).
let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

const post = async (url: string, body: Record<string, unknown>) => {
  const res = await s.call('POST', url, { headers: h, body });
  expect(res.body.code, `${url} ${JSON.stringify(res.body)}`).toBe(1);
};

let member = 0;
/** A member to write ledger rows for. */
async function memberId() {
  if (!member) {
    await post('/admin/user.User/add', { group_id: 1, username: 'ledgerrows', nickname: 'Ledger', password: 'member-pass' });
    const res = await s.call('GET', '/admin/user.User/index?quickSearch=ledgerrows', { headers: h });
    member = res.body.data.list[0].id;
  }
  return member;
}

/** How each described resource gets at least one row to list (nothing: the seed has some). */
const cases: Record<string, { seed?: () => Promise<void>; urls?: string[] }> = {
  'auth.AdminLog': { urls: ['/admin/auth.AdminLog/index', '/admin/routine.AdminInfoLog/index'] },
  'routine.Attachment': {
    seed: async () => {
      const res = await postFile(`${s.url}/admin/ajax/upload`, { name: 'row.png', data: await image('png', 8, 8) }, h);
      expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    },
  },
  'user.User': {
    seed: () => post('/admin/user.User/add', { group_id: 1, username: 'rowcheck', nickname: 'Row check', password: 'member-pass', gender: 1 }),
    urls: ['/admin/user.User/index', '/admin/user.User/index?select=1'],
  },
  'user.Group': {},
  'auth.Admin': {},
  'auth.Group': {},
  'auth.Rule': {},
  'user.Rule': {},
  'security.DataRecycle': {},
  'security.SensitiveData': {},
  'security.DataRecycleLog': {
    seed: async () => {
      await post('/admin/user.User/add', { group_id: 1, username: 'recycled', nickname: 'Recycled', password: 'member-pass' });
      const res = await s.call('GET', '/admin/user.User/index?quickSearch=recycled', { headers: h });
      const del = await s.call('DELETE', `/admin/user.User/del?ids[]=${res.body.data.list[0].id}`, { headers: h });
      expect(del.body.code, JSON.stringify(del.body)).toBe(1);
    },
  },
  'security.SensitiveDataLog': { seed: async () => post('/admin/user.User/edit', { id: await memberId(), mobile: '13900000077' }) },
  'user.MoneyLog': { seed: async () => post('/admin/user.MoneyLog/add', { user_id: await memberId(), money: '12.30', memo: 'row check' }) },
  'user.ScoreLog': { seed: async () => post('/admin/user.ScoreLog/add', { user_id: await memberId(), score: 7, memo: 'row check' }) },
  'knowledge.Category': {
    seed: async () => {
      await post('/admin/knowledge.Category/add', { name: 'Row check' });
      const res = await s.call('GET', '/admin/knowledge.Category/index?isTree=false&quickSearch=Row check', { headers: h });
      await post('/admin/knowledge.Category/add', { name: 'Row check child', pid: res.body.data.list[0].id, icon: 'fa fa-book' });
      await post('/admin/knowledge.File/add', { category_id: res.body.data.list[0].id, title: 'Row check', type: 'article', content: '<p>x</p>' });
    },
  },
  'knowledge.File': {},
  'miniprogram.AdSpace': { seed: () => post('/admin/miniprogram.AdSpace/add', { code: 'row_check', name: 'Row check' }) },
  'miniprogram.Ad': {
    seed: async () => {
      const res = await s.call('GET', '/admin/miniprogram.AdSpace/index?search[0][field]=code&search[0][val]=row_check&search[0][operator]=eq', { headers: h });
      await post('/admin/miniprogram.Ad/add', { space_id: res.body.data.list[0].id, title: 'Row check', start_time: 1_800_000_000 });
    },
  },
  'shop.Shop': { seed: () => post('/admin/shop.Shop/add', { name: 'Row shop', code: 'rowshop', longitude: 121.5, latitude: 31.2 }), urls: ['/admin/shop.Shop/index', '/admin/shop.Shop/index?select=1'] },
  'hq.Category': { seed: () => post('/admin/hq.Category/add', { name: 'Row category' }) },
  'hq.Product': { seed: () => post('/admin/hq.Product/add', { name: 'Row product', price: '9.90', market_price: '12', commission_mode: 'custom', level1_rate: 500 }) },
  'shop.Product': { seed: async () => void (await makeShopProduct(s, (await makeShop(s)).id, { price: 500, stock: 3, shopPrice: 450 })) },
  'hq.Activity': { seed: async () => void (await makeActivity(s, { type: 'reduction', threshold: 1000, reduction: 100 })) },
  'shop.Activity': { seed: async () => void (await makeActivity(s, { scope: 'shop', shopId: (await makeShop(s)).id, discountRate: 9000 })) },
  'order.Order': { seed: () => orderRow() },
  'crud.Log': {
    // a generation that fails (its remote table is served by nothing) leaves its log row and writes no file
    seed: async () => {
      const body = {
        type: 'create',
        table: { name: 'rowcheck_failed' },
        fields: [
          { name: 'id', designType: 'pk', type: 'integer', defaultType: 'NONE', primaryKey: true, autoIncrement: true },
          { name: 'thing_id', designType: 'remoteSelect', type: 'integer', defaultType: 'INPUT', default: '0', form: { 'remote-table': 'no_such_table' } },
        ],
      };
      const res = await s.call('POST', '/admin/crud.Crud/generate', { headers: h, body });
      expect(res.body.msg).toMatch(/no resource serves table no_such_table/);
    },
  },
  'order.Product': { seed: () => orderRow() },
  'hq.Commission': {},
  'distribution.Agent': { seed: async () => post('/admin/distribution.Agent/add', { user_id: await memberId(), real_name: 'Row check' }) },
  'user.Relation': {
    seed: async () => {
      const [a, b] = [await memberWithBalance(s, 0), await memberWithBalance(s, 0)];
      await post('/admin/user.Relation/move', { user_id: b.id, parent_id: a.id });
    },
  },
  'order.AfterSale': { seed: () => afterSaleRow() },
  'order.GatewayRefund': {
    // an order paid through WeChat Pay (its notify recorded) and refunded by an operator: a pending refund in the outbox
    seed: async () => {
      const shop = await makeShop(s);
      const { product } = await makeShopProduct(s, shop.id, { price: 700, stock: 5 });
      const o = await createOrder(s.ctx.database, (await memberWithBalance(s, 0)).id, { shopId: shop.id, products: [{ productId: product.id, quantity: 1 }] });
      await recordGatewayPayment(s.ctx.db, 'wechat', { orderNo: o.orderNo, tradeNo: '4200000001202612050000000001', amount: 700 }, DEFAULT_POLICY);
      await refundOrder(s.ctx.db, o.id, { type: 'admin', id: 1 }, 'row check', 7, s.ctx.cluster.bus);
    },
  },
  'distribution.Commission': {
    seed: async () => {
      // A paid order of a member under an approved agent: one pending commission.
      const agentMember = await memberWithBalance(s, 0);
      const buyer = await memberWithBalance(s, 10_000);
      await makeAgent(s, agentMember.id, (await makeLevel(s, 1000, 500)).id);
      await bind(s, buyer.id, agentMember.id);
      const shop = await makeShop(s);
      const { product } = await makeShopProduct(s, shop.id, { price: 700, stock: 5 });
      const o = await createOrder(s.ctx.database, buyer.id, { shopId: shop.id, products: [{ productId: product.id, quantity: 1 }] });
      await payWithBalance(s.ctx.db, buyer.id, o.id, DEFAULT_POLICY);
    },
  },
  'finance.Withdraw': {
    seed: async () => {
      // An agent's pending withdrawal to a bank card (masked in the list).
      const m = await agentWithWallet(s, 5_000);
      await applyWithdraw(s.ctx.db, m.id, { amount: '10', channel: 'bank', account_name: 'Li', account_no: '6222000011112222', bank_name: 'ICBC', bank_branch: '' }, {
        rules: { channels: ['bank'], min: 0, max: 0, feeRate: 100, dailyCount: 0, dailyAmount: 0 }, timeZone: 'Asia/Shanghai',
      });
    },
  },
};

let ordered = false;
/** An order with one line, made by the engine. */
async function orderRow() {
  if (ordered) return;
  ordered = true;
  const shop = await makeShop(s);
  const { product } = await makeShopProduct(s, shop.id, { price: 700, stock: 5 });
  await createOrder(s.ctx.database, (await memberWithBalance(s, 0)).id, { shopId: shop.id, products: [{ productId: product.id, quantity: 2 }] });
}

/** A paid order with a pending after-sale of all of it. */
async function afterSaleRow() {
  const shop = await makeShop(s);
  const { product } = await makeShopProduct(s, shop.id, { price: 300, stock: 5 });
  const buyer = await memberWithBalance(s, 10_000);
  const o = await createOrder(s.ctx.database, buyer.id, { shopId: shop.id, products: [{ productId: product.id, quantity: 1 }] });
  await payWithBalance(s.ctx.db, buyer.id, o.id, DEFAULT_POLICY);
  await applyAfterSale(s.ctx.db, buyer.id, { orderId: o.id, type: 'return_refund', reason: 'wrong size', images: ['/storage/a.png'] }, 7);
}

const described = Object.entries(contract).filter(([, v]) => isDescription(v)) as [string, ResourceDescription][];

describe('described resources', () => {
  it('every description of the contract has a row check here', () => {
    expect(described.length).toBeGreaterThan(0);
    for (const [name, d] of described) expect(cases, `${name} (${d.path})`).toHaveProperty([d.path]);
  });

  for (const [name, d] of described) {
    it(`${name}: listed rows match the row schema`, async () => {
      const c = cases[d.path];
      if (!c) return; // reported by the test above
      await c.seed?.();
      for (const url of c.urls ?? [`/admin/${d.path}/index`]) {
        const res = await s.call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=100`, { headers: h });
        expect(res.body.code, `${url} ${JSON.stringify(res.body)}`).toBe(1);
        const list = res.body.data.list as unknown[];
        expect(list.length, url).toBeGreaterThan(0);
        expectDescribedRows(d, list);
      }
    });
  }
});

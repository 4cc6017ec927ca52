/**
 * The end-to-end test server: the real app on a fresh database (captcha on), a loopback
 * SMTP server the mail settings point at, a loopback Alibaba Cloud SMS endpoint the real SMS
 * adapter sends its signed requests to (it checks the signature), plus a loopback-only oracle
 * that answers what a tester with access to the database, the mailbox and the phone would know:
 * the stored captcha layout, the last mail or SMS to an address, and members created directly.
 *
 * The database: a new PostgreSQL database on the server of TEST_DATABASE_URL when it is set (as
 * CI sets it), one per port (a run killed before its end leaves it for the next run on that
 * port to replace), else the embedded one in a temporary data folder. On this
 * 2-core machine the suite runs 19% faster on PostgreSQL, whose queries run beside the app
 * rather than inside its process.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createServer } from '../../apps/server/src/server.ts';
import { reloadModules } from '../../apps/server/src/core/module/index.ts';
import { agent, agentLevel, captcha, config as configTable, product, shop, shopProduct, user, userRelation } from '../../apps/server/src/db/schema/index.ts';
import { completeOrder, createOrder, payWithBalance, recordGatewayPayment } from '../../apps/server/src/modules/order/orders.ts';
import { shipOrder } from '../../apps/server/src/modules/order/fulfilment.ts';
import { commissionPolicy } from '../../apps/server/src/modules/distribution/commission/settings.ts';
import { changeMoney } from '../../apps/server/src/modules/user/ledger.ts';
import { captchaKey } from '../../apps/server/src/core/captcha/service.ts';
import { hashPassword } from '../../apps/server/src/core/auth/password.ts';
import { startSmtpLoopback } from '../../apps/server/test/smtp-loopback.ts';
import { startAliyunSmsLoopback } from '../../apps/server/test/aliyun-loopback.ts';
import { createScratchDatabase } from '../../apps/server/test/scratch-database.ts';
import { E2E } from './env.ts';
import { buildCatalogueIfNeeded } from '../../scripts/catalogue-build.mjs';

// the module store installs from the catalogue built from modules-src (the rich-text editor), as `npm start` builds it
if (!buildCatalogueIfNeeded()) throw new Error('modules-src/build.mjs failed');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
const database = process.env.TEST_DATABASE_URL ? await createScratchDatabase(process.env.TEST_DATABASE_URL, { name: `e2e_${E2E.port}` }) : undefined;
const smtp = await startSmtpLoopback();
const SMS_KEY = { id: 'LTAIe2etest', secret: 'e2e-access-key-secret' };
const aliyun = await startAliyunSmsLoopback({ [SMS_KEY.id]: SMS_KEY.secret });
/** The template of each SMS event, so that a received message tells its event. */
const SMS_TEMPLATES = { user_register: 'SMS_E2E_1', user_change_mobile: 'SMS_E2E_2', user_retrieve_pwd: 'SMS_E2E_3', user_mobile_verify: 'SMS_E2E_4' };
const config = loadConfig({
  ...process.env,
  DATABASE_URL: database?.url,
  PORT: String(E2E.port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: E2E.admin.username,
  ADMIN_PASSWORD: E2E.admin.password,
  ADMIN_LOGIN_CAPTCHA: 'true',
  USER_LOGIN_CAPTCHA: 'true',
  THROTTLE_GET_PER_MINUTE: '0',
  THROTTLE_LOGIN_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
  SMTP_CA_FILE: smtp.caFile,
  MODULE_CATALOGUE: path.resolve(import.meta.dirname, '../../modules-src/catalogue'),
});
let server = await createServer(config);

/** Mail goes to the loopback SMTP server (implicit TLS, its self-signed CA trusted above); SMS to the loopback Alibaba Cloud endpoint. */
const settings: Record<string, string> = {
  smtp_server: '127.0.0.1',
  smtp_port: String(smtp.port),
  smtp_user: smtp.credentials.user,
  smtp_pass: smtp.credentials.pass,
  smtp_verification: 'SSL',
  smtp_sender_mail: 'noreply@e2e.example.com',
  sms_provider: 'aliyun',
  sms_endpoint: aliyun.endpoint,
  sms_secret_id: SMS_KEY.id,
  sms_secret_key: SMS_KEY.secret,
  sms_sign_name: 'E2E',
  ...Object.fromEntries(Object.entries(SMS_TEMPLATES).map(([event, template]) => [`sms_tpl_${event}`, template])),
};
await server.ctx.db.transaction(async (tx) => {
  const rows = await tx.select({ name: configTable.name }).from(configTable).where(inArray(configTable.name, Object.keys(settings)));
  if (rows.length !== Object.keys(settings).length) throw new Error('e2e: a mail or SMS setting row is missing from the seed');
  for (const [name, value] of Object.entries(settings)) await tx.update(configTable).set({ value }).where(eq(configTable.name, name));
});
server.ctx.settings.invalidate();
await server.app.listen({ port: config.port, host: config.host });

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/** An order the oracle places for a member, and the gateway's transaction id of its WeChat payment. */
type GatewayOrderAsked = { user_id: number; shop_id: number; product_id: number; quantity: number; trade_no: string };

/** A request's JSON body. */
async function bodyOf<T>(req: http.IncomingMessage): Promise<T> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return JSON.parse(body) as T;
}

const oracle = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/captcha') {
      const [row] = await server.ctx.db.select().from(captcha).where(eq(captcha.key, captchaKey(url.searchParams.get('id') ?? '')));
      return row ? json(res, 200, JSON.parse(row.captcha!)) : json(res, 404, { error: 'no such captcha' });
    }
    if (req.method === 'GET' && url.pathname === '/mails') {
      const mail = smtp.lastTo(url.searchParams.get('to') ?? '');
      return mail ? json(res, 200, { from: mail.from, subject: mail.subject, html: mail.html }) : json(res, 404, { error: 'no mail to that address' });
    }
    if (req.method === 'GET' && url.pathname === '/sms') {
      const mobile = url.searchParams.get('mobile') ?? '';
      const sms = [...aliyun.received].reverse().find((m) => m.phoneNumbers === mobile);
      const event = sms && Object.entries(SMS_TEMPLATES).find(([, template]) => template === sms.templateCode)?.[0];
      return sms ? json(res, 200, { event, code: sms.templateParam.code }) : json(res, 404, { error: 'no SMS to that number' });
    }
    if (req.method === 'POST' && url.pathname === '/members') {
      const m = await bodyOf<{ username: string; password: string; nickname?: string; email?: string; mobile?: string }>(req);
      const [row] = await server.ctx.db
        .insert(user)
        .values({ groupId: 1, username: m.username, nickname: m.nickname ?? m.username, email: m.email ?? '', mobile: m.mobile ?? '', password: await hashPassword(m.password), joinTime: new Date() })
        .onConflictDoNothing()
        .returning({ id: user.id });
      return json(res, 200, { id: row?.id ?? null });
    }
    if (req.method === 'POST' && url.pathname === '/orders') {
      // A member's order created and paid with the balance through the order engine (as the member API does, without its captcha login).
      const o = await bodyOf<{ user_id: number; shop_id: number; product_id: number; quantity: number }>(req);
      const created = await createOrder(server.ctx.database, o.user_id, { shopId: o.shop_id, products: [{ productId: o.product_id, quantity: o.quantity }] });
      await payWithBalance(server.ctx.db, o.user_id, created.id, await commissionPolicy(server.ctx));
      return json(res, 200, { id: created.id });
    }
    if (req.method === 'POST' && url.pathname === '/orders/gateway-paid') {
      // The same order paid through WeChat Pay: the payment recorded as its verified notify records it (recordGatewayPayment).
      const o = await bodyOf<GatewayOrderAsked>(req);
      const created = await createOrder(server.ctx.database, o.user_id, { shopId: o.shop_id, products: [{ productId: o.product_id, quantity: o.quantity }] });
      await recordGatewayPayment(server.ctx.db, 'wechat', { orderNo: created.orderNo, tradeNo: o.trade_no, amount: created.payAmount }, await commissionPolicy(server.ctx));
      return json(res, 200, { id: created.id, orderNo: created.orderNo });
    }
    if (req.method === 'POST' && url.pathname === '/orders/paid-twice') {
      // An order paid with the balance while the member's WeChat payment was still open, which WeChat Pay then collected too:
      // its notify's engine records the second payment and queues its refund (refundPaidTwice).
      const o = await bodyOf<GatewayOrderAsked>(req);
      const policy = await commissionPolicy(server.ctx);
      const created = await createOrder(server.ctx.database, o.user_id, { shopId: o.shop_id, products: [{ productId: o.product_id, quantity: o.quantity }] });
      await payWithBalance(server.ctx.db, o.user_id, created.id, policy);
      await recordGatewayPayment(server.ctx.db, 'wechat', { orderNo: created.orderNo, tradeNo: o.trade_no, amount: created.payAmount }, policy);
      return json(res, 200, { id: created.id, orderNo: created.orderNo });
    }
    if (req.method === 'POST' && url.pathname === '/distribution/completed-order') {
      // A member under an approved agent buys, pays, receives and completes an order, through the
      // engine (the relations and agents areas and the shop's hand-over are driven elsewhere).
      const { agent: agentName, price } = await bodyOf<{ agent: string; price: number }>(req);
      return json(res, 200, await completedAgentOrder(agentName, price));
    }
    if (req.method === 'POST' && url.pathname === '/restart') {
      // What an operator does after the CRUD generator wrote an area in production: rebuild the
      // web app (the terminal's web-build) and restart the server, which finds the new module and
      // seeds its menus. Same data directory, so sessions and rows stay.
      const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: path.resolve(import.meta.dirname, '../..'), encoding: 'utf8' });
      if (build.status !== 0) return json(res, 500, { error: `web build failed: ${build.stderr.slice(-2000)}` });
      await server.close();
      reloadModules();
      server = await createServer(config);
      await server.app.listen({ port: config.port, host: config.host });
      return json(res, 200, { restarted: true });
    }
    json(res, 404, { error: 'unknown' });
  } catch (e) {
    json(res, 500, { error: String(e) });
  }
});
/** See the oracle's `/distribution/completed-order`. */
async function completedAgentOrder(agentName: string, price: number) {
  const db = server.ctx.db;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const [agentMember] = await db.select({ id: user.id }).from(user).where(eq(user.username, agentName));
  const [{ top }] = await db.select({ top: sql<number>`coalesce(max(${agentLevel.grade}), 0)` }).from(agentLevel);
  const [level] = await db.insert(agentLevel).values({ name: `E2E ${tag}`, grade: Number(top) + 1, level1Rate: 1000, level2Rate: 500 }).returning();
  await db.insert(agent).values({ userId: agentMember.id, levelId: level.id, status: 'approved', inviteCode: `E${tag}`.slice(0, 16), source: 'admin' })
    .onConflictDoUpdate({ target: agent.userId, set: { status: 'approved', levelId: level.id } });
  const [buyer] = await db.insert(user).values({ groupId: 1, username: `b${tag}`.slice(0, 32), nickname: 'E2E buyer', password: '', joinTime: new Date() }).returning({ id: user.id });
  await changeMoney(db, { userId: buyer.id, cents: price * 2, memo: 'e2e top-up' });
  await db.insert(userRelation).values({ userId: buyer.id, parentId: agentMember.id, path: `/${agentMember.id}/${buyer.id}/`, depth: 1, source: 'admin' });
  const [theShop] = await db.insert(shop).values({ name: `E2E shop ${tag}`, code: `E${tag}`, status: 'open' }).returning();
  const [theProduct] = await db.insert(product).values({ name: `E2E product ${tag}`, price, marketPrice: price, costPrice: 0, stock: 10, unit: 'pc', status: 'on' }).returning();
  await db.insert(shopProduct).values({ shopId: theShop.id, productId: theProduct.id, stock: 10, status: 'on' });
  const created = await createOrder(server.ctx.database, buyer.id, { shopId: theShop.id, products: [{ productId: theProduct.id, quantity: 1 }], fields: { delivery_type: 'delivery', address: 'E2E street 1', contact_name: 'E2E', contact_mobile: '13800000000' } });
  await payWithBalance(db, buyer.id, created.id, await commissionPolicy(server.ctx));
  await shipOrder(db, created.id, 1, 'E2E-EXPRESS');
  await completeOrder(db, created.id, { type: 'admin', id: 1 }, 7);
  return { orderNo: created.orderNo };
}

oracle.listen(E2E.oraclePort, '127.0.0.1');
console.log(`e2e server on ${E2E.baseURL}, oracle on 127.0.0.1:${E2E.oraclePort}`);

const stop = async () => {
  oracle.close();
  await server.close();
  await smtp.close();
  await aliyun.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);


import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { user } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/core/auth/password.ts';
import { loginAdmin, startTestServer, type TestServer } from '../helpers.ts';
import { makeActivity, makeShop } from '../commerce-fixtures.ts';
import { startS3, S3_KEY } from '../s3-loopback.ts';

/**
 * Issue #30's wire recording (README.md here) wants a success and an error answer of every
 * declared route. These are the kit's routes no other suite answers with a success (edit forms,
 * saves, drag sorts and deletes of areas whose suites test other things), the generator's file list
 * and the member's direct upload abort: each is called once as a client would and once with an
 * input it refuses.
 */
let s: TestServer;
let h: Record<string, string>;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

type Body = Record<string, unknown>;
const call = (method: string, url: string, body?: Body) => s.call(method, url, { headers: h, body });
async function ok(method: string, url: string, body?: Body) {
  const res = await call(method, url, body);
  expect(res.body.code, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(1);
  return res.body.data;
}
async function refused(method: string, url: string, body?: Body) {
  const res = await call(method, url, body);
  expect(res.body.code, `${method} ${url} ${JSON.stringify(res.body)}`).toBe(0);
}

/** The newest rows of a kit resource (a tree's rows unnested), newest first. */
async function newest(path: string, count = 2): Promise<number[]> {
  const data = await ok('GET', `/admin/${path}/index?isTree=false&order=id,desc&limit=${count}`);
  // a list that is not paged (the security rules) answers every row: the newest lead
  const ids = (data.list as { id: number }[]).map((r) => r.id).slice(0, count);
  expect(ids).toHaveLength(count);
  return ids;
}

/** The edit form, a save, a drag sort and a delete of the two newest rows, each refused once with an id that is no id. */
async function kit(path: string, steps: { form?: boolean; edit?: Body; sortable?: boolean; del?: boolean }) {
  const [a, b] = await newest(path);
  const base = `/admin/${path}`;
  if (steps.form) {
    expect((await ok('GET', `${base}/edit?id=${a}`)).row.id).toBe(a);
    await refused('GET', `${base}/edit?id=x`);
  }
  if (steps.edit) {
    await ok('POST', `${base}/edit`, { id: a, ...steps.edit });
    await refused('POST', `${base}/edit`, { id: 'x', ...steps.edit });
  }
  if (steps.sortable) {
    await ok('POST', `${base}/sortable`, { id: a, targetId: b });
    await refused('POST', `${base}/sortable`, { id: a, targetId: 'x' });
  }
  if (steps.del) {
    await ok('DELETE', `${base}/del?ids[]=${b}`);
    await refused('DELETE', `${base}/del?ids[]=x`);
  }
}

describe('kit routes answered nowhere else', () => {
  it('HQ categories, commission levels, activities and products', async () => {
    for (const [weigh, name] of ['Wire drinks', 'Wire snacks'].entries()) await ok('POST', '/admin/hq.Category/add', { name, weigh });
    await kit('hq.Category', { form: true, edit: { name: 'Wire teas' }, sortable: true, del: true });

    await ok('POST', '/admin/hq.Commission/add', { name: 'Wire bronze', grade: 7, level1_rate: 800, level2_rate: 200, weigh: 1 });
    await ok('POST', '/admin/hq.Commission/add', { name: 'Wire gold', grade: 8, level1_rate: 1500, level2_rate: 400, weigh: 2 });
    await kit('hq.Commission', { form: true, edit: { name: 'Wire platinum' }, sortable: true });

    await makeActivity(s, { type: 'reduction', threshold: 1000, reduction: 100, weigh: 1 });
    await makeActivity(s, { type: 'discount', discountRate: 9000, weigh: 2 });
    await kit('hq.Activity', { sortable: true });

    for (const name of ['Wire tea', 'Wire cake']) await ok('POST', '/admin/hq.Product/add', { name, price: '9.90', market_price: '12' });
    await kit('hq.Product', { form: true, del: true });
  });

  it('shops, their products and activities', async () => {
    await ok('POST', '/admin/shop.Shop/add', { name: 'Wire shop A', code: 'wire-a', status: 'open', weigh: 1 });
    await ok('POST', '/admin/shop.Shop/add', { name: 'Wire shop B', code: 'wire-b', status: 'open', weigh: 2 });
    await kit('shop.Shop', { sortable: true, del: true });

    const shop = await makeShop(s);
    for (const name of ['Wire shop tea', 'Wire shop cake']) await ok('POST', '/admin/hq.Product/add', { name, price: '5', market_price: '6' });
    const products = await newest('hq.Product');
    for (const [weigh, product_id] of products.entries()) await ok('POST', '/admin/shop.Product/add', { shop_id: shop.id, product_id, weigh });
    await refused('POST', '/admin/shop.Product/add', { shop_id: shop.id, product_id: products[0] });
    await kit('shop.Product', { sortable: true, del: true });

    await makeActivity(s, { scope: 'shop', shopId: shop.id, discountRate: 9000, weigh: 1 });
    await makeActivity(s, { scope: 'shop', shopId: shop.id, type: 'reduction', threshold: 1000, reduction: 100, weigh: 2 });
    await kit('shop.Activity', { edit: { title: 'Wire weekend' }, sortable: true, del: true });
  });

  it('knowledge categories and files, ad spaces and ads', async () => {
    for (const [weigh, name] of ['Wire training', 'Wire guides'].entries()) await ok('POST', '/admin/knowledge.Category/add', { name, weigh });
    const [category] = await newest('knowledge.Category');
    for (const [weigh, title] of ['Wire welcome', 'Wire prices'].entries()) await ok('POST', '/admin/knowledge.File/add', { category_id: category, title, type: 'article', content: '<p>x</p>', weigh });
    await kit('knowledge.File', { form: true, sortable: true, del: true });
    await kit('knowledge.Category', { form: true, sortable: true, del: true });

    await ok('POST', '/admin/miniprogram.AdSpace/add', { code: 'wire_top', name: 'Wire top' });
    await ok('POST', '/admin/miniprogram.AdSpace/add', { code: 'wire_side', name: 'Wire side' });
    const [space] = await newest('miniprogram.AdSpace');
    for (const [weigh, title] of ['Wire ad one', 'Wire ad two'].entries()) await ok('POST', '/admin/miniprogram.Ad/add', { space_id: space, title, start_time: 1_800_000_000, weigh });
    await kit('miniprogram.Ad', { form: true, sortable: true, del: true });
    await kit('miniprogram.AdSpace', { form: true, edit: { name: 'Wire aside' }, del: true });
  });

  it('security rules and their logs, member rules, score form, agents', async () => {
    await ok('POST', '/admin/security.SensitiveData/add', { name: 'Wire rules', controller: 'auth.Rule', fields: [{ name: 'title', value: 'Title' }] });
    await refused('POST', '/admin/security.SensitiveData/add', { name: 'Wire rules again', controller: 'auth.Rule', fields: [{ name: 'title', value: 'Title' }] });
    const [rule] = await newest('security.SensitiveData', 1);
    await ok('POST', '/admin/security.SensitiveData/edit', { id: rule, name: 'Wire rule titles' });
    await refused('POST', '/admin/security.SensitiveData/edit', { id: rule, data_fields: { salt: 'Salt' } });
    await ok('DELETE', `/admin/security.SensitiveData/del?ids[]=${rule}`);
    await refused('DELETE', '/admin/security.SensitiveData/del?ids[]=x');

    const [recycleRule] = await newest('security.DataRecycle', 1);
    expect((await ok('GET', `/admin/security.DataRecycle/edit?id=${recycleRule}`)).row.id).toBe(recycleRule);
    await refused('GET', '/admin/security.DataRecycle/edit?id=x');

    // a member deleted (one recycle log row), two edits of a watched field (two sensitive-data log rows)
    for (const username of ['wiregone', 'wirekept']) await ok('POST', '/admin/user.User/add', { group_id: 1, username, nickname: username, password: 'member-pass' });
    const [kept, gone] = await newest('user.User');
    await ok('DELETE', `/admin/user.User/del?ids[]=${gone}`);
    const [recycled] = await newest('security.DataRecycleLog', 1);
    await ok('DELETE', `/admin/security.DataRecycleLog/del?ids[]=${recycled}`);
    await refused('DELETE', '/admin/security.DataRecycleLog/del?ids[]=x');
    for (const mobile of ['13900000071', '13900000072']) await ok('POST', '/admin/user.User/edit', { id: kept, mobile });
    const [sensitive] = await newest('security.SensitiveDataLog', 1);
    await ok('DELETE', `/admin/security.SensitiveDataLog/del?ids[]=${sensitive}`);
    await refused('DELETE', '/admin/security.SensitiveDataLog/del?ids[]=x');

    const [memberRule] = await newest('user.Rule', 1);
    expect((await ok('GET', `/admin/user.Rule/edit?id=${memberRule}`)).row.id).toBe(memberRule);
    await refused('GET', '/admin/user.Rule/edit?id=x');

    await ok('GET', `/admin/user.ScoreLog/add?userId=${kept}`);
    await refused('GET', '/admin/user.ScoreLog/add?userId=999999');

    await ok('POST', '/admin/distribution.Agent/add', { user_id: kept, real_name: 'Wire agent' });
    const [agent] = await newest('distribution.Agent', 1);
    expect((await ok('GET', `/admin/distribution.Agent/edit?id=${agent}`)).row.id).toBe(agent);
    await refused('GET', '/admin/distribution.Agent/edit?id=x');
  });
});

describe('the CRUD generator', () => {
  it("lists the files a table's area would have, and refuses a request without a table", async () => {
    const data = await ok('GET', '/admin/crud.Crud/getFileData?table=knowledge_file');
    expect(data.files.map((f: { path: string }) => f.path)).toContain('apps/server/src/modules/knowledge/file.module.ts');
    await refused('GET', '/admin/crud.Crud/getFileData');
  });
});

describe("the member's direct upload", () => {
  it('aborts an upload it started, and refuses one it does not know', async () => {
    const s3 = await startS3();
    try {
      for (const [name, value] of Object.entries({
        upload_mode: 's3', upload_s3_endpoint: s3.endpoint, upload_s3_bucket: s3.bucket, upload_s3_access_key: S3_KEY.accessKeyId,
        upload_s3_secret_key: S3_KEY.secretAccessKey, upload_s3_path_style: '1', upload_max_size: '20mb',
      })) await s.change(sql`update config set value = ${value} where name = ${name}`);
      s.ctx.settings.invalidate();
      await s.ctx.db.insert(user).values({ groupId: 1, username: 'wire_up', nickname: 'Wire', password: await hashPassword('wire-pass-1'), joinTime: new Date() });
      const login = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: 'wire_up', password: 'wire-pass-1' } });
      const member = { 'ba-user-token': login.body.data.userInfo.token, 'think-lang': 'en' };
      const post = (step: string, body: Body) => s.call('POST', `/api/ajax/upload/direct/${step}`, { headers: member, body });
      const started = await post('start', { name: 'wire.zip', size: 12 * 1024 * 1024, type: 'application/zip' });
      expect(started.body.code, JSON.stringify(started.body)).toBe(1);
      const { key, upload_id } = started.body.data;
      expect((await post('abort', { key, upload_id })).body.code).toBe(1);
      expect((await post('abort', { key: 'storage/none.zip' })).body.code).toBe(0);
    } finally {
      await s3.close();
    }
  });
});

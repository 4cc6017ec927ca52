import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminRule, knowledgeFile, userGroup, userRule } from '../src/db/schema/index.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { memberWithBalance, type TestMember } from './commerce-fixtures.ts';

// Issue 15 item 1: the knowledge base's admin areas and the member API that shows only what a member may see.
let s: TestServer;
let h: Record<string, string>;
let member: TestMember;
const ids: Record<string, number> = {};

const post = async (url: string, body: Record<string, unknown>, headers = h) => (await s.call('POST', url, { headers, body })).body;
const get = async (url: string, headers = h) => (await s.call('GET', url, { headers })).body;
const m = () => ({ 'ba-user-token': member.token, 'think-lang': 'en' });

async function add(path: string, body: Record<string, unknown>, key: string) {
  const res = await post(`/admin/${path}/add`, body);
  expect(res.code, JSON.stringify(res)).toBe(1);
  const field = path === 'knowledge.Category' ? 'name' : 'title';
  const list = await get(`/admin/${path}/index?isTree=false&search[0][field]=${field}&search[0][val]=${encodeURIComponent(String(body[field]))}&search[0][operator]=eq`);
  ids[key] = list.data.list[0].id;
}

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
  member = await memberWithBalance(s, 0);
  await add('knowledge.Category', { name: 'Training' }, 'training');
  await add('knowledge.Category', { name: 'Products', pid: 0, weigh: 5 }, 'products');
  await add('knowledge.Category', { name: 'Hidden branch', status: '0' }, 'hidden');
  await add('knowledge.Category', { name: 'Under hidden', pid: 0 }, 'underHidden');
  expect((await post('/admin/knowledge.Category/edit', { id: ids.underHidden, pid: ids.hidden })).code).toBe(1);
  await add('knowledge.File', { category_id: ids.training, title: 'Welcome article', type: 'article', content: '<p>Hello</p>', visibility: 'all', weigh: 3 }, 'article');
  await add('knowledge.File', { category_id: ids.training, title: 'Price list', type: 'file', file: '/storage/price.pdf', visibility: 'member', weigh: 2 }, 'file');
  await add('knowledge.File', { category_id: ids.products, title: 'Agent handbook', type: 'file', file: '/storage/agent.pdf', visibility: 'agent' }, 'agent');
  await add('knowledge.File', { category_id: ids.training, title: 'Retired video', type: 'video', file: '/storage/old.mp4', visibility: 'all', status: '0' }, 'disabled');
  await add('knowledge.File', { category_id: ids.underHidden, title: 'In a hidden branch', type: 'link', url: 'https://example.com/a', visibility: 'all' }, 'inHidden');
});
afterAll(() => s.close());

describe('knowledge admin areas', () => {
  it('the category tree nests, refuses cycles, unknown parents, and deleting a category in use', async () => {
    const tree = await get('/admin/knowledge.Category/index');
    const hidden = tree.data.list.find((r: { id: number }) => r.id === ids.hidden);
    expect(hidden.children.map((c: { name: string }) => c.name)).toEqual(['Under hidden']);
    expect((await post('/admin/knowledge.Category/edit', { id: ids.hidden, pid: ids.underHidden })).msg).toBe('A category cannot move under itself or its subcategories');
    expect((await post('/admin/knowledge.Category/edit', { id: ids.hidden, pid: ids.hidden })).msg).toBe('A category cannot move under itself or its subcategories');
    expect((await post('/admin/knowledge.Category/add', { name: 'Orphan', pid: 999999 })).msg).toBe('The parent category does not exist');
    const del = await s.call('DELETE', `/admin/knowledge.Category/del?ids[]=${ids.training}`, { headers: h });
    expect(del.body.msg).toBe('The category still has subcategories or files: move or delete them first');
    const zh = await s.call('DELETE', `/admin/knowledge.Category/del?ids[]=${ids.hidden}`, { headers: { ...h, 'think-lang': 'zh-cn' } });
    expect(zh.body.msg).toBe('该分类下还有子分类或文件，请先移走或删除');
  });

  it('files: the category must exist, a file needs its attachment, a link its address; counters are read-only', async () => {
    expect((await post('/admin/knowledge.File/add', { category_id: 999999, title: 'x', type: 'article' })).msg).toBe('The category does not exist');
    expect((await post('/admin/knowledge.File/add', { category_id: ids.training, title: 'x', type: 'file' })).msg).toBe('Please upload the file');
    expect((await post('/admin/knowledge.File/add', { category_id: ids.training, title: 'x', type: 'link', url: 'javascript:alert(1)' })).msg).toBe('Please enter the link address (http:// or https://)');
    expect((await post('/admin/knowledge.File/add', { category_id: ids.training, title: 'x', type: 'podcast' })).code).toBe(0);
    expect((await post('/admin/knowledge.File/add', { category_id: ids.training, title: 'x', type: 'article', visibility: 'everyone' })).code).toBe(0);
    // turning a file into a link without an address is refused on the saved values
    expect((await post('/admin/knowledge.File/edit', { id: ids.file, type: 'link' })).msg).toBe('Please enter the link address (http:// or https://)');
    expect((await post('/admin/knowledge.File/edit', { id: ids.file, views: 1000, title: 'Price list' })).code).toBe(1);
    const list = await get(`/admin/knowledge.File/index?search[0][field]=category.name&search[0][val]=Train&search[0][operator]=LIKE&order=weigh,desc`);
    expect(list.data.list.map((r: { title: string }) => r.title)).toEqual(['Welcome article', 'Price list', 'Retired video']);
    expect(list.data.list[1]).toMatchObject({ views: 0, category: { name: 'Training' }, visibility: 'member', status: '1' });
    expect((await get('/admin/knowledge.File/index?search[0][field]=content&search[0][val]=x&search[0][operator]=LIKE')).msg).toMatch(/Unknown search field/);
  });

  it('an admin holding only the file list may list but not add, edit or delete', async () => {
    const [index] = await s.ctx.db.select({ id: adminRule.id }).from(adminRule).where(eq(adminRule.name, 'knowledge/file/index'));
    const group = await makeGroup(s.call, h.batoken, 'Knowledge readers', [index.id]);
    const reader = await makeAdmin(s.call, h.batoken, 'kreader', [group]);
    const rh = { batoken: reader.token, 'think-lang': 'en' };
    expect((await get('/admin/knowledge.File/index', rh)).code).toBe(1);
    expect((await post('/admin/knowledge.File/add', { category_id: ids.training, title: 'x', type: 'article' }, rh)).code).toBe(401);
    expect((await post('/admin/knowledge.File/edit', { id: ids.file, title: 'y' }, rh)).code).toBe(401);
    expect((await get('/admin/knowledge.Category/index', rh)).code).toBe(401);
    expect((await get('/admin/miniprogram.Ad/index', rh)).code).toBe(401);
  });
});

describe('menus', () => {
  it('the admin and member menus carry the knowledge base, titled in both languages', async () => {
    const admin = JSON.stringify((await get('/admin/Index/index')).data.menus);
    for (const title of ['Knowledge base', 'Categories', 'Files', 'Mini program', 'Ad spaces', 'Ads']) expect(admin).toContain(`"title":"${title}"`);
    expect(JSON.stringify((await get('/admin/Index/index', { ...h, 'think-lang': 'zh-cn' })).data.menus)).toContain('"title":"知识库分类"');
    const menus = JSON.stringify((await get('/api/index/index', m())).data.menus);
    expect(menus).toContain('"name":"knowledge/index"');
    expect(menus).toContain('"title":"Knowledge base"');
  });
});

describe('knowledge member API', () => {
  it('needs a member login', async () => {
    expect((await get('/api/knowledge/index', { 'think-lang': 'en' })).code).toBe(303);
    expect((await get('/api/knowledge/categories', { 'think-lang': 'en' })).code).toBe(303);
    expect((await get(`/api/knowledge/detail?id=${ids.article}`, { 'think-lang': 'en' })).code).toBe(303);
  });

  it('categories: enabled ones as a tree, a disabled category hiding its branch', async () => {
    const res = await get('/api/knowledge/categories', m());
    expect(res.data.list.map((k: { name: string }) => k.name)).toEqual(['Products', 'Training']);
    expect(res.data.list[0]).toEqual({ id: ids.products, pid: 0, name: 'Products', icon: '' });
  });

  it('index: only enabled files of visible categories that a plain member may see (never agent-only)', async () => {
    const res = await get('/api/knowledge/index', m());
    expect(res.data.list.map((r: { title: string }) => r.title)).toEqual(['Welcome article', 'Price list']);
    expect(res.data.total).toBe(2);
    expect(res.data.list[0]).not.toHaveProperty('content');
    // a search can narrow the list, never reach a file the member may not see
    const agent = await get(`/api/knowledge/index?search[0][field]=id&search[0][val]=${ids.agent}&search[0][operator]=eq`, m());
    expect(agent.data).toMatchObject({ list: [], total: 0 });
    const byCategory = await get(`/api/knowledge/index?search[0][field]=category_id&search[0][val]=${ids.products}&search[0][operator]=eq`, m());
    expect(byCategory.data.list).toEqual([]);
    expect((await get('/api/knowledge/index?search[0][field]=visibility&search[0][val]=agent&search[0][operator]=eq', m())).msg).toMatch(/Unknown search field/);
    expect((await get('/api/knowledge/index?quickSearch=price', m())).data.list.map((r: { id: number }) => r.id)).toEqual([ids.file]);
  });

  it('detail: an agent-only file is refused by id, hidden ones are not found, a view is counted', async () => {
    expect((await get(`/api/knowledge/detail?id=${ids.agent}`, m())).msg).toBe('This file is for agents only');
    expect((await get(`/api/knowledge/detail?id=${ids.agent}`, { ...m(), 'think-lang': 'zh-cn' })).msg).toBe('该资料仅对代理开放');
    expect((await get(`/api/knowledge/detail?id=${ids.disabled}`, m())).msg).toBe('Knowledge file not found');
    expect((await get(`/api/knowledge/detail?id=${ids.inHidden}`, m())).msg).toBe('Knowledge file not found');
    expect((await get('/api/knowledge/detail?id=999999', m())).msg).toBe('Knowledge file not found');
    const first = await get(`/api/knowledge/detail?id=${ids.article}`, m());
    expect(first.data.row).toMatchObject({ id: ids.article, title: 'Welcome article', type: 'article', content: '<p>Hello</p>', views: 1 });
    await Promise.all(Array.from({ length: 20 }, () => get(`/api/knowledge/detail?id=${ids.article}`, m())));
    const [row] = await s.ctx.db.select({ views: knowledgeFile.views }).from(knowledgeFile).where(eq(knowledgeFile.id, ids.article));
    expect(row.views).toBe(21);
    const [agent] = await s.ctx.db.select({ views: knowledgeFile.views }).from(knowledgeFile).where(eq(knowledgeFile.id, ids.agent));
    expect(agent.views).toBe(0);
  });

  it('download: counts a download of a visible file; refuses agent-only files and entries without a file', async () => {
    const res = await post('/api/knowledge/download', { id: ids.file }, m());
    expect(res).toMatchObject({ code: 1, data: { url: '/storage/price.pdf' } });
    expect((await post('/api/knowledge/download', { id: ids.agent }, m())).msg).toBe('This file is for agents only');
    expect((await post('/api/knowledge/download', { id: ids.article }, m())).msg).toBe('This entry has no file to download');
    const rows = await s.ctx.db.select({ id: knowledgeFile.id, downloads: knowledgeFile.downloads }).from(knowledgeFile);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.downloads]))).toMatchObject({ [ids.file]: 1, [ids.agent]: 0, [ids.article]: 0 });
  });

  it('an approved agent sees agent-only files; a disabled one no longer does', async () => {
    const a = await memberWithBalance(s, 0);
    const ah = { 'ba-user-token': a.token, 'think-lang': 'en' };
    const listed = async () => (await get(`/api/knowledge/index?search[0][field]=id&search[0][val]=${ids.agent}&search[0][operator]=eq`, ah)).data.total;
    expect(await listed()).toBe(0);
    const added = await post('/admin/distribution.Agent/add', { user_id: a.id });
    expect(added.code, JSON.stringify(added)).toBe(1);
    expect(await listed()).toBe(1);
    expect((await get(`/api/knowledge/detail?id=${ids.agent}`, ah)).data.row.title).toBe('Agent handbook');
    expect((await post('/api/knowledge/download', { id: ids.agent }, ah)).data.url).toBe('/storage/agent.pdf');
    expect((await post('/admin/distribution.Agent/disable', { ids: [added.data.id] })).code).toBe(1);
    expect(await listed()).toBe(0);
    expect((await get(`/api/knowledge/detail?id=${ids.agent}`, ah)).msg).toBe('This file is for agents only');
  });

  it('a member group without the knowledge rules is refused', async () => {
    const [overview] = await s.ctx.db.select({ id: userRule.id }).from(userRule).where(eq(userRule.name, 'account/overview'));
    const [group] = await s.ctx.db.insert(userGroup).values({ name: 'No knowledge', rules: String(overview.id) }).returning({ id: userGroup.id });
    await s.change(sql`update "user" set group_id = ${group.id} where id = ${member.id}`);
    expect((await get('/api/knowledge/index', m())).code).toBe(401);
    expect((await get(`/api/knowledge/detail?id=${ids.article}`, m())).code).toBe(401);
    expect((await get('/api/knowledge/categories', m())).code).toBe(401);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { catalogueFolder, notesPackage, uploadZip, zipOf } from './module-packages.ts';

type Catalogue = ReturnType<typeof catalogueFolder>;

async function setup(): Promise<{ s: TestServer; token: string; cat: Catalogue; h: Record<string, string> }> {
  const cat = catalogueFolder();
  await cat.publish(notesPackage('1.0.0'));
  const s = await startTestServer({ MODULE_CATALOGUE: cat.dir });
  const token = (await loginAdmin(s)).token;
  return { s, token, cat, h: { batoken: token } };
}

const stateOf = async (s: TestServer, h: Record<string, string>, uid = 'notes') => (await s.call('GET', `/admin/module/state?uid=${uid}`, { headers: h })).body.data.state as number;

/** The app as a restart builds it (same database and data folder): enabled modules' routes registered at start. */
async function restarted(s: TestServer) {
  const app = await buildApp(s.ctx, { logger: false, serveWeb: false });
  await app.ready();
  return app;
}

describe('module store: install, disable, enable, uninstall, upgrade', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(async () => {
    await t.s.close();
    t.cat.remove();
  });

  it('lists the catalogue and installs from it: migrations, menu rule, shared file; routes after a restart', async () => {
    const { s, h } = t;
    const list = await s.call('GET', '/admin/module/catalogue', { headers: h });
    expect(list.body.code).toBe(1);
    expect(list.body.data.list).toMatchObject([{ uid: 'notes', version: '1.0.0', state: 0 }]);
    expect(await stateOf(s, h)).toBe(0);

    const res = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    expect(res.body).toMatchObject({ code: 1, data: { data: { uid: 'notes', state: 1, version: '1.0.0' }, restartRequired: true } });
    expect(await stateOf(s, h)).toBe(1);
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules/notes/module.json'))).toBe(true);
    const [rule] = await s.ctx.database.rows<{ status: boolean }>(sql`select status from admin_rule where name = 'notes/note'`);
    expect(rule.status).toBe(true);
    await s.ctx.database.rows(sql`insert into notes_note (body) values ('first'), ('second')`);
    const file = await fetch(`${s.url}/module-public/notes/readme.txt`);
    expect(await file.text()).toBe('notes 1.0.0');

    // not registered in this process yet: a restart serves it
    expect((await s.call('GET', '/admin/notes/count', { headers: h })).status).toBe(404);
    const app = await restarted(s);
    const counted = await app.inject({ method: 'GET', url: '/admin/notes/count', headers: { ...h, server: '1' } });
    expect(counted.json()).toMatchObject({ code: 1, msg: '笔记已统计', data: { count: 2 } });
    await app.close();

    const installed = await s.call('GET', '/admin/module/index', { headers: h });
    expect(installed.body.data.installed).toMatchObject([{ uid: 'notes', state: 1 }]);
    // a second install of an installed module is refused
    expect((await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } })).body).toMatchObject({ code: 0, msg: '模块已存在' });
  });

  it('disables (routes stop, file and menu off), enables again, and uninstall keeps the data', async () => {
    const { s, h } = t;
    const app = await restarted(s);
    expect((await s.call('POST', '/admin/module/uninstall', { headers: h, body: { uid: 'notes' } })).body).toMatchObject({ code: 0, msg: '请先禁用模块' });

    const off = await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: false } });
    expect(off.body).toMatchObject({ code: 1, data: { info: { state: 6 } } });
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'module-public/notes/readme.txt'))).toBe(false);
    expect((await fetch(`${s.url}/module-public/notes/readme.txt`)).status).toBe(404);
    const [rule] = await s.ctx.database.rows<{ status: boolean }>(sql`select status from admin_rule where name = 'notes/note'`);
    expect(rule.status).toBe(false);
    const gone = await app.inject({ method: 'GET', url: '/admin/notes/count', headers: { ...h, server: '1' } });
    expect(gone.json()).toMatchObject({ code: 0, msg: '模块已禁用' });

    const on = await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: true } });
    expect(on.body.data.info.state).toBe(2);
    const again = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    expect(again.body).toMatchObject({ code: 1, data: { data: { state: 1 } } });
    const back = await app.inject({ method: 'GET', url: '/admin/notes/count', headers: { ...h, server: '1' } });
    expect(back.json()).toMatchObject({ code: 1, data: { count: 2 } });
    await app.close();

    await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: false } });
    const un = await s.call('POST', '/admin/module/uninstall', { headers: h, body: { uid: 'notes' } });
    expect(un.body.code).toBe(1);
    expect(await stateOf(s, h)).toBe(0);
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules/notes'))).toBe(false);
    expect(await s.ctx.database.rows(sql`select id from admin_rule where name = 'notes/note'`)).toEqual([]);
    // the module's table and rows stay
    expect(await s.ctx.database.rows(sql`select body from notes_note order by id`)).toEqual([{ body: 'first' }, { body: 'second' }]);
    expect((await s.call('GET', '/admin/module/index', { headers: h })).body.data.installed).toEqual([]);

    // installed again over its kept data: the applied migration is not run twice
    const re = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    expect(re.body).toMatchObject({ code: 1, data: { data: { state: 1 } } });
    expect(await s.ctx.database.rows(sql`select count(*)::int as n from notes_note`)).toEqual([{ n: 2 }]);
  });

  it('upgrades a disabled module from the catalogue: only the new migration runs, rows stay', async () => {
    const { s, h, cat } = t;
    await cat.publish(notesPackage('1.1.0'));
    expect((await s.call('POST', '/admin/module/update', { headers: h, body: { uid: 'notes' } })).body).toMatchObject({ code: 0, msg: '请先禁用模块' });
    await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: false } });
    const up = await s.call('POST', '/admin/module/update', { headers: h, body: { uid: 'notes' } });
    expect(up.body).toMatchObject({ code: 1, data: { info: { version: '1.1.0', state: 2 } } });
    const ins = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    expect(ins.body).toMatchObject({ code: 1, data: { data: { version: '1.1.0', state: 1 }, restartRequired: true } });
    expect(await s.ctx.database.rows(sql`select body, title from notes_note order by id`)).toEqual([
      { body: 'first', title: '' },
      { body: 'second', title: '' },
    ]);
    const [row] = await s.ctx.database.rows<{ migrations: string[] }>(sql`select migrations from module_install where uid = 'notes'`);
    expect(row.migrations).toEqual(['notes/0001_notes.sql', 'notes/0002_title.sql']);
    expect(await (await fetch(`${s.url}/module-public/notes/readme.txt`)).text()).toBe('notes 1.1.0');
    const app = await restarted(s);
    expect((await app.inject({ method: 'GET', url: '/admin/notes/count', headers: { ...h, server: '1' } })).json()).toMatchObject({ data: { count: 2, version: '1.1.0' } });
    await app.close();
    // an older or equal version is no upgrade
    await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: false } });
    const same = await uploadZip(s.url, t.token, await zipOf(notesPackage('1.1.0')));
    expect(same).toMatchObject({ code: 0, msg: '模块已存在' });
  });
});

describe('module store: conflicts, backups and dependencies', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(async () => {
    await t.s.close();
    t.cat.remove();
  });

  it('a file already in the shared folder is a conflict: the answer -1, then cover with a backup that disable restores', async () => {
    const { s, h } = t;
    const shared = path.join(s.ctx.config.dataDir, 'module-public/notes/readme.txt');
    fs.mkdirSync(path.dirname(shared), { recursive: true });
    fs.writeFileSync(shared, 'the admin wrote this');
    const res = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    expect(res.body).toMatchObject({
      code: -1,
      data: { uid: 'notes', state: 3, fileConflict: [{ newFile: 'notes/public/notes/readme.txt', oldFile: 'notes/readme.txt', solution: 'cover' }], dependConflict: [] },
    });
    expect(await stateOf(s, h)).toBe(3);

    const cover = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes', extend: { fileConflict: { 'notes/readme.txt': 'cover' } } } });
    expect(cover.body.code).toBe(1);
    expect(fs.readFileSync(shared, 'utf8')).toBe('notes 1.0.0');
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules/.backups/notes-install.zip'))).toBe(true);

    // changed locally after install: disable asks first, then keeps a copy and restores the original
    fs.writeFileSync(shared, 'edited after install');
    const ask = await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: false } });
    expect(ask.body).toMatchObject({ code: -1, data: { uid: 'notes', conflictFile: ['notes/readme.txt'] } });
    const ok = await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: false, confirmConflict: true } });
    expect(ok.body.code).toBe(1);
    expect(fs.readFileSync(shared, 'utf8')).toBe('the admin wrote this');
    expect(fs.readdirSync(path.join(s.ctx.config.dataDir, 'modules/.backups')).some((f) => /^notes-disable-\d{14}\.zip$/.test(f))).toBe(true);

    // discard: the admin's file stays, the module works without it
    await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: true } });
    const ask2 = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    expect(ask2.body.code).toBe(-1);
    const discard = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes', extend: { fileConflict: { 'notes/readme.txt': 'discard' } } } });
    expect(discard.body.code).toBe(1);
    expect(fs.readFileSync(shared, 'utf8')).toBe('the admin wrote this');
  });

  it('npm dependencies wait for the terminal (-2, state 4); a different version in another module is a dependency conflict', async () => {
    const { s, h, token } = t;
    const up = await uploadZip(s.url, token, await zipOf(notesPackage('1.0.0', { uid: 'pads', dependencies: { 'left-pad': '^1.3.0' }, publicFiles: {} })));
    expect(up).toMatchObject({ code: 1, data: { info: { uid: 'pads', state: 2 } } });
    const ins = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'pads' } });
    expect(ins.body).toMatchObject({ code: -2, data: { uid: 'pads', state: 4, wait_install: ['npm_dependent_wait_install'] } });
    const pkg = JSON.parse(fs.readFileSync(path.join(s.ctx.config.dataDir, 'modules/package.json'), 'utf8'));
    expect(pkg.dependencies).toEqual({ 'left-pad': '^1.3.0' });
    const done = await s.call('POST', '/admin/module/dependentInstallComplete', { headers: h, body: { uid: 'pads' } });
    expect(done.body).toMatchObject({ code: 1, data: { data: { state: 1, npm_dependent_wait_install: 0 } } });

    await uploadZip(s.url, token, await zipOf(notesPackage('1.0.0', { uid: 'pads2', dependencies: { 'left-pad': '1.1.0' }, publicFiles: {} })));
    const conflict = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'pads2' } });
    expect(conflict.body).toMatchObject({
      code: -1,
      data: { dependConflict: [{ env: 'npm', depend: 'left-pad', newDepend: 'left-pad 1.1.0', oldDepend: 'left-pad ^1.3.0', solution: 'cover' }] },
    });
    const keep = await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'pads2', extend: { dependConflict: { npm: { 'left-pad': 'discard' } } } } });
    expect(keep.body).toMatchObject({ code: 1, data: { data: { state: 1 } } });
    expect(JSON.parse(fs.readFileSync(path.join(s.ctx.config.dataDir, 'modules/package.json'), 'utf8')).dependencies).toEqual({ 'left-pad': '^1.3.0' });

    // disabling pads: its dependency is still needed by pads2, so nothing to ask
    expect((await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'pads2', state: false } })).body.code).toBe(1);
    const ask = await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'pads', state: false } });
    expect(ask.body).toMatchObject({ code: -1, data: { dependConflict: [{ env: 'npm', depend: 'left-pad', solution: 'delete' }] } });
    const del = await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'pads', state: false, confirmConflict: true, dependConflictSolution: { npm: ['left-pad'] } } });
    expect(del.body).toMatchObject({ code: -2, data: { uid: 'pads', state: 6 } });
    expect(JSON.parse(fs.readFileSync(path.join(s.ctx.config.dataDir, 'modules/package.json'), 'utf8')).dependencies).toEqual({});
  });
});

describe('module store: refused packages', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
    await t.s.call('POST', '/admin/module/install', { headers: t.h, body: { uid: 'notes' } });
  });
  afterAll(async () => {
    await t.s.close();
    t.cat.remove();
  });

  const outside = () => path.join(t.s.ctx.config.dataDir, 'evil.txt');

  it('refuses path traversal, absolute paths and symbolic links, writing nothing', async () => {
    const base = notesPackage('1.0.0', { uid: 'evil', publicFiles: {} });
    for (const [extra, links] of [
      [{ '../evil.txt': 'x' }, {}],
      [{ 'public/../../evil.txt': 'x' }, {}],
      [{ '/tmp/evil.txt': 'x' }, {}],
      [{}, { 'public/link': '/etc/passwd' }],
    ] as const) {
      const res = await uploadZip(t.s.url, t.token, await zipOf({ ...base, ...extra }, links));
      expect(res.code).toBe(0);
      expect(res.msg).toMatch(/不安全的路径|符号链接/);
    }
    expect(fs.existsSync(outside())).toBe(false);
    expect(fs.existsSync(path.join(t.s.ctx.config.dataDir, 'modules/evil'))).toBe(false);
    expect(await stateOf(t.s, t.h, 'evil')).toBe(0);
  });

  it("refuses a manifest claiming another module's files, uid or rules, a built-in area, or no manifest", async () => {
    const claimFile = await uploadZip(t.s.url, t.token, await zipOf(notesPackage('1.0.0', { uid: 'thief', publicFiles: { 'notes/readme.txt': 'mine now' } })));
    expect(claimFile).toMatchObject({ code: 0, msg: '模块包占用了模块 notes 的文件：notes/readme.txt' });

    const sameUid = await uploadZip(t.s.url, t.token, await zipOf(notesPackage('1.0.0')));
    expect(sameUid).toMatchObject({ code: 0, msg: '模块已存在' });
    const newerWhileOn = await uploadZip(t.s.url, t.token, await zipOf(notesPackage('2.0.0')));
    expect(newerWhileOn).toMatchObject({ code: 0, msg: '请先禁用模块' });

    const rules = notesPackage('1.0.0', { uid: 'rules', publicFiles: {} });
    const m = JSON.parse(rules['module.json']);
    m.areas[0].menus = [{ name: 'notes/note', title: 'x', type: 'menu' }];
    expect(await uploadZip(t.s.url, t.token, await zipOf({ ...rules, 'module.json': JSON.stringify(m) }))).toMatchObject({ code: 0, msg: '模块包占用了其他模块的菜单规则：notes/note' });
    m.areas[0].menus = [{ name: 'auth/admin', title: 'x', type: 'menu' }];
    expect(await uploadZip(t.s.url, t.token, await zipOf({ ...rules, 'module.json': JSON.stringify(m) }))).toMatchObject({ code: 0, msg: '模块包占用了其他模块的菜单规则：auth/admin' });

    const builtIn = await uploadZip(t.s.url, t.token, await zipOf(notesPackage('1.0.0', { uid: 'user', publicFiles: {} })));
    expect(builtIn).toMatchObject({ code: 0, msg: '模块包占用了其他模块的标识：user' });

    const noManifest = await uploadZip(t.s.url, t.token, await zipOf({ 'readme.txt': 'x' }));
    expect(noManifest).toMatchObject({ code: 0, msg: '模块的基础配置信息不完整' });
    const notZip = await uploadZip(t.s.url, t.token, Buffer.from('not a zip'));
    expect(notZip).toMatchObject({ code: 0, msg: '模块包不是有效的 zip 文件' });

    // the catalogue's zip must carry the uid asked for
    expect(fs.readFileSync(path.join(t.s.ctx.config.dataDir, 'module-public/notes/readme.txt'), 'utf8')).toBe('notes 1.0.0');
    expect(await stateOf(t.s, t.h, 'thief')).toBe(0);
  });

  it("serves an enabled module's web files by URL and names them in webEntries; not once disabled", async () => {
    const files = notesPackage('1.0.0', { uid: 'webby', publicFiles: {} });
    const m = JSON.parse(files['module.json']);
    m.areas = [];
    m.web = { editor: 'web/editor.js', pages: { 'webby/page': 'web/page.js' } };
    const zip = await zipOf({ 'module.json': JSON.stringify(m), 'web/editor.js': 'export default function Editor() { return null; }', 'web/page.js': 'export default 1;' });
    expect((await uploadZip(t.s.url, t.token, zip)).code).toBe(1);
    expect((await t.s.call('POST', '/admin/module/install', { headers: t.h, body: { uid: 'webby' } })).body).toMatchObject({ code: 1, data: { restartRequired: false } });
    const entries = await t.s.call('GET', '/admin/module/webEntries', { headers: t.h });
    expect(entries.body.data.modules).toContainEqual({ uid: 'webby', version: '1.0.0', editor: '/module-assets/webby/1.0.0/editor.js', pages: { 'webby/page': '/module-assets/webby/1.0.0/page.js' } });
    const js = await fetch(`${t.s.url}/module-assets/webby/1.0.0/editor.js`);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await js.text()).toContain('function Editor');
    expect((await fetch(`${t.s.url}/module-assets/webby/0.9.0/editor.js`)).status).toBe(404);
    expect((await fetch(`${t.s.url}/module-assets/webby/1.0.0/..%2F..%2Fmodule.json`)).status).toBe(404);
    await t.s.call('POST', '/admin/module/changeState', { headers: t.h, body: { uid: 'webby', state: false } });
    expect((await fetch(`${t.s.url}/module-assets/webby/1.0.0/editor.js`)).status).toBe(404);
    expect((await t.s.call('GET', '/admin/module/webEntries', { headers: t.h })).body.data.modules.map((x: { uid: string }) => x.uid)).not.toContain('webby');
  });

  it('a foreign non-empty folder is DIRECTORY_OCCUPIED; the endpoints need the module store rules', async () => {
    fs.mkdirSync(path.join(t.s.ctx.config.dataDir, 'modules/squat'), { recursive: true });
    fs.writeFileSync(path.join(t.s.ctx.config.dataDir, 'modules/squat/x'), 'x');
    expect(await stateOf(t.s, t.h, 'squat')).toBe(5);
    const res = await uploadZip(t.s.url, t.token, await zipOf(notesPackage('1.0.0', { uid: 'squat', publicFiles: {} })));
    expect(res).toMatchObject({ code: 0, msg: '模块所需的目录已被占用' });
    expect(fs.readFileSync(path.join(t.s.ctx.config.dataDir, 'modules/squat/x'), 'utf8')).toBe('x');

    expect((await t.s.call('GET', '/admin/module/index')).body.code).toBe(303);
  });
});

describe("module store: a package's title and intro in the reader's language", () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
    const files = notesPackage('1.0.0', { uid: 'memo', publicFiles: {} });
    const m = JSON.parse(files['module.json']);
    Object.assign(m, { title: '备忘录', intro: '记下要做的事', i18n: { en: { title: 'Memos', intro: 'Notes of things to do' } } });
    await t.cat.publish({ ...files, 'module.json': JSON.stringify(m) });
  });
  afterAll(async () => {
    await t.s.close();
    t.cat.remove();
  });

  it('the catalogue, the review before install, the installed list and the reference client\'s store list each in zh-cn and en', async () => {
    const en = { ...t.h, 'think-lang': 'en' };
    const memo = (list: { uid: string }[]) => list.find((m) => m.uid === 'memo');
    expect(memo((await t.s.call('GET', '/admin/module/catalogue', { headers: t.h })).body.data.list)).toMatchObject({ title: '备忘录', intro: '记下要做的事' });
    expect(memo((await t.s.call('GET', '/admin/module/catalogue', { headers: en })).body.data.list)).toMatchObject({ title: 'Memos', intro: 'Notes of things to do' });
    // a package without English keeps its one title
    const notes = (await t.s.call('GET', '/admin/module/catalogue', { headers: en })).body.data.list.find((m: { uid: string }) => m.uid === 'notes');
    expect(notes).toMatchObject({ title: 'Notes' });

    expect((await t.s.call('GET', '/admin/module/inspect?uid=memo', { headers: t.h })).body.data.package).toMatchObject({ title: '备忘录', intro: '记下要做的事' });
    expect((await t.s.call('GET', '/admin/module/inspect?uid=memo', { headers: en })).body.data.package).toMatchObject({ title: 'Memos', intro: 'Notes of things to do' });
    expect((await t.s.call('GET', '/api/v6.store/modules?activeTab=all&quickSearch=memos', { headers: en })).body.data.rows).toMatchObject([{ uid: 'memo', title: 'Memos' }]);

    expect((await t.s.call('POST', '/admin/module/install', { headers: en, body: { uid: 'memo' } })).body.data.data).toMatchObject({ uid: 'memo', title: 'Memos' });
    expect(memo((await t.s.call('GET', '/admin/module/index', { headers: t.h })).body.data.installed)).toMatchObject({ title: '备忘录', intro: '记下要做的事' });
    expect(memo((await t.s.call('GET', '/admin/module/index', { headers: en })).body.data.installed)).toMatchObject({ title: 'Memos', intro: 'Notes of things to do' });
  });
});

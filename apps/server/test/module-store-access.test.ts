import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { catalogueFolder, notesPackage, uploadZip, zipOf } from './module-packages.ts';

/** A package whose migration would make every group a super group: what a module-store node must not be able to run. */
function escalating(uid: string) {
  return { ...notesPackage('1.0.0', { uid, publicFiles: {} }), 'migrations/0002_escalate.sql': `UPDATE "admin_group" SET "rules" = '*';` };
}

const stateOf = async (s: TestServer, h: Record<string, string>, uid: string) => (await s.call('GET', `/admin/module/state?uid=${uid}`, { headers: h })).body.data.state as number;

describe('module store writes are for super administrators only', () => {
  let s: TestServer;
  let cat: ReturnType<typeof catalogueFolder>;
  let superH: Record<string, string>;
  let storeH: Record<string, string>;
  let storeToken: string;

  beforeAll(async () => {
    cat = catalogueFolder();
    await cat.publish(escalating('notes'));
    s = await startTestServer({ MODULE_CATALOGUE: cat.dir });
    superH = { batoken: (await loginAdmin(s)).token };
    // a group holding every node of the module store (and nothing else): not a super group
    const nodes = await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name like 'moduleStore/moduleStore%'`);
    expect(nodes.length).toBe(6);
    const group = await makeGroup(s.call, superH.batoken, 'Module keepers', nodes.map((n) => n.id));
    storeToken = (await makeAdmin(s.call, superH.batoken, 'keeper', [group])).token;
    storeH = { batoken: storeToken, 'think-lang': 'en' };
  });
  afterAll(async () => {
    await s.close();
    cat.remove();
  });

  const refused = (body: { code: number; msg: string }) => expect(body).toMatchObject({ code: 401, msg: 'Only a super administrator can do this' });
  const groupsRules = async () => (await s.ctx.database.rows<{ rules: string }>(sql`select rules from admin_group order by id`)).map((g) => g.rules);

  it('the store can still be read with its nodes', async () => {
    expect((await s.call('GET', '/admin/module/index', { headers: storeH })).body.code).toBe(1);
    expect((await s.call('GET', '/admin/module/catalogue', { headers: storeH })).body.data.list).toMatchObject([{ uid: 'notes', state: 0 }]);
  });

  it('refuses install, inspect and upload with a clear error, running and writing nothing', async () => {
    const before = await groupsRules();
    refused((await s.call('POST', '/admin/module/install', { headers: storeH, body: { uid: 'notes' } })).body);
    refused((await s.call('GET', '/admin/module/inspect?uid=notes', { headers: storeH })).body);
    refused(await uploadZip(s.url, storeToken, await zipOf(escalating('sneaky')), { 'think-lang': 'en' }));
    // in Chinese too
    expect((await s.call('POST', '/admin/module/install', { headers: { batoken: storeToken }, body: { uid: 'notes' } })).body).toMatchObject({ code: 401, msg: '只有超级管理员可以执行此操作' });

    expect(await groupsRules()).toEqual(before);
    expect(await stateOf(s, superH, 'notes')).toBe(0);
    expect(await stateOf(s, superH, 'sneaky')).toBe(0);
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules/notes'))).toBe(false);
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules/sneaky'))).toBe(false);
    expect(await s.ctx.database.rows(sql`select to_regclass('notes_note') as t`)).toEqual([{ t: null }]);
  });

  it('refuses changeState, update, uninstall and dependentInstallComplete of an installed module, which stays as it is', async () => {
    // the super admin installs it (its migration runs: that is the point of the check)
    expect((await s.call('POST', '/admin/module/install', { headers: superH, body: { uid: 'notes' } })).body).toMatchObject({ code: 1, data: { data: { state: 1 } } });
    await s.change(sql`update admin_group set rules = '1' where id <> 1`);
    const before = await groupsRules();

    refused((await s.call('POST', '/admin/module/changeState', { headers: storeH, body: { uid: 'notes', state: false } })).body);
    expect(await stateOf(s, superH, 'notes')).toBe(1);
    await s.call('POST', '/admin/module/changeState', { headers: superH, body: { uid: 'notes', state: false } });
    expect(await stateOf(s, superH, 'notes')).toBe(6);
    refused((await s.call('POST', '/admin/module/changeState', { headers: storeH, body: { uid: 'notes', state: true } })).body);
    refused((await s.call('POST', '/admin/module/update', { headers: storeH, body: { uid: 'notes' } })).body);
    refused((await s.call('POST', '/admin/module/uninstall', { headers: storeH, body: { uid: 'notes' } })).body);
    refused((await s.call('POST', '/admin/module/dependentInstallComplete', { headers: storeH, body: { uid: 'notes' } })).body);
    expect(await stateOf(s, superH, 'notes')).toBe(6);
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules/notes/module.json'))).toBe(true);
    expect(await groupsRules()).toEqual(before);

    // the super admin may do each
    expect((await s.call('POST', '/admin/module/uninstall', { headers: superH, body: { uid: 'notes' } })).body.code).toBe(1);
    expect((await uploadZip(s.url, superH.batoken, await zipOf(notesPackage('1.0.0', { uid: 'jotter', publicFiles: {} })))).code).toBe(1);
    expect(await stateOf(s, superH, 'jotter')).toBe(2);
  });
});

describe('inspecting a package before it is installed', () => {
  let s: TestServer;
  let cat: ReturnType<typeof catalogueFolder>;
  let h: Record<string, string>;
  beforeAll(async () => {
    cat = catalogueFolder();
    await cat.publish(notesPackage('1.0.0', { dependencies: { 'left-pad': '^1.3.0' } }));
    s = await startTestServer({ MODULE_CATALOGUE: cat.dir });
    h = { batoken: (await loginAdmin(s)).token };
  });
  afterAll(async () => {
    await s.close();
    cat.remove();
  });

  it("shows a catalogue package's SQL, server code, npm dependencies, rules and files, installing nothing", async () => {
    const res = await s.call('GET', '/admin/module/inspect?uid=notes', { headers: h });
    expect(res.body).toMatchObject({
      code: 1,
      data: {
        package: {
          uid: 'notes', version: '1.0.0', source: 'catalogue',
          migrations: [{ file: 'notes/0001_notes.sql', sql: 'CREATE TABLE "notes_note" ("id" serial PRIMARY KEY, "body" text NOT NULL);', applied: false }],
          server: ['server/index.mjs'],
          dependencies: { 'left-pad': '^1.3.0' },
          menus: [{ name: 'notes/note', title: '笔记', type: 'menu' }],
          web: { editor: false, pages: [] },
          publicFiles: ['notes/readme.txt'],
        },
      },
    });
    expect(await stateOf(s, h, 'notes')).toBe(0);
    expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules/notes'))).toBe(false);
    expect(await s.ctx.database.rows(sql`select to_regclass('notes_note') as t`)).toEqual([{ t: null }]);
  });

  it('an uploaded package is read from its folder; an update from the catalogue, marking what ran already', async () => {
    const up = await uploadZip(s.url, h.batoken, await zipOf(notesPackage('1.0.0', { uid: 'jotter', publicFiles: {} })));
    expect(up.code).toBe(1);
    const uploaded = (await s.call('GET', '/admin/module/inspect?uid=jotter', { headers: h })).body.data.package;
    expect(uploaded).toMatchObject({ uid: 'jotter', source: 'package', migrations: [{ file: 'jotter/0001_notes.sql', applied: false }], dependencies: {}, publicFiles: [] });

    await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    await s.call('POST', '/admin/module/dependentInstallComplete', { headers: h, body: { uid: 'notes' } });
    await s.call('POST', '/admin/module/changeState', { headers: h, body: { uid: 'notes', state: false, confirmConflict: true } });
    await cat.publish(notesPackage('1.1.0'));
    const update = (await s.call('GET', '/admin/module/inspect?uid=notes&update=1', { headers: h })).body.data.package;
    expect(update).toMatchObject({ version: '1.1.0', source: 'catalogue' });
    expect(update.migrations.map((m: { file: string; applied: boolean }) => [m.file, m.applied])).toEqual([
      ['notes/0001_notes.sql', true],
      ['notes/0002_title.sql', false],
    ]);
    // still the installed version on disk
    expect(JSON.parse(fs.readFileSync(path.join(s.ctx.config.dataDir, 'modules/notes/module.json'), 'utf8')).version).toBe('1.0.0');
    expect((await s.call('GET', '/admin/module/inspect?uid=nothing', { headers: h })).body).toMatchObject({ code: 0, msg: '模块目录中没有该模块' });
  });
});

/** Serves a folder over HTTP: a remote catalogue. */
async function serveFolder(dir: string) {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.basename(new URL(req.url!, 'http://x').pathname));
    if (!fs.existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/catalogue.json`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Changes the SQL inside the zip after its checksum went into catalogue.json (the test zips are stored uncompressed: the zip still opens). */
function tamper(dir: string, zip: string) {
  const file = path.join(dir, zip);
  const data = fs.readFileSync(file);
  const at = data.indexOf('CREATE TABLE');
  expect(at).toBeGreaterThan(0);
  data.write('create', at);
  fs.writeFileSync(file, data);
}

describe("a catalogue's package is checked against its sha256 before it is unpacked", () => {
  for (const remote of [false, true]) {
    it(`${remote ? 'a remote' : 'the bundled (folder)'} catalogue: a tampered zip and one without a checksum are refused`, async () => {
      const cat = catalogueFolder();
      await cat.publish(notesPackage('1.0.0'));
      const published = fs.readFileSync(path.join(cat.dir, 'notes-1.0.0.zip'));
      // an entry without a checksum
      const catalogue = JSON.parse(fs.readFileSync(path.join(cat.dir, 'catalogue.json'), 'utf8'));
      catalogue.modules.push({ ...catalogue.modules[0], uid: 'bare', sha256: undefined });
      fs.writeFileSync(path.join(cat.dir, 'catalogue.json'), JSON.stringify(catalogue));
      tamper(cat.dir, 'notes-1.0.0.zip');
      const web = remote ? await serveFolder(cat.dir) : null;
      const s = await startTestServer({ MODULE_CATALOGUE: web?.url ?? cat.dir });
      try {
        const h = { batoken: (await loginAdmin(s)).token };
        for (const call of [() => s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } }), () => s.call('GET', '/admin/module/inspect?uid=notes', { headers: h })]) {
          expect((await call()).body).toMatchObject({ code: 0, msg: '模块包与目录中的校验值（sha256）不符，已拒绝' });
        }
        expect((await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'bare' } })).body).toMatchObject({ code: 0, msg: '模块目录没有给出模块包的校验值（sha256），已拒绝' });
        expect(await stateOf(s, h, 'notes')).toBe(0);
        expect(fs.existsSync(path.join(s.ctx.config.dataDir, 'modules'))).toBe(false);
        expect(await s.ctx.database.rows(sql`select to_regclass('notes_note') as t`)).toEqual([{ t: null }]);

        // the zip as published installs
        fs.writeFileSync(path.join(cat.dir, 'notes-1.0.0.zip'), published);
        expect((await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } })).body).toMatchObject({ code: 1, data: { data: { state: 1 } } });
      } finally {
        await s.close();
        await web?.close();
        cat.remove();
      }
    });
  }
});

describe("the reference client's store list and rule path", () => {
  let s: TestServer;
  let cat: ReturnType<typeof catalogueFolder>;
  let h: Record<string, string>;
  beforeAll(async () => {
    cat = catalogueFolder();
    await cat.publish(notesPackage('1.0.0'));
    await cat.publish(notesPackage('1.0.0', { uid: 'jotter', publicFiles: {} }));
    s = await startTestServer({ MODULE_CATALOGUE: cat.dir });
    h = { batoken: (await loginAdmin(s)).token };
  });
  afterAll(async () => {
    await s.close();
    cat.remove();
  });

  it('serves GET /api/v6.store/modules from the catalogue in the shape the reference page reads', async () => {
    const q = 'activeTab=all&quickSearch=&sysVersion=v2.1.2&installed[]=&installed[0][uid]=notes&installed[0][version]=1.0.0';
    const res = await s.call('GET', `/api/v6.store/modules?${q}`, { headers: h });
    expect(res.body.code).toBe(1);
    expect(res.body.data.category).toEqual([{ id: 'all', name: '全部' }]);
    expect(typeof res.body.data.remark).toBe('string');
    expect(res.body.data.rows).toHaveLength(2);
    const notes = res.body.data.rows.find((r: { uid: string }) => r.uid === 'notes');
    expect(notes).toEqual({
      id: expect.any(Number), uid: 'notes', title: 'Notes', intro: 'A test module', author: 'tests', logo: '', images: [], tags: [{ name: '免费', type: 'success' }],
      category_id: 'all', downloads: 0, original_price: '0.00', present_price: '0.00', currency_select: 1, purchased: 1, version: '1.0.0', new_version: false,
      website: '', state: 0, type: 'catalogue',
    });
    // a newer catalogue version than the installed one
    await s.call('POST', '/admin/module/install', { headers: h, body: { uid: 'notes' } });
    await cat.publish(notesPackage('1.1.0'));
    const again = await s.call('GET', '/api/v6.store/modules?activeTab=all', { headers: { ...h, 'think-lang': 'en' } });
    expect(again.body.data.rows.map((r: { uid: string; new_version: boolean }) => [r.uid, r.new_version])).toEqual([['notes', true], ['jotter', false]]);
    const found = await s.call('GET', '/api/v6.store/modules?activeTab=all&quickSearch=JOTT', { headers: h });
    expect(found.body.data.rows.map((r: { uid: string }) => r.uid)).toEqual(['jotter']);
    expect(again.body.data.category).toEqual([{ id: 'all', name: 'All' }]);
    expect((await s.call('GET', '/api/v6.store/modules?activeTab=7', { headers: h })).body.data.rows).toEqual([]);
  });

  it('needs an admin holding the store list node', async () => {
    expect((await s.call('GET', '/api/v6.store/modules')).body.code).toBe(303);
    const group = await makeGroup(s.call, h.batoken, 'Nobody', [1]);
    const other = await makeAdmin(s.call, h.batoken, 'nobody', [group]);
    expect((await s.call('GET', '/api/v6.store/modules', { headers: { batoken: other.token } })).body.code).toBe(401);
  });

  it("the store's menu rule has the reference's path", async () => {
    expect(await s.ctx.database.rows(sql`select path, component from admin_rule where name = 'moduleStore/moduleStore'`)).toEqual([{ path: 'moduleStore', component: '/src/views/backend/module/index.vue' }]);
  });
});

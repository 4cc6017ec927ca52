import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CRUD_PRESETS, DESIGN_TYPES, type CrudField, type CrudGenerateInput, type DesignType } from '@app/contract';
import { reloadModules } from '../src/core/module/index.ts';
import { PROJECT_ROOT, removeFiles } from '../src/modules/crud/files.ts';
import { journalBackup } from '../src/modules/crud/migration.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { GENERATED_CONTRACTS, addEditDelete, generatedDescriptions } from './described-pages.ts';

// Issue 16 item 5: a table with one field of every type and a remote select is generated, then
// served by the kit on a server started afterwards (as a restart would), and its output typechecks.
const TABLE = 'gentest_every';
let s: TestServer;
let s2: TestServer | undefined;
let h: Record<string, string>;
let written: string[] = [];
const migrations: string[] = [];
// the generations write migrations into apps/server/drizzle: the journal is put back afterwards
const restoreJournal = journalBackup();

const field = (designType: DesignType, name: string, extra: Partial<CrudField> = {}): CrudField => {
  const p = CRUD_PRESETS[designType];
  return {
    name, designType, type: p.type, defaultType: p.defaultType, comment: name,
    ...(p.length !== undefined ? { length: p.length } : {}), ...(p.precision !== undefined ? { precision: p.precision } : {}),
    ...(p.default !== undefined ? { default: p.default } : {}), ...(p.null ? { null: true } : {}),
    ...(p.primaryKey ? { primaryKey: true, autoIncrement: true } : {}), ...extra,
  };
};

const OPTIONS: Partial<Record<DesignType, string>> = { radio: '单选:a=甲,b=乙', checkbox: '多选:x=X,y=Y,z=Z', select: '下拉:s1=一,s2=二', selects: '多下拉:m1=一,m2=二' };

function design(): CrudGenerateInput {
  const fields = DESIGN_TYPES.filter((t) => t !== 'spk').map((t) => {
    const name = t === 'pk' ? 'id' : t === 'timestamp' ? 'create_time' : t === 'remoteSelect' ? 'admin_id' : t === 'remoteSelects' ? 'admin_ids' : `f_${t.toLowerCase()}`;
    const extra: Partial<CrudField> = {};
    if (OPTIONS[t]) extra.comment = OPTIONS[t];
    if (t === 'remoteSelect' || t === 'remoteSelects') extra.form = { 'remote-table': 'admin', 'remote-field': 'username', 'remote-pk': 'id', ...(t === 'remoteSelect' ? { 'relation-fields': 'nickname' } : {}) };
    if (t === 'string') extra.comment = '标题';
    return field(t, name, extra);
  });
  return {
    type: 'create',
    table: { name: TABLE, comment: '全类型测试表', quickSearchField: ['f_string'], defaultSortField: 'f_weigh', defaultSortType: 'desc' },
    fields,
  };
}

/** MySQL's names of the column types, as BuildAdmin's own designer sends them. */
const MYSQL: Record<string, string> = { integer: 'int', smallint: 'year', bigint: 'bigint', numeric: 'decimal', varchar: 'varchar', text: 'longtext', boolean: 'tinyint', timestamptz: 'bigint', date: 'date', time: 'time', jsonb: 'varchar' };
const SYMBOLS: Record<string, string> = { eq: '=', ne: '<>', gt: '>', egt: '>=', lt: '<', elt: '<=' };

/** `design()` as BuildAdmin's own designer sends it: MySQL types, symbol operators, its PHP file settings. */
function referenceDesign(): Record<string, unknown> {
  const d = design();
  return {
    table: { ...d.table, generateRelativePath: d.table.name, isCommonModel: 0, modelFile: 'app/admin/model/x/Y.php', controllerFile: 'app/admin/controller/x/Y.php', validateFile: 'app/admin/validate/x/Y.php', webViewsDir: 'web/src/views/backend/x/y', databaseConnection: '', designChange: [], rebuild: 'No' },
    fields: d.fields.map((f) => ({ ...f, type: MYSQL[f.type], dataType: '', table: { ...f.table, ...(f.table?.operator ? { operator: SYMBOLS[String(f.table.operator)] ?? f.table.operator } : {}) } })),
  };
}

const post = async (url: string, body: unknown, server = s) => (await server.call('POST', url, { headers: h, body })).body;
const get = async (url: string, server = s) => (await server.call('GET', url, { headers: h })).body;

beforeAll(async () => {
  s = await startTestServer();
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});

afterAll(async () => {
  // whatever happened, no generated file stays in the project
  if (process.env.CRUD_KEEP) written = []; // CRUD_KEEP=1: leave the output to read it
  removeFiles(written);
  if (!process.env.CRUD_KEEP) {
    for (const m of migrations) fs.rmSync(path.join(PROJECT_ROOT, m), { force: true });
    restoreJournal();
  }
  await s2?.close();
  await s?.close();
});

describe('CRUD generator', () => {
  it('refuses a non-super admin, a bad table name and a field name outside the whitelist', async () => {
    // an admin holding every rule of the generator's menus, but not a super administrator
    const crudRules = (await s.change(sql`select id from admin_rule where name like 'crud%'`)).map((r) => (r as { id: number }).id);
    expect(crudRules.length).toBe(5);
    const group = await makeGroup(s.call, h.batoken, 'crud operators', crudRules);
    const other = await makeAdmin(s.call, h.batoken, 'crudop', [group]);
    const refused = (await s.call('POST', '/admin/crud.Crud/generate', { headers: { batoken: other.token, 'think-lang': 'en' }, body: design() })).body;
    expect(refused.code).toBe(401);
    expect((await s.call('GET', `/admin/crud.Crud/checkCrudLog?table=${TABLE}`, { headers: { batoken: other.token } })).body.code).toBe(401);
    expect((await s.call('GET', '/admin/crud.Log/index', { headers: { batoken: other.token } })).body.code).toBe(1);
    const bad = design();
    bad.table.name = 'Robert"; drop table admin; --';
    expect((await post('/admin/crud.Crud/generate', bad)).code).toBe(0);
    const badField = design();
    badField.fields[1].name = 'x"y';
    expect((await post('/admin/crud.Crud/generate', badField)).code).toBe(0);
    const appTable = design();
    appTable.table.name = 'user_group';
    expect((await post('/admin/crud.Crud/generate', appTable)).msg).toMatch(/table of the application/);
    // BuildAdmin's own designer's design is read (not refused for its keys or MySQL types), then checked as ours
    const ref = referenceDesign();
    expect((await post('/admin/crud.Crud/generate', { ...ref, table: { ...(ref.table as object), name: 'user_group' } })).msg).toMatch(/table of the application/);
    expect((await post('/admin/crud.Crud/generate', { ...ref, fields: [...(ref.fields as object[]), { ...design().fields[1], name: 'f_shape', type: 'geometry' }] })).msg).toMatch(/type/);
    // nor altered, nor its hand-written area overwritten
    const alter = { ...design(), type: 'db' as const, table: { name: 'user_group', designChange: [{ type: 'add-field' as const, newName: 'f_string', sync: true }] } };
    expect((await post('/admin/crud.Crud/generate', alter)).code).toBe(0);
    expect(await s.change(sql`select 1 from information_schema.columns where table_name = 'user_group' and column_name = 'f_string'`)).toEqual([]);
    expect(fs.readFileSync(path.join(PROJECT_ROOT, 'apps/server/src/modules/user/module.ts'), 'utf8')).not.toContain('@crud:begin');
  });

  it('generates every field type: the table, the files, the menus and a log that keeps the design', async () => {
    expect((await post('/admin/crud.Crud/generateCheck', { table: TABLE })).code).toBe(1);
    const res = await post('/admin/crud.Crud/generate', design());
    expect(res.code, JSON.stringify(res)).toBe(1);
    written = res.data.files;
    migrations.push(res.data.migration);
    expect(res.data.migration).toMatch(/^apps\/server\/drizzle\/\d{4}_crud_gentest_every\.sql$/);
    const migrationText = fs.readFileSync(path.join(PROJECT_ROOT, res.data.migration), 'utf8');
    expect(migrationText).toContain('CREATE TABLE "gentest_every"');
    expect(migrationText).toContain('COMMENT ON COLUMN "gentest_every"."f_string" IS \'标题\'');
    expect(written).toEqual([
      'apps/server/src/modules/gentest/every.module.ts', 'packages/contract/src/generated/gentest-every.ts', 'apps/web/src/pages/admin/gentest/every/index.tsx',
      'apps/web/src/lang/zh-cn/pages/gentest-every.ts', 'apps/web/src/lang/en/pages/gentest-every.ts',
    ]);
    const check = await post('/admin/crud.Crud/generateCheck', { table: TABLE });
    expect(check).toMatchObject({ code: -1, data: { table: true, controller: true } });
    expect((await get(`/admin/crud.Crud/checkCrudLog?table=${TABLE}`)).data.id).toBe(res.data.id);
    const started = await post('/admin/crud.Crud/logStart', { id: res.data.id });
    expect(started.data.fields).toEqual(design().fields);
    expect(started.data.table).toMatchObject({ ...design().table, empty: true });
    const parsed = await post('/admin/crud.Crud/parseFieldData', { type: 'db', table: TABLE });
    expect(Object.keys(parsed.data.columns)).toEqual(design().fields.map((f) => f.name));
    expect(parsed.data.columns.id).toMatchObject({ primaryKey: true, designType: 'pk' });
    expect(parsed.data.columns.f_switch).toMatchObject({ type: 'boolean', designType: 'switch', default: '1' });
    expect(parsed.data.columns.admin_id.designType).toBe('remoteSelect');
    expect(parsed.data.comment).toBe('全类型测试表');
    const log = await get('/admin/crud.Log/index?search[0][field]=table_name&search[0][val]=gentest&search[0][operator]=LIKE');
    expect(log.data.list[0]).toMatchObject({ table_name: TABLE, status: 'success' });
    const rules = await s.change(sql`select name from admin_rule where name like 'gentest%' order by name`);
    expect(rules.map((r) => (r as { name: string }).name)).toEqual(['gentest', 'gentest/every', 'gentest/every/add', 'gentest/every/del', 'gentest/every/edit', 'gentest/every/index', 'gentest/every/sortable']);
  });

  it('regenerating keeps hand edits outside the generated regions', async () => {
    const file = path.join(PROJECT_ROOT, 'apps/server/src/modules/gentest/every.module.ts');
    fs.appendFileSync(file, '\n// hand-written note kept across generations\n');
    const again = { ...design(), type: 'log' as const };
    const res = await post('/admin/crud.Crud/generate', again);
    expect(res.code, JSON.stringify(res)).toBe(1);
    expect(res.data.sql).toEqual([]); // the table stays as it is
    expect(fs.readFileSync(file, 'utf8')).toContain('// hand-written note kept across generations');
  });

  it('the generated output passes the typecheck', () => {
    // in the project's node_modules cache: type packages (node, vite/client) resolve from there
    const cache = path.join(PROJECT_ROOT, 'node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    const dir = fs.mkdtempSync(path.join(cache, 'crud-tsc-'));
    const server = path.join(dir, 'tsconfig.server.json');
    fs.writeFileSync(server, JSON.stringify({ extends: path.join(PROJECT_ROOT, 'apps/server/tsconfig.json'), compilerOptions: { noEmit: true, skipLibCheck: true }, include: [], files: written.filter((f) => f.startsWith('apps/server')).map((f) => path.join(PROJECT_ROOT, f)) }));
    const web = path.join(dir, 'tsconfig.web.json');
    // with the web app's ambient declarations (its build's virtual modules), as its own tsconfig has them
    fs.writeFileSync(web, JSON.stringify({ extends: path.join(PROJECT_ROOT, 'apps/web/tsconfig.json'), compilerOptions: { noEmit: true, skipLibCheck: true }, include: [path.join(PROJECT_ROOT, 'apps/web/src/**/*.d.ts')], files: written.filter((f) => f.startsWith('apps/web')).map((f) => path.join(PROJECT_ROOT, f)) }));
    // the files that declare what fastify's request carries (the guard's admin, …) come with the generated ones
    const augmenting = execFileSync('grep', ['-rl', "declare module 'fastify'", path.join(PROJECT_ROOT, 'apps/server/src')], { encoding: 'utf8' }).trim().split('\n');
    const serverConfig = JSON.parse(fs.readFileSync(server, 'utf8'));
    serverConfig.files.push(...augmenting);
    fs.writeFileSync(server, JSON.stringify(serverConfig));
    const tsc = path.join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc');
    for (const p of [server, web]) {
      try {
        execFileSync(process.execPath, [tsc, '-p', p], { cwd: PROJECT_ROOT, encoding: 'utf8' });
      } catch (e) {
        throw new Error(`tsc ${path.basename(p)}: ${(e as { stdout?: string }).stdout}`, { cause: e });
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }, 240_000);

  it('a server started afterwards serves the area: index, add, edit, del, sortable, export', async () => {
    // a database migrated before the generation gets the table from the generation's migration at start
    reloadModules();
    s2 = await startTestServer();
    expect((await s2.change(sql`select to_regclass('gentest_every') is not null as found`))[0]).toEqual({ found: true });
    h = { batoken: (await loginAdmin(s2)).token, 'think-lang': 'en' };
    const base = '/admin/gentest.Every';
    const row = {
      f_string: 'Hello', f_password: 'secret-1', f_number: 5, f_float: '3.25', f_radio: 'b', f_checkbox: ['x', 'z'], f_switch: '0',
      f_textarea: 'multi\nline', f_array: [{ key: 'k', value: 'v' }], f_datetime: '2026-01-02 03:04:05', f_year: 2026, f_date: '2026-02-03',
      f_time: '12:30:00', f_select: 's2', f_selects: 'm1,m2', admin_id: 1, admin_ids: [1], f_editor: '<p>x</p>', f_city: '110000,110100',
      f_image: '/storage/a.png', f_images: ['/storage/a.png', '/storage/b.png'], f_file: '/storage/a.pdf', f_files: '/storage/a.pdf',
      f_icon: 'fa fa-user', f_color: '#ff0000', f_weigh: 0,
    };
    const added = await post(`${base}/add`, row, s2);
    expect(added.code, JSON.stringify(added)).toBe(1);
    expect((await post(`${base}/add`, { ...row, f_string: 'World', f_radio: 'zzz' }, s2)).code).toBe(0);
    expect((await post(`${base}/add`, { ...row, f_string: 'World' }, s2)).code).toBe(1);
    const list = await get(`${base}/index?quickSearch=Hello`, s2);
    expect(list.code, JSON.stringify(list)).toBe(1);
    expect(list.data.total).toBe(1);
    const first = list.data.list[0];
    expect(first).toMatchObject({ f_string: 'Hello', f_checkbox: 'x,z', f_switch: '0', f_float: '3.25', f_date: '2026-02-03', f_images: '/storage/a.png,/storage/b.png', admin: { username: 'admin' } });
    expect(first).not.toHaveProperty('f_password');
    expect(typeof first.f_datetime).toBe('number');
    const edited = await post(`${base}/edit`, { id: first.id, f_string: 'Hello again', f_switch: '1' }, s2);
    expect(edited.code, JSON.stringify(edited)).toBe(1);
    expect((await get(`${base}/edit?id=${first.id}`, s2)).data.row).toMatchObject({ f_string: 'Hello again', f_switch: '1' });
    const byWeigh = await get(`${base}/index`, s2);
    const [a, b] = byWeigh.data.list;
    const sorted = await post(`${base}/sortable`, { id: b.id, targetId: a.id }, s2);
    expect(sorted.code, JSON.stringify(sorted)).toBe(1);
    expect((await get(`${base}/index`, s2)).data.list[0].id).toBe(b.id);
    const exported = await s2.call('GET', `${base}/export?format=csv`, { headers: h });
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain('Hello again');
    expect((await s2.call('DELETE', `${base}/del?ids[]=${a.id}`, { headers: h })).body.code).toBe(1);
    expect((await get(`${base}/index`, s2)).data.total).toBe(1);
    // the shared test of every generated page (generated-pages.test.ts) passes on it: a row of every type from the description alone
    const [described] = await generatedDescriptions(path.join(GENERATED_CONTRACTS, 'gentest-every.ts'));
    await addEditDelete(s2, h, described);
    expect((await get(`${base}/index`, s2)).data.total).toBe(1);
  });

  it.skipIf(process.env.CRUD_KEEP)('delete removes the files and menus and keeps the table', async () => {
    h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
    const id = (await get(`/admin/crud.Crud/checkCrudLog?table=${TABLE}`)).data.id;
    const deleted = await post('/admin/crud.Crud/delete', { id });
    expect(deleted.code, JSON.stringify(deleted)).toBe(1);
    for (const f of written) expect(fs.existsSync(path.join(PROJECT_ROOT, f)), f).toBe(false);
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'apps/server/src/modules/gentest'))).toBe(false);
    expect(await s.change(sql`select name from admin_rule where name like 'gentest%'`)).toEqual([]);
    expect((await s.change(sql`select to_regclass('gentest_every') is not null as found`))[0]).toEqual({ found: true });
    expect((await get('/admin/crud.Log/index')).data.list[0]).toMatchObject({ table_name: TABLE, status: 'delete' });
  });
});

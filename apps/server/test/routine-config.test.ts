import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { CONFIG_ITEM_TYPES } from '@app/contract';
import { makeAdmin, makeGroup } from './crud-harness.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';

const BASE = '/admin/routine.Config/';

// A self-signed certificate for the loopback SMTP server, trusted by the app through SMTP_CA_FILE.
const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-cert-'));
execFileSync('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
  '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem'),
], { stdio: 'ignore' });
const tlsKey = fs.readFileSync(path.join(certDir, 'key.pem'));
const tlsCert = fs.readFileSync(path.join(certDir, 'cert.pem'));

let s: TestServer;
let superH: Record<string, string>;
const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });

beforeAll(async () => {
  s = await startTestServer({ SMTP_CA_FILE: path.join(certDir, 'cert.pem') });
  superH = en({ batoken: (await loginAdmin(s)).token });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(certDir, { recursive: true, force: true });
});

const index = async (headers = superH) => (await s.call('GET', BASE + 'index', { headers })).body;
const save = (group: string, body: Record<string, unknown>, headers = superH) => s.call('POST', `${BASE}edit?group=${group}`, { headers, body });
const add = (body: Record<string, unknown>, headers = superH) => s.call('POST', BASE + 'add', { headers, body });
const del = (ids: number[], headers = superH) => s.call('DELETE', `${BASE}del?${ids.map((id) => `ids[]=${id}`).join('&')}`, { headers });
const stored = async (name: string) => (await s.ctx.database.rows<{ id: number; value: string | null }>(sql`select id, value from config where name = ${name}`))[0];
const item = async (name: string) => {
  const body = await index();
  for (const g of Object.values(body.data.list) as { list: { name: string }[] }[]) {
    const found = g.list.find((i) => i.name === name);
    if (found) return found as Record<string, any>;
  }
  return undefined;
};

describe('index', () => {
  it('needs a login (unlike the original) and lists the tabs in config_group order, translated', async () => {
    const anonymous = await s.call('GET', BASE + 'index');
    expect(anonymous.body).toMatchObject({ code: 303, data: { type: 'need login' } });

    const body = await index();
    expect(body.code).toBe(1);
    const seededGroups = (JSON.parse((await stored('config_group')).value!) as { key: string }[]).map((g) => g.key);
    expect(Object.keys(body.data.list)).toEqual(seededGroups);
    expect(seededGroups.slice(0, 2)).toEqual(['basics', 'mail']);
    expect(body.data.configGroup).toMatchObject({ basics: 'Basics', mail: 'Mail', upload: 'Upload', config_quick_entrance: 'Config Quick entrance' });
    expect(body.data.quickEntrance).toEqual([
      { key: 'Data recycle rules', value: 'security/dataRecycle' },
      { key: 'Sensitive data rules', value: 'security/sensitiveData' },
    ]);
    const basics = body.data.list.basics.list as Record<string, any>[];
    // weigh desc: the site name first, the group list last
    // unset: each reader sees the product's name in their language
    expect(basics[0]).toMatchObject({ name: 'site_name', title: 'Site Name', type: 'string', value: '', rule: '', tip: "Empty: the product's name in the reader's language", allow_del: false });
    expect(basics.at(-1)).toMatchObject({ name: 'config_group', type: 'array' });
    expect(basics.map((i) => i.name)).toEqual(expect.arrayContaining(['record_number', 'version', 'time_zone', 'no_access_ip', 'backend_entrance', 'cors_request_domain']));
    const mail = body.data.list.mail.list as Record<string, any>[];
    expect(mail.find((i) => i.name === 'smtp_verification')).toMatchObject({ type: 'select', content: { SSL: 'SSL', TLS: 'TLS' }, value: 'SSL' });
    expect(mail.find((i) => i.name === 'smtp_pass')).toMatchObject({ input_extend: { type: 'password' }, extend: {} });

    const zh = await index({ batoken: superH.batoken });
    expect(zh.data.configGroup.basics).toBe('基础配置');
    expect(zh.data.list.basics.list[0].title).toBe('站点名称');
  });
});

describe("BuildAdmin's own client", () => {
  it('gets whole-number settings as number inputs with number values (its integer check refuses a string), and saves them back', async () => {
    const list = (await index()).data.list as Record<string, { list: Record<string, any>[] }>;
    const items = Object.values(list).flatMap((g) => g.list).filter((i) => String(i.rule).split(',').includes('integer'));
    expect(items.map((i) => i.name).sort()).toEqual([
      'ai_timeout', 'commission_level1_rate', 'commission_level2_rate', 'distribution_bind_days', 'low_stock_threshold', 'order_after_sale_days',
      'order_auto_complete_days', 'order_unpaid_timeout', 'upload_abandoned_hours', 'withdraw_daily_count', 'withdraw_fee_rate',
    ]);
    for (const i of items) expect([i.name, i.type, typeof i.value]).toEqual([i.name, 'number', 'number']);
    // the client posts the tab as it holds it: numbers
    const upload = Object.fromEntries(list.upload.list.map((i) => [i.name, i.value]));
    expect((await s.call('POST', BASE + 'edit', { headers: superH, body: { ...upload, upload_abandoned_hours: 36 } })).body.code).toBe(1);
    expect((await stored('upload_abandoned_hours')).value).toBe('36');
    expect((await save('upload', { upload_abandoned_hours: 1.5 })).body).toMatchObject({ code: 0, msg: 'Abandoned uploads fails the integer check' });
    expect((await save('upload', { upload_abandoned_hours: '24' })).body.code).toBe(1);
  });
});

describe('items of every type', () => {
  const dictionary = 'a=Apple\nb=Banana';
  const values: Record<string, [unknown, unknown]> = {
    string: ['abc', 'abc'],
    password: ['pass-word1', 'pass-word1'],
    mobile: ['13800000000', '13800000000'],
    idNumber: ['11010119900307777X', '11010119900307777X'],
    account: ['user_1', 'user_1'],
    varName: ['v_1', 'v_1'],
    email: ['a@b.co', 'a@b.co'],
    url: ['https://x.test/a?b=1', 'https://x.test/a?b=1'],
    textarea: ['line 1\nline 2', 'line 1\nline 2'],
    number: [12.5, 12.5],
    integer: ['42', 42],
    float: [3.25, 3.25],
    switch: [true, true],
    radio: ['b', 'b'],
    checkbox: [['a', 'b'], ['a', 'b']],
    select: ['a', 'a'],
    selects: [['b', 'a'], ['b', 'a']],
    remoteSelect: [7, '7'],
    remoteSelects: [[1, 2], ['1', '2']],
    date: ['2024-01-31', '2024-01-31'],
    datetime: ['2024-01-31 12:30:00', '2024-01-31 12:30:00'],
    year: ['2024', '2024'],
    time: ['9:05', '09:05:00'],
    array: [[{ key: 'k', value: 'v' }, { key: 'k2', value: '2' }], [{ key: 'k', value: 'v' }, { key: 'k2', value: '2' }]],
    city: [['11', '1101', '110101'], ['11', '1101', '110101']],
    image: ['/storage/a.png', '/storage/a.png'],
    images: [['/storage/a.png', '/storage/b.png'], ['/storage/a.png', '/storage/b.png']],
    file: ['/storage/f.zip', '/storage/f.zip'],
    files: [['/storage/f.zip'], ['/storage/f.zip']],
    icon: ['fa fa-user', 'fa fa-user'],
    color: ['#ff0000', '#ff0000'],
    editor: ['<p onclick="x()">hi<script>alert(1)</script><a href="javascript:alert(1)">link</a></p>', '<p>hi<a>link</a></p>'],
  };

  it('adds one item of each type, saves a value and reads it back typed', async () => {
    expect(Object.keys(values).sort()).toEqual([...CONFIG_ITEM_TYPES].sort());
    for (const type of CONFIG_ITEM_TYPES) {
      const dict = ['radio', 'checkbox', 'select', 'selects'].includes(type);
      const res = await add({ group: 'basics', name: `t_${type}`, title: `T ${type}`, type, content: dict ? dictionary : '', rule: [], weigh: -5 });
      expect(res.body, type).toMatchObject({ code: 1, msg: 'Added successfully!' });
    }
    const body = Object.fromEntries(CONFIG_ITEM_TYPES.map((type) => [`t_${type}`, values[type][0]]));
    expect((await save('basics', body)).body).toMatchObject({ code: 1, msg: 'The current page configuration item was updated successfully!' });

    const list = (await index()).data.list.basics.list as Record<string, any>[];
    for (const type of CONFIG_ITEM_TYPES) {
      const row = list.find((i) => i.name === `t_${type}`)!;
      expect(row, type).toMatchObject({ type, allow_del: true, weigh: -5 });
      expect(row.value, type).toEqual(values[type][1]);
      if (['radio', 'checkbox', 'select', 'selects'].includes(type)) expect(row.content).toEqual({ a: 'Apple', b: 'Banana' });
      else expect(row.content).toBe('');
    }
    // the server's own reads are typed the same way, and see the save at once
    expect(await s.ctx.settings.get('t_switch')).toBe(true);
    expect(await s.ctx.settings.get('t_checkbox')).toEqual(['a', 'b']);
    expect((await stored('t_checkbox')).value).toBe('["a","b"]');
    expect((await stored('t_switch')).value).toBe('1');
    expect((await stored('t_city')).value).toBe('11,1101,110101');

    // emptied lists store '' and read back empty
    await save('basics', { t_checkbox: [], t_array: [], t_switch: false, t_images: [] });
    expect((await stored('t_checkbox')).value).toBe('');
    expect(await s.ctx.settings.get('t_checkbox')).toEqual([]);
    expect(await s.ctx.settings.get('t_array')).toEqual([]);
    expect(await s.ctx.settings.get('t_switch')).toBe(false);
    expect(await s.ctx.settings.get('t_images')).toEqual([]);
  });

  it('parses dictionary and attribute lines (reference 7.7)', async () => {
    const res = await add({
      group: 'basics', name: 'attrs_demo', title: 'Attrs', type: 'select', tip: 'Pick one', rule: ['required'], weigh: 3,
      content: ' 1 = One \n\n2=Two\nx.y=Nested',
      extend: 'label-width=120\nclass.wide=true',
      inputExtend: 'rows=5\nplaceholder=hello world\nclearable=false',
    });
    expect(res.body.code).toBe(1);
    expect(await item('attrs_demo')).toMatchObject({
      tip: 'Pick one', rule: 'required', weigh: 3, value: '',
      content: { 1: 'One', 2: 'Two', x: { y: 'Nested' } },
      extend: { 'label-width': 120, class: { wide: true } },
      input_extend: { rows: 5, placeholder: 'hello world', clearable: false },
    });
  });

  it('refuses a bad new item clearly and adds nothing', async () => {
    const base = { group: 'basics', title: 'X', type: 'string' };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...base, name: '1abc' }, 'Invalid variable name: 1abc'],
      [{ ...base, name: 'site_name' }, 'Variable name site_name already exists'],
      [{ ...base, name: 'x_group', group: 'nope' }, 'Unknown configuration group: nope'],
      [{ ...base, name: 'x_type', type: 'hologram' }, 'Type has an invalid value'],
      [{ ...base, name: 'x_rule', rule: ['sometimes'] }, /^Parameter rule/],
      [{ ...base, name: 'x_radio', type: 'radio', content: '' }, 'Please enter the options of the dictionary'],
      [{ ...base, name: 'x_line', type: 'radio', content: 'a=A\nnovalue' }, 'Line 2 is not in key=value form: novalue'],
      [{ ...base, name: 'x_proto', extend: '__proto__.polluted=1' }, 'Line 1 is not in key=value form: __proto__.polluted=1'],
      [{ ...base, name: 'x_long', extend: Array.from({ length: 30 }, (_, i) => `attribute${i}=value`).join('\n') }, 'The attributes are too long (at most 255 characters as JSON)'],
    ];
    for (const [body, msg] of cases) {
      const res = await add(body);
      expect(res.body.code, JSON.stringify(body)).toBe(0);
      if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
      else expect(res.body.msg).toMatch(msg);
    }
    const names = await s.ctx.database.rows<{ name: string }>(sql`select name from config where name like 'x\_%'`);
    expect(names).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('saving a tab', () => {
  it('changes only the posted names of the posted tab; everything else is refused whole', async () => {
    const before = (await stored('record_number')).value;
    const cases: [string, Record<string, unknown>, string][] = [
      ['basics', { record_number: 'NEW-1', nope: 'x' }, 'Unknown configuration item: nope'],
      ['basics', { record_number: 'NEW-1', smtp_server: 'evil.test' }, 'Configuration item smtp_server is not on this tab'],
      ['nope', { record_number: 'NEW-1' }, 'Unknown configuration group: nope'],
      ['basics', { record_number: 'NEW-1', version: '' }, 'Version number fails the required check'],
      ['basics', { record_number: 'NEW-1', backend_entrance: 'admin' }, 'The backend entrance must start with / and contain only letters and digits'],
      ['basics', { backend_entrance: '/ad-min' }, 'The backend entrance must start with / and contain only letters and digits'],
      ['basics', { time_zone: 'Mars/Olympus' }, 'Invalid time zone: Mars/Olympus'],
      ['basics', { no_access_ip: '10.0.0.1\n300.1.1.1' }, 'Invalid IP or CIDR: 300.1.1.1'],
      ['basics', { no_access_ip: '10.0.0.0/33' }, 'Invalid IP or CIDR: 10.0.0.0/33'],
      ['basics', { t_checkbox: { a: 1 } }, 'Invalid value for T checkbox'],
      ['basics', { t_time: '25:00' }, 'Invalid value for T time'],
      ['basics', { t_integer: 'many' }, 'Invalid value for T integer'],
      ['basics', { t_email: 'not-mail' }, 'T email fails the email check'],
      ['basics', { t_array: [{ key: 'k' }] }, 'Invalid value for T array'],
      ['mail', { smtp_sender_mail: 'not-mail' }, 'SMTP sender mail fails the email check'],
      ['upload', { upload_max_size: 'lots' }, 'Invalid size: lots'],
      ['upload', { upload_allowed_suffixes: 'jpg,../php' }, 'Invalid file extension: ../php'],
      ['upload', { upload_allowed_suffixes: ',' }, 'List at least one file extension, or * for any'],
      ['upload', { upload_allowed_mime_types: 'image' }, 'Invalid mime type: image'],
      ['upload', { upload_save_name: '/var/www/{fileSha1}' }, 'The save name template must give a path under /storage/'],
    ];
    for (const [group, body, msg] of cases) {
      const res = await save(group, body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code: 0, msg });
    }
    expect((await stored('record_number')).value).toBe(before);
    // the reference's client posts one tab's {name: value} without a group: the items' tab, which must be one
    const flat = (body: Record<string, unknown>) => s.call('POST', BASE + 'edit', { headers: superH, body });
    expect((await flat({ record_number: 'x', smtp_server: 'evil.test' })).body).toMatchObject({ code: 0, msg: 'Configuration item smtp_server is not on this tab' });
    expect((await flat({ nope: 'x' })).body).toMatchObject({ code: 0, msg: 'Unknown configuration item: nope' });
    expect((await flat({})).body).toMatchObject({ code: 0, msg: 'Parameter error!' });
    expect((await stored('record_number')).value).toBe(before);
    expect((await flat({ record_number: 'FLAT-1', site_name: '' })).body).toMatchObject({ code: 1, data: { siteConfig: { recordNumber: 'FLAT-1' } } });

    expect((await save('basics', { record_number: 'NEW-2' })).body.code).toBe(1);
    expect((await stored('record_number')).value).toBe('NEW-2');
    expect((await stored('site_name')).value).toBe(''); // not sent: untouched
  });

  it('site name, record number and upload limits reach siteConfig at once', async () => {
    expect((await save('basics', { site_name: 'My Franchise', record_number: 'ICP-42' })).body.code).toBe(1);
    expect((await save('upload', { upload_max_size: '2mb', upload_video_max_size: '20mb', upload_allowed_suffixes: 'jpg,png', upload_save_name: '/storage/{topic}/{fileSha1}{.suffix}' })).body.code).toBe(1);
    const upload = {
      mode: 'local', maxsize: 2 * 1024 * 1024, videoMaxsize: 20 * 1024 * 1024, mimetype: 'jpg,png', savename: '/storage/{topic}/{fileSha1}{.suffix}',
      // the reference's keys (3.1), from the same settings
      maxSize: 2 * 1024 * 1024, saveName: '/storage/{topic}/{fileSha1}{.suffix}', allowedSuffixes: 'jpg,png', allowedMimeTypes: [],
    };
    const admin = (await s.call('GET', '/admin/Index/index', { headers: superH })).body.data.siteConfig;
    expect(admin).toMatchObject({ siteName: 'My Franchise', recordNumber: 'ICP-42', upload });
    const site = (await s.call('GET', '/api/index/index')).body.data.site;
    expect(site).toMatchObject({ siteName: 'My Franchise', recordNumber: 'ICP-42', upload });
  });

  it('times follow the time zone setting', async () => {
    const lastLogin = async () => (await s.call('GET', '/admin/routine.AdminInfo/index', { headers: superH })).body.data.info.last_login_time as string;
    expect((await save('basics', { time_zone: 'Asia/Shanghai' })).body.code).toBe(1);
    const shanghai = await lastLogin();
    expect((await save('basics', { time_zone: 'UTC' })).body.code).toBe(1);
    const utc = await lastLogin();
    const hours = (Date.parse(shanghai.replace(' ', 'T') + 'Z') - Date.parse(utc.replace(' ', 'T') + 'Z')) / 3_600_000;
    expect(hours).toBe(8);
    await save('basics', { time_zone: 'Asia/Shanghai' });
  });

  it('a tab can be added to config_group, but a group is removed only when empty', async () => {
    const groups = (await item('config_group'))!.value as { key: string; value: string }[];
    expect((await save('basics', { config_group: [...groups, { key: 'shop', value: 'Shop' }] })).body.code).toBe(1);
    expect((await add({ group: 'shop', name: 'shop_open', title: 'Open', type: 'switch' })).body.code).toBe(1);
    expect(Object.keys((await index()).data.list)).toContain('shop');

    expect((await save('basics', { config_group: groups })).body).toMatchObject({ code: 0, msg: 'Group shop still has configuration items and cannot be removed' });
    expect((await save('basics', { config_group: groups.filter((g) => g.key !== 'mail') })).body.msg).toBe('Group mail still has configuration items and cannot be removed');
    expect((await save('basics', { config_group: [...groups, { key: 'mail', value: 'Again' }] })).body.msg).toBe('Group mail is listed twice');
    expect((await save('basics', { config_group: [...groups, { key: 'bad key', value: 'X' }] })).body.msg).toBe('Invalid group name: bad key');

    expect((await save('shop', { shop_open: '1' })).body.code).toBe(1);
    expect(await s.ctx.settings.get('shop_open')).toBe(true);
    expect((await del([(await stored('shop_open')).id])).body.code).toBe(1);
    expect((await save('basics', { config_group: groups })).body.code).toBe(1);
    expect(Object.keys((await index()).data.list)).not.toContain('shop');
  });
});

describe('delete', () => {
  it('deletes only items that allow it, checked on the server', async () => {
    const site = await stored('site_name');
    const res = await del([site.id]);
    expect(res.body).toMatchObject({ code: 0, msg: 'Configuration item Site Name cannot be deleted' });
    expect(await stored('site_name')).toBeDefined();

    expect((await add({ group: 'basics', name: 'to_delete', title: 'To delete', type: 'string' })).body.code).toBe(1);
    const mine = await stored('to_delete');
    // a mixed request is refused whole
    expect((await del([mine.id, site.id])).body.code).toBe(0);
    expect(await stored('to_delete')).toBeDefined();
    expect((await del([mine.id])).body).toMatchObject({ code: 1, msg: 'Deleted successfully!' });
    expect(await stored('to_delete')).toBeUndefined();
    expect((await del([mine.id])).body).toMatchObject({ code: 0, msg: 'No rows deleted' });
  });

  it('a deleted item goes to the recycle bin (seeded rule) and comes back from it', async () => {
    expect((await add({ group: 'basics', name: 'recycled_item', title: 'Recycled', type: 'string' })).body.code).toBe(1);
    const mine = await stored('recycled_item');
    const refused = await s.ctx.database.rows(sql`select 1 from security_data_recycle_log where data_table = 'config' and data->>'name' = 'site_name'`);
    expect(refused).toHaveLength(0); // a refused delete captures nothing
    expect((await del([mine.id])).body.code).toBe(1);
    const [log] = await s.ctx.database.rows<{ id: number; data: { name: string; title: string } }>(
      sql`select id, data from security_data_recycle_log where data_table = 'config' and data->>'name' = 'recycled_item'`,
    );
    expect(log.data).toMatchObject({ name: 'recycled_item', title: 'Recycled' });
    const restored = await s.call('POST', '/admin/security.DataRecycleLog/restore', { headers: superH, body: { ids: [log.id] } });
    expect(restored.body.code, JSON.stringify(restored.body)).toBe(1);
    expect((await stored('recycled_item')).id).toBe(mine.id);
    expect(await s.ctx.settings.get('recycled_item', 'gone')).toBe(''); // the settings cache was dropped
    // the rule form offers the config centre, and the seeded rule can be edited in full
    const form = await s.call('GET', '/admin/security.DataRecycle/add', { headers: superH });
    expect(form.body.data.controllers).toHaveProperty(['routine.Config']);
    const [rule] = await s.ctx.database.rows<{ id: number }>(sql`select id from security_data_recycle where controller = 'routine.Config'`);
    const edited = await s.call('POST', '/admin/security.DataRecycle/edit', {
      headers: superH,
      body: { id: rule.id, name: '系统配置项', controller: 'routine.Config', data_table: 'config', primary_key: 'id', status: '1' },
    });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(1);
  });
});

describe('permissions', () => {
  let viewerH: Record<string, string>;
  let editorH: Record<string, string>;

  beforeAll(async () => {
    const ruleIds = async (...names: string[]) =>
      (await s.ctx.database.rows<{ id: number }>(sql`select id from admin_rule where name in ${sql.raw(`(${names.map((n) => `'${n}'`).join(',')})`)}`)).map((r) => r.id);
    const viewers = await makeGroup(s.call, superH.batoken, 'config viewers', await ruleIds('routine', 'routine/config', 'routine/config/index'));
    viewerH = en({ batoken: (await makeAdmin(s.call, superH.batoken, 'viewer1', [viewers])).token });
    // the seeded 一级管理员 group holds every config node but sendTestMail (no such rule is seeded)
    editorH = en({ batoken: (await makeAdmin(s.call, superH.batoken, 'editor1', [2])).token });
  });

  it('a viewer reads but cannot save, add or delete', async () => {
    expect((await index(viewerH)).code).toBe(1);
    const before = (await stored('record_number')).value;
    expect((await save('basics', { record_number: 'VIEWER' }, viewerH)).body.code).toBe(401);
    expect((await stored('record_number')).value).toBe(before);
    expect((await add({ group: 'basics', name: 'viewer_item', title: 'V', type: 'string' }, viewerH)).body.code).toBe(401);
    expect((await del([(await stored('t_string')).id], viewerH)).body.code).toBe(401);
    expect(await stored('t_string')).toBeDefined();
  });

  it('an editor saves, but the mail test is for super admins only', async () => {
    expect((await save('basics', { record_number: 'EDITOR' }, editorH)).body.code).toBe(1);
    const res = await s.call('POST', BASE + 'sendTestMail', {
      headers: editorH,
      body: { smtp_server: '127.0.0.1', smtp_port: '1', smtp_verification: 'SSL', smtp_sender_mail: 'a@b.co', testMail: 'c@d.co' },
    });
    expect(res.body.code).toBe(401);
  });

  it('the admin log never keeps the SMTP password', async () => {
    expect((await save('mail', { smtp_user: 'mailer', smtp_pass: 'very-secret-smtp' })).body.code).toBe(1);
    const logs = await s.ctx.database.rows<{ data: string }>(sql`select data from admin_log where url like '%routine.Config/edit%' order by id desc limit 1`);
    expect(logs[0].data).toContain('mailer');
    expect(logs[0].data).not.toContain('very-secret-smtp');
  });
});

describe('CORS origins from the config centre', () => {
  const preflight = (origin: string) => fetch(s.url + BASE + 'index', { method: 'OPTIONS', headers: { origin, server: '1', 'access-control-request-method': 'GET' } });

  it('echoes an origin only once it is listed in cors_request_domain', async () => {
    const origin = 'https://shop.example.com';
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await save('basics', { cors_request_domain: 'localhost,127.0.0.1\nshop.example.com' })).body.code).toBe(1);
    const res = await preflight(origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect((await preflight('https://other.example.com')).headers.get('access-control-allow-origin')).toBeNull();
    // the environment's list still applies
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });
});

describe('test mail over a real SMTP connection', () => {
  interface Received {
    user: string;
    from: string;
    to: string[];
    raw: string;
    secure: boolean;
    tlsFromStart: boolean;
  }

  async function smtpServer(secure: boolean) {
    const received: Received[] = [];
    let tlsFromStart = false;
    const server = new SMTPServer({
      secure,
      key: tlsKey,
      cert: tlsCert,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onConnect(session, cb) {
        tlsFromStart = session.secure;
        cb();
      },
      onAuth(auth, _session, cb) {
        if (auth.username === 'mailer' && auth.password === 'smtp-secret') return cb(null, { user: auth.username });
        cb(new Error('Invalid username or password'));
      },
      onData(stream, session, cb) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => {
          received.push({
            user: String(session.user), raw, secure: session.secure, tlsFromStart,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address),
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  const mailBody = (port: number, verification: 'SSL' | 'TLS', pass = 'smtp-secret') => ({
    smtp_server: 'localhost', smtp_port: String(port), smtp_user: 'mailer', smtp_pass: pass,
    smtp_verification: verification, smtp_sender_mail: 'noreply@shop.test', testMail: 'owner@shop.test',
  });

  for (const [verification, label] of [['SSL', 'implicit TLS'], ['TLS', 'STARTTLS']] as const) {
    it(`sends through the unsaved settings with ${label}`, async () => {
      const smtp = await smtpServer(verification === 'SSL');
      try {
        await save('basics', { site_name: 'Mail Shop' });
        const res = await s.call('POST', BASE + 'sendTestMail', { headers: superH, body: mailBody(smtp.port, verification) });
        expect(res.body).toMatchObject({ code: 1, msg: 'Test mail sent successfully~' });
        expect(smtp.received).toHaveLength(1);
        const [mail] = smtp.received;
        expect(mail).toMatchObject({ user: 'mailer', from: 'noreply@shop.test', to: ['owner@shop.test'], secure: true });
        // SSL: TLS from the first byte; TLS: a plain connection upgraded by STARTTLS before AUTH
        expect(mail.tlsFromStart).toBe(verification === 'SSL');
        expect(mail.raw).toMatch(/^Subject: This is a test email-Mail Shop\r?$/m);
        expect(mail.raw).toMatch(/^From: mailer <noreply@shop\.test>\r?$/m);
        expect(mail.raw.replace(/=\r?\n/g, '')).toContain('Congratulations, receiving this email means that your email service has been configured correctly');
        // unsaved: the stored mail settings are unchanged
        expect((await stored('smtp_server')).value).toBe('smtp.qq.com');
      } finally {
        await smtp.close();
      }
    });
  }

  it("shows the mailer's error and sends nothing when the server refuses", async () => {
    const smtp = await smtpServer(true);
    try {
      const res = await s.call('POST', BASE + 'sendTestMail', { headers: superH, body: mailBody(smtp.port, 'SSL', 'wrong') });
      expect(res.body.code).toBe(0);
      expect(res.body.msg).toMatch(/^Test mail failed: .*Invalid username or password/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
    const bad = await s.call('POST', BASE + 'sendTestMail', { headers: superH, body: { ...mailBody(25, 'SSL'), testMail: 'nobody' } });
    expect(bad.body.msg).toMatch(/^Parameter testMail is invalid/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { bmp, HTML_PAGE, image, mp4, PHP_SCRIPT, postFile, SVG_WITH_SCRIPT, zip } from './upload-fixtures.ts';

let s: TestServer;
let adminH: Record<string, string>;
let memberH: Record<string, string>;
let storageRoot: string;
const MEMBER = { username: 'uploader', password: 'uploader-pass-1' };

const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });
const adminUpload = (file: { name: string; data: Buffer; type?: string }, query = '', fields: Record<string, string> = {}) =>
  postFile(`${s.url}/admin/ajax/upload${query}`, file, adminH, fields);
const rows = (where = sql`true`) =>
  s.ctx.database.rows<{ id: number; url: string; quote: number; sha1: string; topic: string; name: string; last_upload_time: Date; admin_id: number; user_id: number }>(
    sql`select * from attachment where ${where} order by id`,
  );
const sha1 = (b: Buffer) => crypto.createHash('sha1').update(b).digest('hex');
/** Every stored file (thumbnails included), relative to the storage root; the temp folder must stay empty. */
const storedFiles = () => (fs.readdirSync(storageRoot, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(storageRoot, f)).isFile()).sort();
const setConfig = async (name: string, value: string) => {
  await s.change(sql`update config set value = ${value} where name = ${name}`);
  s.ctx.settings.invalidate();
};

beforeAll(async () => {
  s = await startTestServer();
  storageRoot = path.join(s.ctx.config.dataDir, 'storage');
  adminH = en({ batoken: (await loginAdmin(s)).token });
  await s.ctx.db.insert(user).values({ groupId: 1, username: MEMBER.username, nickname: 'Uploader', email: 'up@example.com', mobile: '13800000099', password: await hashPassword(MEMBER.password), joinTime: new Date() });
  const login = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', ...MEMBER } });
  memberH = en({ 'ba-user-token': login.body.data.userInfo.token });
});
afterAll(() => s.close());
beforeEach(async () => {
  await setConfig('upload_max_size', '10mb');
  await setConfig('upload_video_max_size', '100mb');
  await setConfig('upload_allowed_suffixes', 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3');
  await setConfig('upload_allowed_mime_types', '');
});

describe('who may upload', () => {
  it('the admin upload needs an admin login', async () => {
    const res = await postFile(`${s.url}/admin/ajax/upload`, { name: 'a.png', data: await image('png') }, { 'think-lang': 'en' });
    expect(res.body).toMatchObject({ code: 303 });
    const member = await postFile(`${s.url}/admin/ajax/upload`, { name: 'a.png', data: await image('png') }, memberH);
    expect(member.body.code).toBe(303);
  });

  it('the member upload needs a login and the node ajax/upload', async () => {
    const anonymous = await postFile(`${s.url}/api/ajax/upload`, { name: 'a.png', data: await image('png') }, { 'think-lang': 'en' });
    expect(anonymous.body.code).toBe(303);

    const [other] = await s.change(sql`insert into user_rule (pid, type, title, name, path, status) values (0, 'button', 'Other', 'account/other', '', true) returning id`) as { id: number }[];
    // the node is seeded (under account/profile), so a member group can be granted it
    const [node] = await s.ctx.database.rows<{ id: number }>(sql`select id from user_rule where name = 'ajax/upload'`);
    const [group] = await s.change(sql`insert into user_group (name, rules) values ('Limited', ${String(other.id)}) returning id`) as { id: number }[];
    await s.change(sql`update "user" set group_id = ${group.id} where username = ${MEMBER.username}`);
    s.ctx.userRules.invalidate();
    const refused = await postFile(`${s.url}/api/ajax/upload`, { name: 'a.png', data: await image('png', 8, 8, 7) }, memberH);
    expect(refused.body.code).toBe(401);

    await s.change(sql`update user_group set rules = ${`${other.id},${node.id}`} where id = ${group.id}`);
    const data = await image('png', 8, 8, 8);
    const ok = await postFile(`${s.url}/api/ajax/upload`, { name: 'mine.png', data }, memberH);
    expect(ok.body).toMatchObject({ code: 1, msg: 'File uploaded successfully' });
    const [me] = await s.ctx.database.rows<{ id: number }>(sql`select id from "user" where username = ${MEMBER.username}`);
    expect(ok.body.data.file).toMatchObject({ user_id: me.id, admin_id: 0, sha1: sha1(data) });
    await s.change(sql`update "user" set group_id = 1 where username = ${MEMBER.username}`);
  });
});

describe('a good upload', () => {
  it('stores the image under the save name, answers the reference shape and serves it with a thumbnail', async () => {
    const data = await image('png', 400, 300);
    const before = Math.floor(Date.now() / 1000);
    const res = await adminUpload({ name: 'My Photo:1.png', data, type: 'image/png' });
    expect(res.body).toMatchObject({ code: 1, msg: 'File uploaded successfully' });
    const file = res.body.data.file;
    expect(Object.keys(file).sort()).toEqual(['admin_id', 'full_url', 'height', 'id', 'last_upload_time', 'mimetype', 'name', 'sha1', 'size', 'storage', 'suffix', 'topic', 'url', 'user_id', 'width'].sort());
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).replace(/-/g, '');
    expect(file).toMatchObject({ topic: 'default', admin_id: 1, user_id: 0, width: 400, height: 300, name: 'My Photo:1.png', size: data.length, mimetype: 'image/png', storage: 'local', sha1: sha1(data), suffix: 'png' });
    expect(file.url).toBe(`/storage/default/${day}/MyPhoto1${sha1(data)}.png`);
    expect(file.full_url).toBe(`//${new URL(s.url).host}${file.url}`);
    expect(file.last_upload_time).toBeGreaterThanOrEqual(before);

    const served = await fetch(s.url + file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-disposition')).toBeNull();
    // a client on another origin (the reference's admin, a member site) shows uploads, as /static/ files
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);

    const thumb = await fetch(s.url + file.url + '!thumb_200');
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/png');
    expect(thumb.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 150]);
  });

  it('takes every image format of the reference, and the topic as a query or a field', async () => {
    for (const [name, data, w, h] of [
      ['a.jpg', await image('jpeg', 30, 20), 30, 20],
      ['b.gif', await image('gif', 31, 21), 31, 21],
      ['c.webp', await image('webp', 32, 22), 32, 22],
      ['d.bmp', bmp(5, 4), 5, 4],
    ] as const) {
      const res = await adminUpload({ name, data }, '?topic=pictures');
      expect(res.body.code, `${name}: ${res.body.msg}`).toBe(1);
      expect(res.body.data.file).toMatchObject({ topic: 'pictures', width: w, height: h });
      expect(res.body.data.file.url).toMatch(/^\/storage\/pictures\//);
    }
    // BMP has no thumbnail: its thumbnail URL leads to the image itself
    const [bmpRow] = await rows(sql`name = 'd.bmp'`);
    const thumb = await fetch(`${s.url}${bmpRow.url}!thumb_200`, { redirect: 'manual' });
    expect(thumb.status).toBe(302);
    expect(thumb.headers.get('location')).toBe(bmpRow.url);

    const field = await adminUpload({ name: 'e.png', data: await image('png', 9, 9, 3) }, '', { topic: 'fields' });
    expect(field.body.data.file.topic).toBe('fields');
  });

  it('takes an archive whose content is one', async () => {
    const res = await adminUpload({ name: 'docs.zip', data: zip('a.txt', Buffer.from('hello')) });
    expect(res.body).toMatchObject({ code: 1, data: { file: { mimetype: 'application/zip', width: 0, height: 0, suffix: 'zip' } } });
    const served = await fetch(s.url + res.body.data.file.url);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
  });
});

describe('refused uploads change nothing', () => {
  const refuse = async (file: { name: string; data: Buffer; type?: string }, msg: string | RegExp, query = '') => {
    const before = { rows: (await rows()).length, files: storedFiles() };
    const res = await adminUpload(file, query);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
    else expect(res.body.msg).toMatch(msg);
    expect((await rows()).length).toBe(before.rows);
    expect(storedFiles()).toEqual(before.files);
  };

  it('no file', async () => {
    const json = await s.call('POST', '/admin/ajax/upload', { headers: adminH, body: {} });
    expect(json.body).toMatchObject({ code: 0, msg: 'No files were uploaded' });
    const form = new FormData();
    form.append('topic', 'default');
    const noFile = await (await fetch(`${s.url}/admin/ajax/upload`, { method: 'POST', headers: { server: 'true', ...adminH }, body: form })).json();
    expect(noFile).toMatchObject({ code: 0, msg: 'No files were uploaded' });
  });

  it('a script renamed .jpg, an HTML page renamed .zip, an SVG named .png', async () => {
    await refuse({ name: 'shell.jpg', data: PHP_SCRIPT, type: 'image/jpeg' }, 'The uploaded image file is not a valid image');
    await refuse({ name: 'page.zip', data: HTML_PAGE }, 'The file content does not match its extension');
    await refuse({ name: 'vector.png', data: SVG_WITH_SCRIPT, type: 'image/png' }, 'The uploaded image file is not a valid image');
    await refuse({ name: 'fake.zip', data: crypto.randomBytes(2000) }, 'The file content does not match its extension');
  });

  it('an image that does not decode: truncated, or a PNG header on garbage', async () => {
    const png = await image('png', 200, 200);
    await refuse({ name: 'cut.png', data: png.subarray(0, Math.floor(png.length / 2)) }, 'The uploaded image file is not a valid image');
    await refuse({ name: 'head.png', data: Buffer.concat([png.subarray(0, 33), crypto.randomBytes(500)]) }, 'The uploaded image file is not a valid image');
    await refuse({ name: 'cut.bmp', data: bmp(100, 100).subarray(0, 200) }, 'The uploaded image file is not a valid image');
    // a real image under another image extension is taken, with its real type
    const misnamed = await adminUpload({ name: 'jpeg-as-png.png', data: await image('jpeg') });
    expect(misnamed.body.data.file).toMatchObject({ mimetype: 'image/jpeg', suffix: 'png' });
  });

  it('a file beyond the limit, with the sizes in the message; beyond the server cap too', async () => {
    await setConfig('upload_max_size', '100kb');
    await refuse({ name: 'big.zip', data: zip('x', crypto.randomBytes(300 * 1024)) }, /^The uploaded file is too large \(0\.29MiB\), Maximum file size:0\.1MiB$/);
    await setConfig('upload_video_max_size', '200kb');
    // past both limits the stream is cut at the cap: the request length gives the size
    await refuse({ name: 'huge.zip', data: zip('x', crypto.randomBytes(3 * 1024 * 1024)) }, /^The uploaded file is too large \(3(\.\d+)?MiB\), Maximum file size:0\.1MiB$/);
  });

  it('a type not allowed, by extension or by mime type', async () => {
    await refuse({ name: 'run.exe', data: Buffer.from('MZ' + 'x'.repeat(100)) }, 'The uploaded file format is not allowed');
    await refuse({ name: '../../x.php', data: PHP_SCRIPT }, 'The uploaded file format is not allowed');
    await setConfig('upload_allowed_mime_types', 'image/*');
    await refuse({ name: 'docs.zip', data: zip('a.txt', Buffer.from('hi')) }, 'The uploaded file format is not allowed');
  });

  it('a video beyond the video limit, which is not the other files\' limit', async () => {
    await setConfig('upload_max_size', '100kb');
    await setConfig('upload_video_max_size', '400kb');
    await refuse({ name: 'clip.mp4', data: mp4(500 * 1024), type: 'video/mp4' }, /^The uploaded file is too large \(0\.49MiB\), Maximum file size:0\.39MiB$/);
    const ok = await adminUpload({ name: 'clip.mp4', data: mp4(300 * 1024), type: 'video/mp4' });
    expect(ok.body.data.file).toMatchObject({ mimetype: 'video/mp4', suffix: 'mp4', size: 300 * 1024 });
    // and a video's name on other content is no video
    await refuse({ name: 'fake.mp4', data: zip('a.txt', Buffer.from('hi')) }, 'The file content does not match its extension');
  });

  it('a topic or driver that is not alpha-dash', async () => {
    const png = await image('png', 10, 10, 99);
    await refuse({ name: 'a.png', data: png }, 'Topic format error', '?topic=../etc');
    await refuse({ name: 'a.png', data: png }, 'Topic format error', '?topic=a%2Fb');
    await refuse({ name: 'a.png', data: png }, 'Driver ftp not supported', '?driver=ftp');
  });
});

describe('the allowed types', () => {
  it('a listed mime pattern lets its types through', async () => {
    await setConfig('upload_allowed_mime_types', 'image/*');
    expect((await adminUpload({ name: 'pic.png', data: await image('png', 12, 12, 7) })).body.code).toBe(1);
  });

  it('* allows any extension, and the content checks still hold', async () => {
    await setConfig('upload_allowed_suffixes', '*');
    const csv = await adminUpload({ name: 'report.csv', data: Buffer.from('a,b\n1,2\n'), type: 'text/csv' });
    expect(csv.body.data.file).toMatchObject({ suffix: 'csv', mimetype: 'text/plain' });
    expect((await adminUpload({ name: 'shell.jpg', data: PHP_SCRIPT })).body.msg).toBe('The uploaded image file is not a valid image');
    expect((await adminUpload({ name: 'page.txt', data: HTML_PAGE })).body.msg).toBe('The file content does not match its extension');
    // the client is told the same
    expect((await s.call('GET', '/api/index/index')).body.data.site.upload.mimetype).toBe('*');
    await setConfig('upload_allowed_mime_types', 'text/plain');
    expect((await s.call('GET', '/api/index/index')).body.data.site.upload.mimetype).toBe('text/plain');
    expect((await adminUpload({ name: 'pic.png', data: await image('png', 12, 12, 8) })).body.msg).toBe('The uploaded file format is not allowed');
  });
});

describe('names with path tricks', () => {
  it('a name with directories, NUL or slashes is stored under its cleaned base name', async () => {
    const data = await image('png', 11, 11, 11);
    const res = await adminUpload({ name: '../../evil.png', data });
    expect(res.body.code).toBe(1);
    expect(res.body.data.file.url).toMatch(new RegExp(`^/storage/default/\\d{8}/evil${sha1(data)}\\.png$`));
    expect(res.body.data.file.name).toBe('evil.png');

    const other = await image('png', 12, 12, 12);
    const nul = await adminUpload({ name: 'a\u0000b\\c/d.png', data: other });
    expect(nul.body.code).toBe(1);
    expect(nul.body.data.file.name).not.toMatch(/[/\\\u0000]/);
    expect(nul.body.data.file.url).toMatch(new RegExp(`^/storage/default/\\d{8}/[^/\\\\]*${sha1(other)}\\.png$`));
    for (const f of storedFiles()) expect(path.resolve(storageRoot, f).startsWith(storageRoot + path.sep)).toBe(true);
  });

  it('the storage route serves nothing outside the storage folder, nor the temp folder', async () => {
    fs.writeFileSync(path.join(s.ctx.config.dataDir, 'secret.txt'), 'TOP-SECRET-CONTENT');
    for (const p of ['/storage/../secret.txt', '/storage/%2e%2e/secret.txt', '/storage/..%2fsecret.txt', '/storage/.tmp/x']) {
      const res = await fetch(s.url + p);
      expect(res.status, p).not.toBe(200);
      expect(await res.text()).not.toContain('TOP-SECRET-CONTENT');
    }
  });
});

describe('active content is never served inline', () => {
  it('an SVG with a script, when SVG is allowed, downloads in a sandbox', async () => {
    await setConfig('upload_allowed_suffixes', 'jpg,png,svg,html');
    const res = await adminUpload({ name: 'logo.svg', data: SVG_WITH_SCRIPT, type: 'image/svg+xml' });
    expect(res.body).toMatchObject({ code: 1, data: { file: { mimetype: 'image/svg+xml', suffix: 'svg' } } });
    const served = await fetch(s.url + res.body.data.file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"/]+\.svg"$/);
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toBe('application/octet-stream');

    const html = await adminUpload({ name: 'page.html', data: HTML_PAGE });
    const page = await fetch(s.url + html.body.data.file.url);
    expect(page.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('a PNG carrying HTML is served as an image, never sniffed', async () => {
    // a real PNG with HTML appended: decodes as an image
    const polyglot = Buffer.concat([await image('png', 5, 5, 5), HTML_PAGE]);
    const res = await adminUpload({ name: 'poly.png', data: polyglot });
    expect(res.body.code).toBe(1);
    const served = await fetch(s.url + res.body.data.file.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
  });
});

describe('deduplication', () => {
  it('the same content twice is one file and one row with quote 2 and a new last upload time', async () => {
    const data = await image('png', 20, 20, 2024);
    const first = await adminUpload({ name: 'one.png', data });
    await s.change(sql`update attachment set last_upload_time = now() - interval '1 day' where id = ${first.body.data.file.id}`);
    const filesBefore = storedFiles();
    const second = await adminUpload({ name: 'other-name.png', data });
    expect(second.body.code).toBe(1);
    expect(second.body.data.file.id).toBe(first.body.data.file.id);
    expect(second.body.data.file.url).toBe(first.body.data.file.url);
    expect(second.body.data.file.last_upload_time).toBeGreaterThan(first.body.data.file.last_upload_time - 3600);
    const found = await rows(sql`sha1 = ${sha1(data)}`);
    expect(found).toHaveLength(1);
    expect(found[0].quote).toBe(2);
    expect(new Date(found[0].last_upload_time).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('the same content under another topic is another row', async () => {
    const data = await image('png', 21, 21, 2025);
    await adminUpload({ name: 'a.png', data });
    await adminUpload({ name: 'a.png', data }, '?topic=elsewhere');
    expect((await rows(sql`sha1 = ${sha1(data)}`)).map((r) => [r.topic, r.quote])).toEqual([['default', 1], ['elsewhere', 1]]);
  });

  it('concurrent identical uploads make one row counting them all, and one file', async () => {
    const data = await image('png', 300, 200, 77);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => adminUpload({ name: `same-${i % 2}.png`, data })));
    expect(results.map((r) => r.body.code)).toEqual([1, 1, 1, 1, 1, 1]);
    const found = await rows(sql`sha1 = ${sha1(data)}`);
    expect(found).toHaveLength(1);
    expect(found[0].quote).toBe(6);
    expect(new Set(results.map((r) => r.body.data.file.id))).toEqual(new Set([found[0].id]));
    // one file and its thumbnail: the copy under the other name that lost the race was removed
    expect(storedFiles().filter((f) => f.includes(sha1(data)))).toEqual([found[0].url.slice('/storage/'.length), found[0].url.slice('/storage/'.length) + '!thumb_200'].sort());
    expect(fs.readdirSync(path.join(storageRoot, '.tmp'))).toEqual([]);
  });

  it('a row whose file has gone gets the file back on the next upload', async () => {
    const data = await image('png', 22, 22, 2026);
    const first = (await adminUpload({ name: 'gone.png', data })).body.data.file;
    fs.rmSync(path.join(storageRoot, first.url.slice('/storage/'.length)));
    const again = (await adminUpload({ name: 'gone.png', data })).body.data.file;
    expect(again.id).toBe(first.id);
    expect(fs.existsSync(path.join(storageRoot, again.url.slice('/storage/'.length)))).toBe(true);
    expect((await rows(sql`id = ${first.id}`))[0].quote).toBe(2);
  });

  it('a template without the hash never overwrites another content', async () => {
    await setConfig('upload_save_name', '/storage/{topic}/{fileName}{.suffix}');
    try {
      const a = (await adminUpload({ name: 'clash.png', data: await image('png', 13, 13, 1) })).body.data.file;
      const b = (await adminUpload({ name: 'clash.png', data: await image('png', 13, 13, 2) })).body.data.file;
      expect(a.url).toBe('/storage/default/clash.png');
      expect(b.url).toMatch(/^\/storage\/default\/clash-[0-9a-f]{8}\.png$/);
      expect(sha1(fs.readFileSync(path.join(storageRoot, 'default/clash.png')))).toBe(a.sha1);
    } finally {
      await setConfig('upload_save_name', '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}');
    }
  });
});

describe('buildSuffixSvg', () => {
  it('the member side is public, the admin side needs a login', async () => {
    const pub = await fetch(`${s.url}/api/ajax/buildSuffixSvg?suffix=zip&server=1`);
    expect(pub.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(pub.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await pub.text()).toContain('>ZIP</tspan>');
    const anonymous = await s.call('GET', '/admin/ajax/buildSuffixSvg?suffix=zip');
    expect(anonymous.body.code).toBe(303);
    const admin = await fetch(`${s.url}/admin/ajax/buildSuffixSvg?suffix=pdf&background=%23ff0000&batoken=${adminH.batoken}&server=1`);
    expect(await admin.text()).toContain('fill:#ff0000;');
  });

  it('the upload is in the admin log as "upload"', async () => {
    const [log] = await s.ctx.database.rows<{ title: string; url: string }>(sql`select title, url from admin_log where url like '/admin/ajax/upload%' order by id desc limit 1`);
    expect(log.title).toBe('upload');
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { attachmentDescription } from '@app/contract';
import { user } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { expectDescribedRows } from './described-rows.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { image, postFile, zip } from './upload-fixtures.ts';

let s: TestServer;
let h: Record<string, string>;
let storageRoot: string;
const BASE = '/admin/routine.Attachment';
const onDisk = (url: string) => fs.existsSync(path.join(storageRoot, url.slice('/storage/'.length)));
const upload = async (name: string, data: Buffer, headers = h, url = '/admin/ajax/upload') => {
  const res = await postFile(s.url + url, { name, data }, headers);
  if (res.body.code !== 1) throw new Error(JSON.stringify(res.body));
  return res.body.data.file as { id: number; url: string; name: string };
};

beforeAll(async () => {
  s = await startTestServer();
  storageRoot = path.join(s.ctx.config.dataDir, 'storage');
  h = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(() => s.close());

describe('the list', () => {
  it('joins the uploaders, appends suffix and full_url, newest upload first, with the remark', async () => {
    const first = await upload('first.png', await image('png', 10, 10, 1));
    await s.change(sql`update attachment set last_upload_time = now() - interval '1 hour' where id = ${first.id}`);
    await s.ctx.db.insert(user).values({ groupId: 1, username: 'member1', nickname: 'Member One', password: await hashPassword('member-pass-1'), joinTime: new Date() });
    const login = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', username: 'member1', password: 'member-pass-1' } });
    const second = await upload('second.zip', zip('a', Buffer.from('a')), { 'ba-user-token': login.body.data.userInfo.token }, '/api/ajax/upload');

    const res = await s.call('GET', `${BASE}/index`, { headers: h });
    expect(res.body.code).toBe(1);
    const { list, total, remark } = res.body.data;
    expect(total).toBe(2);
    expect(remark).toMatch(/deleting a record deletes its file/);
    expect(list.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ name: 'second.zip', suffix: 'zip', quote: 1, admin_id: 0, user: { username: 'member1', nickname: 'Member One' } });
    expect(list[1]).toMatchObject({ name: 'first.png', suffix: 'png', width: 10, height: 10, admin: { username: 'admin' }, mimetype: 'image/png' });
    expect(list[1].full_url).toBe(`//${new URL(s.url).host}${first.url}`);
    expect(typeof list[1].last_upload_time).toBe('number');
    expectDescribedRows(attachmentDescription, list);
  });

  it('quick search reads the name; the picker filters images by mimetype', async () => {
    const res = await s.call('GET', `${BASE}/index?quickSearch=secon`, { headers: h });
    expect(res.body.data.list.map((r: { name: string }) => r.name)).toEqual(['second.zip']);
    const images = await s.call('GET', `${BASE}/index?limit=8&search[0][field]=mimetype&search[0][val]=image&search[0][operator]=LIKE`, { headers: h });
    expect(images.body.data.list.map((r: { name: string }) => r.name)).toEqual(['first.png']);
  });
});

describe('edit', () => {
  it('renames and moves to another topic; a name with a slash or a bad topic is refused', async () => {
    const row = await upload('rename-me.png', await image('png', 10, 10, 2));
    const ok = await s.call('POST', `${BASE}/edit`, { headers: h, body: { id: row.id, name: 'Renamed.png', topic: 'people' } });
    expect(ok.body).toMatchObject({ code: 1, msg: 'Update successful!' });
    const edited = await s.call('GET', `${BASE}/edit?id=${row.id}`, { headers: h });
    expect(edited.body.data.row).toMatchObject({ name: 'Renamed.png', topic: 'people', url: row.url, suffix: 'png' });

    const slash = await s.call('POST', `${BASE}/edit`, { headers: h, body: { id: row.id, name: '../x.png' } });
    expect(slash.body.code).toBe(0);
    expect(slash.body.msg).toMatch(/slashes/);
    const topic = await s.call('POST', `${BASE}/edit`, { headers: h, body: { id: row.id, topic: '../x' } });
    expect(topic.body.code).toBe(0);
    // the file's own columns cannot be written
    await s.call('POST', `${BASE}/edit`, { headers: h, body: { id: row.id, url: '/storage/elsewhere.png', sha1: 'x' } });
    expect((await s.ctx.database.rows<{ url: string; name: string }>(sql`select url, name from attachment where id = ${row.id}`))[0]).toEqual({ url: row.url, name: 'Renamed.png' });
  });
});

describe('delete', () => {
  it('deletes the rows, their files and thumbnails, and the folders left empty', async () => {
    await s.change(sql`update config set value = '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}' where name = 'upload_save_name'`);
    const a = await upload('del-a.png', await image('png', 10, 10, 3));
    const b = await (async () => {
      const res = await postFile(`${s.url}/admin/ajax/upload?topic=lonely`, { name: 'del-b.png', data: await image('png', 10, 10, 4) }, h);
      return res.body.data.file as { id: number; url: string };
    })();
    expect(onDisk(a.url) && onDisk(b.url) && onDisk(b.url + '!thumb_200')).toBe(true);
    const res = await s.call('DELETE', `${BASE}/del?ids[]=${a.id}&ids[]=${b.id}`, { headers: h });
    expect(res.body).toMatchObject({ code: 1, msg: '2 records and files have been deleted' });
    expect(onDisk(a.url)).toBe(false);
    expect(onDisk(b.url)).toBe(false);
    expect(onDisk(b.url + '!thumb_200')).toBe(false);
    expect(fs.existsSync(path.join(storageRoot, 'lonely'))).toBe(false);
    expect(fs.existsSync(path.join(storageRoot, '.tmp'))).toBe(true);
    const zh = await s.call('DELETE', `${BASE}/del?ids[]=${a.id}`, { headers: { batoken: h.batoken } });
    expect(zh.body.code).toBe(0);
  });

  it('keeps a file that another row still refers to', async () => {
    const row = await upload('shared.png', await image('png', 10, 10, 5));
    const [copy] = (await s.change(
      sql`insert into attachment (topic, url, name, size, mimetype, sha1, storage) select 'copy', url, name, size, mimetype, sha1, storage from attachment where id = ${row.id} returning id`,
    )) as { id: number }[];
    const res = await s.call('DELETE', `${BASE}/del?ids[]=${row.id}`, { headers: h });
    expect(res.body.msg).toBe('1 records and files have been deleted');
    expect(onDisk(row.url)).toBe(true);
    await s.call('DELETE', `${BASE}/del?ids[]=${copy.id}`, { headers: h });
    expect(onDisk(row.url)).toBe(false);
  });

  it('the file is served no more once deleted', async () => {
    const row = await upload('served.png', await image('png', 10, 10, 6));
    expect((await fetch(s.url + row.url)).status).toBe(200);
    await s.call('DELETE', `${BASE}/del?ids[]=${row.id}`, { headers: h });
    expect((await fetch(s.url + row.url)).status).toBe(404);
  });
});

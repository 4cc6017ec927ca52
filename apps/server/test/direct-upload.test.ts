import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { user } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/core/auth/password.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { HTML_PAGE, image, zip } from './upload-fixtures.ts';
import { startS3, S3_KEY } from './s3-loopback.ts';
import { startStsLoopback } from './cos-sts-loopback.ts';

let s: TestServer;
let s3: Awaited<ReturnType<typeof startS3>>;
let adminH: Record<string, string>;
let memberH: Record<string, string>;
const MEMBER = { username: 'direct_up', password: 'direct-pass-1' };
const MiB = 1024 * 1024;

const en = (h: Record<string, string>) => ({ ...h, 'think-lang': 'en' });
const sha1 = (b: Buffer) => crypto.createHash('sha1').update(b).digest('hex');
const setConfig = async (name: string, value: string) => {
  await s.change(sql`update config set value = ${value} where name = ${name}`);
  s.ctx.settings.invalidate();
};
const post = (area: 'admin' | 'api', step: string, body: unknown, headers = area === 'admin' ? adminH : memberH) =>
  s.call('POST', `/${area}/ajax/upload/direct/${step}`, { body, headers });
const put = (url: string, data: Buffer, type?: string) => fetch(url, { method: 'PUT', body: new Uint8Array(data), headers: type ? { 'content-type': type } : {} });

/** The whole browser flow through the API: start, sign, PUT the parts to s3rver, complete. */
async function upload(area: 'admin' | 'api', file: { name: string; data: Buffer; type: string }, topic?: string) {
  const started = await post(area, 'start', { name: file.name, size: file.data.length, type: file.type, topic });
  expect(started.body.code, started.body.msg).toBe(1);
  const { key, upload_id, part_size, part_count } = started.body.data;
  if (!upload_id) {
    const signed = await post(area, 'sign', { key });
    expect((await put(signed.body.data.url, file.data, file.type)).status).toBe(200);
    return { key, done: await post(area, 'complete', { key }) };
  }
  const signed = await post(area, 'sign', { key, upload_id, parts: Array.from({ length: part_count }, (_, i) => i + 1) });
  const parts = [];
  for (const p of signed.body.data.parts) {
    const res = await put(p.url, file.data.subarray((p.part_number - 1) * part_size, p.part_number * part_size));
    expect(res.status).toBe(200);
    parts.push({ part_number: p.part_number, etag: res.headers.get('etag')! });
  }
  return { key, done: await post(area, 'complete', { key, upload_id, parts }) };
}

beforeAll(async () => {
  s3 = await startS3();
  s = await startTestServer();
  adminH = en({ batoken: (await loginAdmin(s)).token });
  await s.ctx.db.insert(user).values({ groupId: 1, username: MEMBER.username, nickname: 'Direct', email: 'direct@example.com', mobile: '13800000098', password: await hashPassword(MEMBER.password), joinTime: new Date() });
  const login = await s.call('POST', '/api/user/checkIn', { body: { tab: 'login', ...MEMBER } });
  memberH = en({ 'ba-user-token': login.body.data.userInfo.token });
});
afterAll(async () => {
  await s.close();
  await s3.close();
});
beforeEach(async () => {
  await setConfig('upload_mode', 's3');
  await setConfig('upload_s3_endpoint', s3.endpoint);
  await setConfig('upload_s3_bucket', s3.bucket);
  await setConfig('upload_s3_access_key', S3_KEY.accessKeyId);
  await setConfig('upload_s3_secret_key', S3_KEY.secretAccessKey);
  await setConfig('upload_s3_path_style', '1');
  await setConfig('upload_max_size', '10mb');
  await setConfig('upload_allowed_suffixes', 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3');
});

describe('S3 direct upload', () => {
  it('a small image goes in one PUT and is recorded with its storage, sha1, size and thumbnail', async () => {
    const data = await image('png', 300, 200, 11);
    const { key, done } = await upload('admin', { name: 'photo one.png', data, type: 'image/png' }, 'goods');
    expect(key).toMatch(/^storage\/product\/[0-9a-f-]{36}-photo_one\.png$/);
    expect(done.body).toMatchObject({ code: 1, msg: 'File uploaded successfully' });
    const url = `${s3.endpoint}/${s3.bucket}/${key}`;
    expect(done.body.data.full_url).toBe(url);
    expect(done.body.data.file).toMatchObject({ url, storage: 's3', sha1: sha1(data), size: data.length, mimetype: 'image/png', width: 300, height: 200, topic: 'goods', name: 'photo one.png' });
    expect(s3.keys()).toEqual(expect.arrayContaining([key, `${key}!thumb_200`]));
    const [row] = await s.ctx.database.rows<{ storage: string; admin_id: number }>(sql`select storage, admin_id from attachment where id = ${done.body.data.file.id}`);
    expect(row).toMatchObject({ storage: 's3' });
    expect(row.admin_id).toBeGreaterThan(0);
    const open = await s.ctx.database.rows(sql`select * from attachment_upload where key = ${key}`);
    expect(open).toHaveLength(0);
    // what is stored is the file itself
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(data)).toBe(true);
  });

  it('a file over the slice size goes in parts, signed part by part, completed from the ETags in any order', async () => {
    await setConfig('upload_max_size', '20mb');
    const data = zip('big.bin', crypto.randomBytes(12 * MiB));
    const started = await post('admin', 'start', { name: 'big.zip', size: data.length, type: 'application/zip' });
    expect(started.body.data).toMatchObject({ storage: 's3', bucket: s3.bucket, part_size: 8 * MiB, part_count: 2 });
    const { key, upload_id } = started.body.data;
    expect(upload_id).not.toBe('');
    const first = await post('admin', 'sign', { key, upload_id, parts: [1] });
    expect(first.body.code, first.body.msg).toBe(1);
    const res1 = await put(first.body.data.parts[0].url, data.subarray(0, 8 * MiB));
    expect(res1.status).toBe(200);
    // after a reload: part 2 signed; s3rver has no ListParts, so the parts stored are unknown (null) and the browser's cache holds them
    const again = await post('admin', 'sign', { key, upload_id, parts: [2], list: true });
    expect(again.body.code, again.body.msg).toBe(1);
    expect(again.body.data.uploaded).toBeNull();
    const res2 = await put(again.body.data.parts[0].url, data.subarray(8 * MiB));
    const done = await post('admin', 'complete', { key, upload_id, parts: [{ part_number: 2, etag: res2.headers.get('etag') }, { part_number: 1, etag: res1.headers.get('etag') }] });
    expect(done.body.code, done.body.msg).toBe(1);
    expect(done.body.data.file).toMatchObject({ size: data.length, sha1: sha1(data), storage: 's3', mimetype: 'application/zip' });
    expect(s3.keys()).toContain(key);
  });

  it('the same content under the same topic is stored once and counted', async () => {
    const data = await image('jpeg', 40, 40, 21);
    const a = await upload('admin', { name: 'a.jpg', data, type: 'image/jpeg' });
    const b = await upload('admin', { name: 'b.jpg', data, type: 'image/jpeg' });
    expect(b.done.body.data.file.id).toBe(a.done.body.data.file.id);
    const [row] = await s.ctx.database.rows<{ quote: number }>(sql`select quote from attachment where id = ${a.done.body.data.file.id}`);
    expect(row.quote).toBe(2);
    expect(s3.keys()).toContain(a.key);
    expect(s3.keys()).not.toContain(b.key);
  });

  it('a member uploads through the member call, recorded as theirs', async () => {
    const data = await image('png', 20, 20, 31);
    const { done } = await upload('api', { name: 'm.png', data, type: 'image/png' });
    expect(done.body.code, done.body.msg).toBe(1);
    expect(done.body.data.file.user_id).toBeGreaterThan(0);
    expect(done.body.data.file.admin_id).toBe(0);
  });
  it('deleting the attachment deletes its object and thumbnail from the bucket', async () => {
    const data = await image('png', 60, 60, 61);
    const { key, done } = await upload('admin', { name: 'gone.png', data, type: 'image/png' });
    expect(s3.keys()).toEqual(expect.arrayContaining([key, `${key}!thumb_200`]));
    const res = await s.call('DELETE', `/admin/routine.Attachment/del?ids[]=${done.body.data.file.id}`, { headers: adminH });
    expect(res.body).toMatchObject({ code: 1, msg: '1 records and files have been deleted' });
    expect(s3.keys()).not.toContain(key);
    expect(s3.keys()).not.toContain(`${key}!thumb_200`);
  });
});

describe('content security policy', () => {
  it('opens a configured storage origin to the pages (uploads and images), in local mode too (files stored there still show), and none once unconfigured', async () => {
    const csp = async () => (await fetch(s.url + '/admin/dashboard')).headers.get('content-security-policy') ?? '';
    expect(await csp()).toMatch(new RegExp(`connect-src 'self' ${s3.endpoint}(;|$)`));
    expect(await csp()).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    await setConfig('upload_mode', 'local');
    expect(await csp()).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    await setConfig('upload_s3_bucket', '');
    expect(await csp()).not.toContain(s3.endpoint);
    await setConfig('upload_s3_bucket', s3.bucket);
  });
});

describe('refusals', () => {
  it('needs a login', async () => {
    const res = await s.call('POST', '/admin/ajax/upload/direct/start', { body: { name: 'a.png', size: 10 }, headers: { 'think-lang': 'en' } });
    expect(res.body.code).toBe(303);
    const member = await s.call('POST', '/api/ajax/upload/direct/start', { body: { name: 'a.png', size: 10 }, headers: { 'think-lang': 'en' } });
    expect(member.body.code).toBe(303);
  });

  it('refuses a file over the size limit and a type not allowed, before anything is stored', async () => {
    const before = s3.keys();
    const big = await post('admin', 'start', { name: 'a.png', size: 11 * MiB, type: 'image/png' });
    expect(big.body).toMatchObject({ code: 0, msg: 'The uploaded file is too large (11MiB), Maximum file size:10MiB' });
    const exe = await post('admin', 'start', { name: 'tool.exe', size: 100, type: 'application/x-msdownload' });
    expect(exe.body).toMatchObject({ code: 0, msg: 'The uploaded file format is not allowed' });
    await setConfig('upload_allowed_mime_types', 'image/*');
    const zipped = await post('admin', 'start', { name: 'a.zip', size: 100, type: 'application/zip' });
    expect(zipped.body).toMatchObject({ code: 0, msg: 'The uploaded file format is not allowed' });
    await setConfig('upload_allowed_mime_types', '');
    expect(s3.keys()).toEqual(before);
  });

  it('refuses keys outside the upload prefix', async () => {
    for (const key of ['storage/other/x.png', `storage/product/${crypto.randomUUID()}-x.png/../../etc`, 'avatar.png', `/storage/product/${crypto.randomUUID()}-x.png`]) {
      const signed = await post('admin', 'sign', { key });
      expect(signed.body, key).toMatchObject({ code: 0, msg: 'The upload key is not allowed' });
      const done = await post('admin', 'complete', { key });
      expect(done.body, key).toMatchObject({ code: 0, msg: 'The upload key is not allowed' });
    }
  });

  it('refuses a completion or signature for a key another uploader opened, or a wrong upload id', async () => {
    const data = await image('png', 30, 30, 41);
    const started = await post('admin', 'start', { name: 'mine.png', size: data.length, type: 'image/png' });
    const { key } = started.body.data;
    const signed = await post('admin', 'sign', { key });
    await put(signed.body.data.url, data, 'image/png');
    // a member completes (or signs) the admin's key
    expect((await post('api', 'complete', { key })).body).toMatchObject({ code: 0, msg: 'Upload not found' });
    expect((await post('api', 'sign', { key })).body).toMatchObject({ code: 0, msg: 'Upload not found' });
    // a key never opened
    expect((await post('admin', 'complete', { key: `storage/product/${crypto.randomUUID()}-mine.png` })).body).toMatchObject({ code: 0, msg: 'Upload not found' });
    expect((await post('admin', 'complete', { key, upload_id: 'forged' })).body).toMatchObject({ code: 0, msg: 'Upload not found' });
    const rows = await s.ctx.database.rows(sql`select id from attachment where url like ${'%' + key}`);
    expect(rows).toHaveLength(0);
    // the owner still completes it, once
    expect((await post('admin', 'complete', { key })).body.code).toBe(1);
    expect((await post('admin', 'complete', { key })).body).toMatchObject({ code: 0, msg: 'Upload not found' });
  });

  it('refuses and deletes an object whose content is not the announced file', async () => {
    const started = await post('admin', 'start', { name: 'page.png', size: HTML_PAGE.length, type: 'image/png' });
    const { key } = started.body.data;
    await put((await post('admin', 'sign', { key })).body.data.url, HTML_PAGE, 'image/png');
    expect(s3.keys()).toContain(key);
    const done = await post('admin', 'complete', { key });
    expect(done.body).toMatchObject({ code: 0, msg: 'The uploaded image file is not a valid image' });
    expect(s3.keys()).not.toContain(key);

    const data = await image('png', 30, 30, 51);
    const short = await post('admin', 'start', { name: 's.png', size: data.length + 10, type: 'image/png' });
    await put((await post('admin', 'sign', { key: short.body.data.key })).body.data.url, data, 'image/png');
    expect((await post('admin', 'complete', { key: short.body.data.key })).body).toMatchObject({ code: 0, msg: 'The uploaded file does not match the announced one' });
    expect(s3.keys()).not.toContain(short.body.data.key);
  });

  it('an aborted upload can no longer be completed', async () => {
    const data = zip('x.bin', crypto.randomBytes(2 * MiB));
    const started = await post('admin', 'start', { name: 'x.zip', size: data.length, type: 'application/zip' });
    const { key, upload_id } = started.body.data;
    expect((await post('admin', 'abort', { key, upload_id })).body.code).toBe(1);
    expect((await post('admin', 'complete', { key, upload_id, parts: [] })).body).toMatchObject({ code: 0, msg: 'Upload not found' });
  });

  it('local mode has no direct upload', async () => {
    await setConfig('upload_mode', 'local');
    expect((await post('admin', 'start', { name: 'a.png', size: 10, type: 'image/png' })).body).toMatchObject({ code: 0, msg: 'Direct upload is not enabled (upload mode local)' });
  });
});

describe('config centre', () => {
  it('refuses storage settings that break the storage rules', async () => {
    for (const [body, msg] of [
      [{ upload_cos_bucket: 'shop' }, 'The bucket must look like name-appid: shop'],
      [{ upload_cos_region: 'cos.ap-shanghai' }, 'Invalid region: cos.ap-shanghai'],
      [{ upload_cos_region: 'AP_Shanghai' }, 'Invalid region: AP_Shanghai'],
      [{ upload_s3_endpoint: 'javascript:alert(1)' }, 'Invalid URL: javascript:alert(1)'],
    ] as const) {
      const res = await s.call('POST', '/admin/routine.Config/edit?group=upload', { body, headers: adminH });
      expect(res.body, msg).toMatchObject({ code: 0, msg });
    }
    const ok = await s.call('POST', '/admin/routine.Config/edit?group=upload', { body: { upload_cos_bucket: 'shop-1250000000', upload_cos_region: 'ap-shanghai' }, headers: adminH });
    expect(ok.body.code, ok.body.msg).toBe(1);
  });
});

describe('COS temporary credentials', () => {
  const SECRET = { id: 'AKIDcosmain', key: 'cos-main-secret-key' };
  let sts: Awaited<ReturnType<typeof startStsLoopback>>;
  beforeAll(async () => {
    sts = await startStsLoopback({ [SECRET.id]: SECRET.key });
  });
  afterAll(() => sts.close());
  beforeEach(async () => {
    await setConfig('upload_mode', 'cos');
    await setConfig('upload_cos_bucket', 'shop-1250000000');
    await setConfig('upload_cos_region', 'ap-shanghai');
    await setConfig('upload_cos_secret_id', SECRET.id);
    await setConfig('upload_cos_secret_key', SECRET.key);
    await setConfig('upload_cos_sts_endpoint', sts.endpoint);
  });

  it('answers bucket, region and STS credentials signed for by the server, limited to the upload prefix', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await s.call('GET', '/api/cos_sts/get_auth', { headers: adminH });
    expect(res.body.code, res.body.msg).toBe(1);
    expect(res.body.data).toMatchObject({
      bucket: 'shop-1250000000',
      region: 'ap-shanghai',
      sts: { credentials: { tmpSecretId: expect.stringMatching(/^AKIDtmp/), tmpSecretKey: expect.any(String), sessionToken: expect.stringMatching(/^token-/) } },
    });
    expect(res.body.data.sts.startTime).toBeGreaterThanOrEqual(before);
    expect(res.body.data.sts.expiredTime).toBeGreaterThan(res.body.data.sts.startTime);
    const grant = sts.granted.at(-1)!;
    expect(grant.region).toBe('ap-shanghai');
    expect(grant.policy.statement[0].resource).toEqual(['qcs::cos:ap-shanghai:uid/1250000000:shop-1250000000/storage/product/*']);
    expect(grant.policy.statement[0].action).toContain('name/cos:UploadPart');
    // a member may have them too
    expect((await s.call('GET', '/api/cos_sts/get_auth', { headers: memberH })).body.code).toBe(1);
  });

  it('needs a login, and reports a signature the STS refuses', async () => {
    expect((await s.call('GET', '/api/cos_sts/get_auth', { headers: { 'think-lang': 'en' } })).body.code).toBe(303);
    await setConfig('upload_cos_secret_key', 'wrong-key');
    const rejectedBefore = sts.rejected.length;
    const res = await s.call('GET', '/api/cos_sts/get_auth', { headers: adminH });
    expect(res.body).toMatchObject({ code: 0, msg: 'Storage error: AuthFailure.SignatureFailure: rejected by the loopback verifier' });
    expect(sts.rejected.slice(rejectedBefore)).toEqual(['AuthFailure.SignatureFailure']);
  });

  it('is refused outside COS mode', async () => {
    await setConfig('upload_mode', 's3');
    expect((await s.call('GET', '/api/cos_sts/get_auth', { headers: adminH })).body).toMatchObject({ code: 0, msg: 'Upload mode cos is not configured' });
  });
});

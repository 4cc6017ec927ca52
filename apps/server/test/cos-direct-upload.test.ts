import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cosAuthorization } from '../src/core/upload/cos-signer.ts';
import { UPLOAD_CLEANUP_JOB } from '../src/core/upload/upload-cleanup.ts';
import { loginAdmin, startTestServer, type TestServer } from './helpers.ts';
import { image, zip } from './upload-fixtures.ts';
import { startCosCloud } from './cos-loopback.ts';

const BUCKET = 'shop-1250000000';
const SECRET = { id: 'AKIDcosowner', key: 'cos-owner-secret-key' };
const MiB = 1024 * 1024;

let s: TestServer;
let cloud: Awaited<ReturnType<typeof startCosCloud>>;
let adminH: Record<string, string>;

const sha1 = (b: Buffer) => crypto.createHash('sha1').update(b).digest('hex');
const setConfig = async (name: string, value: string) => {
  await s.change(sql`update config set value = ${value} where name = ${name}`);
  s.ctx.settings.invalidate();
};
const post = (step: string, body: unknown) => s.call('POST', `/admin/ajax/upload/direct/${step}`, { body, headers: adminH });

interface Creds { id: string; key: string; token?: string }

/** A request to the bucket signed as the browser's SDK signs it: host signed, the token of temporary credentials in x-cos-security-token. */
async function cosFetch(creds: Creds, method: string, key: string, query: Record<string, string> = {}, body?: Buffer, opts: { nowSeconds?: number } = {}) {
  const host = new URL(cloud.cos.endpoint).host;
  const authorization = cosAuthorization({ secretId: creds.id, secretKey: creds.key, method, pathname: '/' + key, query, headers: { host }, nowSeconds: opts.nowSeconds });
  const search = Object.entries(query).map(([k, v]) => (v === '' ? k : `${k}=${encodeURIComponent(v)}`)).join('&');
  return fetch(`${cloud.cos.endpoint}/${key.split('/').map(encodeURIComponent).join('/')}${search ? '?' + search : ''}`, {
    method,
    headers: { authorization, ...(creds.token ? { 'x-cos-security-token': creds.token } : {}) },
    body: body ? new Uint8Array(body) : undefined,
  });
}
const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? '';

/** The temporary credentials the browser gets from `GET /api/cos_sts/get_auth`. */
async function tempCreds(): Promise<Creds> {
  const res = await s.call('GET', '/api/cos_sts/get_auth', { headers: adminH });
  expect(res.body.code, res.body.msg).toBe(1);
  const c = res.body.data.sts.credentials;
  return { id: c.tmpSecretId, key: c.tmpSecretKey, token: c.sessionToken };
}

/** The browser's flow: start, send the file to the bucket with temporary credentials (one PUT or in parts), complete. */
async function upload(file: { name: string; data: Buffer; type: string }, partSize = 0) {
  const started = await post('start', { name: file.name, size: file.data.length, type: file.type });
  expect(started.body.code, started.body.msg).toBe(1);
  const { key } = started.body.data;
  const creds = await tempCreds();
  if (!partSize) {
    expect((await cosFetch(creds, 'PUT', key, {}, file.data)).status).toBe(200);
  } else {
    const init = await (await cosFetch(creds, 'POST', key, { uploads: '' })).text();
    const uploadId = xmlValue(init, 'UploadId');
    const parts: string[] = [];
    for (let n = 1, at = 0; at < file.data.length; n++, at += partSize) {
      const res = await cosFetch(creds, 'PUT', key, { partNumber: String(n), uploadId }, file.data.subarray(at, at + partSize));
      expect(res.status).toBe(200);
      parts.push(`<Part><PartNumber>${n}</PartNumber><ETag>${res.headers.get('etag')}</ETag></Part>`);
    }
    const listed = await (await cosFetch(creds, 'GET', key, { uploadId })).text();
    expect(listed.match(/<Part>/g)).toHaveLength(parts.length);
    const done = await cosFetch(creds, 'POST', key, { uploadId }, Buffer.from(`<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`));
    expect(done.status).toBe(200);
  }
  return { key, done: await post('complete', { key }) };
}

beforeAll(async () => {
  cloud = await startCosCloud(BUCKET, SECRET);
  s = await startTestServer();
  adminH = { batoken: (await loginAdmin(s)).token, 'think-lang': 'en' };
});
afterAll(async () => {
  await s.close();
  await cloud.close();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries({
    upload_mode: 'cos', upload_cos_bucket: BUCKET, upload_cos_region: 'ap-shanghai', upload_cos_secret_id: SECRET.id, upload_cos_secret_key: SECRET.key,
    upload_cos_sts_endpoint: cloud.sts.endpoint, upload_cos_domain: cloud.cos.endpoint, upload_max_size: '10mb', upload_abandoned_hours: '24',
  })) await setConfig(name, value);
});

describe('COS direct upload', () => {
  it('a small image sent with temporary credentials is read back by the server (signed with its key) and recorded with its storage, sha1, size, mime and thumbnail', async () => {
    const data = await image('png', 300, 200, 71);
    const { key, done } = await upload({ name: 'cos photo.png', data, type: 'image/png' });
    expect(done.body).toMatchObject({ code: 1, msg: 'File uploaded successfully' });
    const url = `${cloud.cos.endpoint}/${key}`;
    expect(done.body.data.full_url).toBe(url);
    expect(done.body.data.file).toMatchObject({ url, storage: 'cos', sha1: sha1(data), size: data.length, mimetype: 'image/png', width: 300, height: 200, name: 'cos photo.png' });
    expect(cloud.cos.keys()).toEqual(expect.arrayContaining([key, `${key}!thumb_200`]));
    // the browser's PUT used the temporary key, the server's read and thumbnail its own
    const ops = cloud.cos.log.filter((l) => l.key.startsWith(key)).map((l) => `${l.op}:${l.ak === SECRET.id ? 'server' : 'temporary'}`);
    expect(ops).toEqual(['PutObject:temporary', 'GetObject:server', 'PutObject:server']);
    expect(await s.ctx.database.rows(sql`select id from attachment_upload where key = ${key}`)).toHaveLength(0);
    // what the page shows from the public-read bucket is the file itself
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(data)).toBe(true);
  });

  it('a file in parts (initiate, parts, ListParts, complete) is recorded whole', async () => {
    const data = zip('big.bin', crypto.randomBytes(3 * MiB));
    const { key, done } = await upload({ name: 'big.zip', data, type: 'application/zip' }, MiB);
    expect(done.body.code, done.body.msg).toBe(1);
    expect(done.body.data.file).toMatchObject({ storage: 'cos', size: data.length, sha1: sha1(data), mimetype: 'application/zip' });
    expect(cloud.cos.object(key)!.equals(data)).toBe(true);
    expect(cloud.cos.log.filter((l) => l.key === key).map((l) => l.op)).toEqual([
      'InitiateMultipartUpload', 'UploadPart', 'UploadPart', 'UploadPart', 'UploadPart', 'ListParts', 'CompleteMultipartUpload', 'GetObject',
    ]);
  });

  it('tells the browser an upload is still open (a resume after a reload), and a cancelled one is aborted at the bucket', async () => {
    const data = zip('c.bin', crypto.randomBytes(2 * MiB));
    const started = await post('start', { name: 'c.zip', size: data.length, type: 'application/zip' });
    const { key } = started.body.data;
    expect(started.body.data).toMatchObject({ storage: 'cos', bucket: BUCKET, region: 'ap-shanghai', upload_id: '', part_size: MiB, domain: cloud.cos.endpoint });
    expect((await post('sign', { key, parts: [], list: true })).body).toMatchObject({ code: 1, data: { parts: [], uploaded: null } });
    const creds = await tempCreds();
    const uploadId = xmlValue(await (await cosFetch(creds, 'POST', key, { uploads: '' })).text(), 'UploadId');
    await cosFetch(creds, 'PUT', key, { partNumber: '1', uploadId }, data.subarray(0, MiB));
    expect(cloud.cos.openUploads().filter((u) => u.key === key)).toEqual([{ uploadId, key, parts: [1] }]);
    expect((await post('abort', { key })).body.code).toBe(1);
    expect(cloud.cos.openUploads().filter((u) => u.key === key)).toEqual([]);
    expect((await post('sign', { key, parts: [], list: true })).body).toMatchObject({ code: 0, msg: 'Upload not found' });
  });

  it('deleting the attachment deletes its object and thumbnail from the bucket', async () => {
    const data = await image('png', 60, 60, 73);
    const { key, done } = await upload({ name: 'gone.png', data, type: 'image/png' });
    expect(cloud.cos.keys()).toEqual(expect.arrayContaining([key, `${key}!thumb_200`]));
    const res = await s.call('DELETE', `/admin/routine.Attachment/del?ids[]=${done.body.data.file.id}`, { headers: adminH });
    expect(res.body).toMatchObject({ code: 1 });
    expect(cloud.cos.keys()).not.toContain(key);
    expect(cloud.cos.keys()).not.toContain(`${key}!thumb_200`);
  });

  it('reports the error of a bucket that refuses the server\'s key, and records nothing', async () => {
    const data = await image('png', 30, 30, 75);
    const started = await post('start', { name: 'w.png', size: data.length, type: 'image/png' });
    const { key } = started.body.data;
    expect((await cosFetch(await tempCreds(), 'PUT', key, {}, data)).status).toBe(200);
    await setConfig('upload_cos_secret_key', 'not-the-key');
    const done = await post('complete', { key });
    expect(done.body).toMatchObject({ code: 0, msg: 'Storage error: SignatureDoesNotMatch: The Signature you specified does not match what we calculated.' });
    expect(await s.ctx.database.rows(sql`select id from attachment where url like ${'%' + key}`)).toHaveLength(0);
  });
});

describe('the COS loopback verifies signatures', () => {
  const key = `storage/product/${crypto.randomUUID()}-v.bin`;
  const body = Buffer.from('payload');
  const errorOf = async (res: Response) => ({ status: res.status, code: xmlValue(await res.text(), 'Code') });

  it('accepts the permanent key and issued temporary credentials, and refuses a wrong key, an unknown id, a missing token, a signature out of its time, another prefix', async () => {
    const temp = await tempCreds();
    expect((await cosFetch(temp, 'PUT', key, {}, body)).status).toBe(200);
    expect((await cosFetch(SECRET, 'HEAD', key)).status).toBe(200);
    expect(await errorOf(await cosFetch({ ...temp, key: 'wrong' }, 'PUT', key, {}, body))).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await errorOf(await cosFetch({ ...SECRET, id: 'AKIDnobody' }, 'GET', key))).toEqual({ status: 403, code: 'InvalidAccessKeyId' });
    expect(await errorOf(await cosFetch({ id: temp.id, key: temp.key }, 'PUT', key, {}, body))).toEqual({ status: 403, code: 'InvalidAccessKeyId' });
    const res = await cosFetch(SECRET, 'GET', key, {}, undefined, { nowSeconds: Math.floor(Date.now() / 1000) - 3600 });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Message>Request has expired</Message>');
    // the policy of temporary credentials: uploads under storage/product/ only, and no reads
    expect(await errorOf(await cosFetch(temp, 'PUT', 'elsewhere/x.bin', {}, body))).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await errorOf(await cosFetch(temp, 'GET', key))).toEqual({ status: 403, code: 'AccessDenied' });
    // a query parameter left out of the signature
    const signed = cosAuthorization({ secretId: SECRET.id, secretKey: SECRET.key, method: 'GET', pathname: '/' + key, headers: { host: new URL(cloud.cos.endpoint).host } });
    const smuggled = await fetch(`${cloud.cos.endpoint}/${key}?uploadId=x`, { headers: { authorization: signed } });
    expect(await errorOf(smuggled)).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses temporary credentials once expired', async () => {
    const short = await startCosCloud(BUCKET, SECRET, { lifetimeSeconds: 1 });
    try {
      await setConfig('upload_cos_sts_endpoint', short.sts.endpoint);
      const temp = await tempCreds();
      await new Promise((r) => setTimeout(r, 2100));
      const res = await fetch(`${short.cos.endpoint}/${key}`, {
        method: 'PUT',
        headers: { authorization: cosAuthorization({ secretId: temp.id, secretKey: temp.key, method: 'PUT', pathname: '/' + key, headers: { host: new URL(short.cos.endpoint).host } }), 'x-cos-security-token': temp.token! },
        body: new Uint8Array(body),
      });
      expect(await errorOf(res)).toEqual({ status: 400, code: 'ExpiredToken' });
    } finally {
      await short.close();
    }
  });
});

describe('abandoned upload sessions', () => {
  it('are aborted at the bucket and forgotten after the configured age, once across instances; newer ones stay', async () => {
    const creds = await tempCreds();
    const open = async (name: string) => {
      const { key } = (await post('start', { name, size: 2 * MiB, type: 'application/zip' })).body.data;
      const uploadId = xmlValue(await (await cosFetch(creds, 'POST', key, { uploads: '' })).text(), 'UploadId');
      await cosFetch(creds, 'PUT', key, { partNumber: '1', uploadId }, crypto.randomBytes(MiB));
      return key as string;
    };
    const old = await open('old.zip');
    const fresh = await open('fresh.zip');
    await s.change(sql`update attachment_upload set create_time = now() - interval '25 hours' where key = ${old}`);
    const { jobs } = s.ctx.cluster;
    const job = jobs.get(UPLOAD_CLEANUP_JOB)!;
    await s.change(sql`delete from job_run where name = ${UPLOAD_CLEANUP_JOB}`);
    expect(await Promise.all([jobs.runIfDue(job), jobs.runIfDue(job)])).toEqual(expect.arrayContaining([true, false]));
    const left = (await s.ctx.database.rows<{ key: string }>(sql`select key from attachment_upload where key in (${old}, ${fresh})`)).map((r) => r.key);
    expect(left).toEqual([fresh]);
    expect(cloud.cos.openUploads().map((u) => u.key)).not.toContain(old);
    expect(cloud.cos.openUploads().map((u) => u.key)).toContain(fresh);
    expect((await post('complete', { key: old })).body).toMatchObject({ code: 0, msg: 'Upload not found' });

    // a shorter age from the config centre takes the other one too
    await setConfig('upload_abandoned_hours', '1');
    await s.change(sql`update attachment_upload set create_time = now() - interval '2 hours' where key = ${fresh}`);
    await job.run();
    expect(await s.ctx.database.rows(sql`select key from attachment_upload where key = ${fresh}`)).toHaveLength(0);
    expect(cloud.cos.openUploads().map((u) => u.key)).not.toContain(fresh);
  });
});

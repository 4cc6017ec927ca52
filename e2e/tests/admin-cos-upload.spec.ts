import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startCosCloud } from '../../apps/server/test/cos-loopback.ts';
import { UploadField } from '../pages/attachment-page.ts';
import { UploadTaskList } from '../pages/upload-tasks.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { AdminApi } from '../support/admin-api.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { noisePng } from '../support/noise-png.ts';

const BUCKET = 'shop-1250000000';
const SECRET = { id: 'AKIDe2ecos', key: 'e2e-cos-secret-key' };
const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cloud: Awaited<ReturnType<typeof startCosCloud>>;
let dir: string;
/** The API of the test's admin session: the config is put back with it. */
let api: AdminApi | null = null;

const cosMode = () => ({
  upload_mode: 'cos', upload_cos_bucket: BUCKET, upload_cos_region: 'ap-shanghai', upload_cos_secret_id: SECRET.id, upload_cos_secret_key: SECRET.key,
  upload_cos_sts_endpoint: cloud.sts.endpoint, upload_cos_domain: cloud.cos.endpoint, upload_max_size: '64mb',
});

/** The profile page, loaded afresh (a new page: the site config and a new SDK with no credentials cached). */
async function openProfile(page: Page) {
  await page.goto('/admin/routine/adminInfo');
  await new AdminShell(page).settled();
}

/** COS mode on, the profile page's avatar input open. */
async function openAvatar(page: Page, admin: AdminApi) {
  const saved = await admin.post('/admin/routine.Config/edit?group=upload', cosMode());
  expect(saved.code, saved.msg).toBe(1);
  await openProfile(page);
  const field = page.locator('.admin-profile-avatar-form');
  const avatar = new UploadField(field);
  await expect(avatar.uploadButton()).toBeVisible();
  return { field, avatar, tasks: new UploadTaskList(field) };
}

/** A noise PNG written to disk: a file keeps its modification time, by which an upload is known again after a reload. */
async function pngFile(name: string, width: number, height: number) {
  const file = path.join(dir, `${unique(name)}.png`);
  fs.writeFileSync(file, await noisePng(width, height));
  return { file, name: path.basename(file), size: fs.statSync(file).size };
}

const partsSent = (key: string) => cloud.cos.log.filter((l) => l.op === 'UploadPart' && l.key === key).map((l) => l.partNumber!);

test.describe('direct upload to Tencent COS through its browser SDK', () => {
  test.beforeAll(async () => {
    cloud = await startCosCloud(BUCKET, SECRET);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cos-'));
  });
  test.afterAll(async () => {
    await cloud?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  test.afterEach(async () => {
    cloud.cos.setHold(null);
    cloud.setLifetime(undefined);
    if (api) {
      expect((await api.post('/admin/routine.Config/edit?group=upload', { upload_mode: 'local', upload_max_size: '10mb', upload_cos_secret_key: SECRET.key })).code).toBe(1);
      // with the right key again, so that the objects go from the bucket too
      await api.deleteCloudAttachments('cos');
    }
    api = null;
  });

  test('a small image goes in one signed PUT with temporary credentials and is recorded; wrong credentials give the storage error', async ({ page, request }) => {
    test.setTimeout(120_000);
    api = new AdminApi(request, await loginAdmin(page));
    const { avatar, tasks } = await openAvatar(page, api);

    const small = await pngFile('e2e-cos', 320, 240);
    const completed = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/complete'));
    await avatar.fileInput().setInputFiles(small.file);
    const body = (await (await completed).json()) as { code: number; data: { file: { url: string; storage: string; size: number } } };
    expect(body.code).toBe(1);
    expect(body.data.file).toMatchObject({ storage: 'cos', size: small.size });
    const key = decodeURIComponent(body.data.file.url.slice(cloud.cos.endpoint.length + 1));
    expect(cloud.cos.log.filter((l) => l.key === key && l.ak).map((l) => `${l.op}:${l.ak === SECRET.id ? 'server' : 'temporary'}`)).toEqual(['PutObject:temporary', 'GetObject:server']);
    await expect(avatar.thumbnails().first()).toHaveAttribute('src', `${body.data.file.url}!thumb_200`);
    await expect.poll(() => avatar.thumbnails().first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);

    // the operator mistyped the SecretKey: Tencent STS refuses the server, the upload fails with the storage's code and message
    expect((await api.post('/admin/routine.Config/edit?group=upload', { upload_cos_secret_key: 'mistyped' })).code).toBe(1);
    await openProfile(page);
    const other = await pngFile('e2e-cos-denied', 64, 64);
    await avatar.fileInput().setInputFiles(other.file);
    await expect(tasks.state(other.name)).toHaveText('上传失败');
    const refusal = '存储服务错误：AuthFailure.SignatureFailure: rejected by the loopback verifier';
    expect(await tasks.error(other.name)).toBe(refusal);
    await expect(page.getByText(refusal).first()).toBeVisible();
    await tasks.cancelButton(other.name).click();
    await expect(tasks.task(other.name)).toHaveCount(0);
  });

  test('a 50 MB file goes in 1 MB parts with speed and percent, is paused and restarted, resumes after a page reload sending only the parts the bucket lacks', async ({ page, request }) => {
    test.setTimeout(180_000);
    api = new AdminApi(request, await loginAdmin(page));
    const { avatar, tasks } = await openAvatar(page, api);
    const big = await pngFile('e2e-cos-50mb', 4096, 4096);
    expect(big.size).toBeGreaterThan(50_000_000);
    // a slow network: each part takes 250 ms at the bucket
    cloud.cos.setHold(async (op) => {
      if (op === 'UploadPart') await sleep(250);
    });
    await avatar.fileInput().setInputFiles(big.file);
    await expect(tasks.state(big.name)).toHaveText(/^上传中\.\.\. · [\d.]+ (MB|KB)\/s$/, { timeout: 20_000 });
    await expect(avatar.uploadButton()).toContainText('上传中...');
    await expect.poll(async () => parseInt((await tasks.percent(big.name).textContent()) ?? '0', 10)).toBeGreaterThan(0);
    await tasks.pauseButton(big.name).click();
    await expect(tasks.state(big.name)).toHaveText('已暂停');
    await expect(avatar.uploadButton()).not.toContainText('上传中...');
    const key = cloud.cos.openUploads().at(-1)!.key;
    await sleep(600); // parts in flight land or are dropped
    const whilePaused = partsSent(key).length;
    await sleep(800);
    expect(partsSent(key).length).toBe(whilePaused);
    await tasks.restartButton(big.name).click();
    await expect(tasks.state(big.name)).toContainText('上传中...');

    // the page is reloaded mid-upload; the same file chosen again resumes the open upload
    await expect.poll(() => cloud.cos.openUploads().find((u) => u.key === key)?.parts.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(15);
    await new AdminShell(page).reload();
    await sleep(1000); // parts held at the bucket land
    const stored = cloud.cos.openUploads().find((u) => u.key === key)!.parts;
    const before = cloud.cos.log.length;
    cloud.cos.setHold(null);
    const done = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/complete'), { timeout: 60_000 });
    await avatar.fileInput().setInputFiles(big.file);
    const body = (await (await done).json()) as { code: number; data: { file: { size: number; url: string; storage: string } } };
    expect(body.code).toBe(1);
    expect(body.data.file).toMatchObject({ size: big.size, storage: 'cos' });
    const after = cloud.cos.log.slice(before).filter((l) => l.key === key);
    expect(after.map((l) => l.op)).toContain('ListParts');
    const resent = after.filter((l) => l.op === 'UploadPart').map((l) => l.partNumber!);
    expect(resent.filter((n) => stored.includes(n))).toEqual([]);
    expect(new Set([...stored, ...resent]).size).toBe(Math.ceil(big.size / MiB));
    expect(cloud.cos.object(key)!.equals(fs.readFileSync(big.file))).toBe(true);
    await expect(avatar.thumbnails().first()).toHaveAttribute('src', `${body.data.file.url}!thumb_200`);
  });

  test('a cancelled upload is aborted at the bucket and dropped; credentials expiring mid-upload are refreshed', async ({ page, request }) => {
    test.setTimeout(150_000);
    api = new AdminApi(request, await loginAdmin(page));
    const { avatar, tasks } = await openAvatar(page, api);

    // cancel: parts never answered, the task goes, the multipart upload is aborted, nothing recorded
    const cancelled = await pngFile('e2e-cos-cancel', 1200, 1000);
    let release = false;
    cloud.cos.setHold(async (op) => {
      while (op === 'UploadPart' && !release) await sleep(100);
    });
    const opened = cloud.cos.openUploads().length;
    await avatar.fileInput().setInputFiles(cancelled.file);
    await expect(tasks.state(cancelled.name)).toContainText('上传中...');
    await expect.poll(() => cloud.cos.openUploads().length).toBe(opened + 1);
    const key = cloud.cos.openUploads().at(-1)!.key;
    const aborted = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/abort'));
    await tasks.cancelButton(cancelled.name).click();
    expect(((await (await aborted).json()) as { code: number }).code).toBe(1);
    await expect(tasks.task(cancelled.name)).toHaveCount(0);
    expect(cloud.cos.openUploads().map((u) => u.key)).not.toContain(key);
    release = true;
    await sleep(300);
    const listed = await api.get<{ list: unknown[] }>('/admin/routine.Attachment/index', { quickSearch: cancelled.name });
    expect(listed.data.list).toHaveLength(0);

    // credentials that live 62 s are used while over 60 s remain, then the SDK asks for new ones mid-upload
    await openProfile(page);
    cloud.setLifetime(62);
    cloud.cos.setHold(async (op) => {
      if (op === 'UploadPart') await sleep(1500);
    });
    const auths: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/cos_sts/get_auth')) auths.push(r.url());
    });
    const rejectedBefore = cloud.cos.rejected.length;
    const refreshed = await pngFile('e2e-cos-refresh', 2000, 1500); // 9 parts: three rounds of 1.5 s
    const done = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/complete'), { timeout: 60_000 });
    await avatar.fileInput().setInputFiles(refreshed.file);
    expect(((await (await done).json()) as { code: number }).code).toBe(1);
    const refreshedKey = cloud.cos.log.filter((l) => l.op === 'CompleteMultipartUpload').at(-1)!.key;
    const keys = new Set(cloud.cos.log.filter((l) => l.key === refreshedKey && l.ak !== SECRET.id).map((l) => l.ak));
    expect(auths.length).toBeGreaterThan(1);
    expect(keys.size).toBeGreaterThan(1);
    expect(cloud.cos.rejected.slice(rejectedBefore)).toEqual([]);
  });
});

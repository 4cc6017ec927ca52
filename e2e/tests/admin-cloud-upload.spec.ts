import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startS3, S3_KEY } from '../../apps/server/test/s3-loopback.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { UploadField } from '../pages/attachment-page.ts';
import { UploadTaskList } from '../pages/upload-tasks.ts';
import { AdminApi } from '../support/admin-api.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { noisePng } from '../support/noise-png.ts';

let s3: Awaited<ReturnType<typeof startS3>>;

const s3Mode = () => ({
  upload_mode: 's3', upload_s3_endpoint: s3.endpoint, upload_s3_bucket: s3.bucket, upload_s3_region: 'us-east-1',
  upload_s3_access_key: S3_KEY.accessKeyId, upload_s3_secret_key: S3_KEY.secretAccessKey, upload_s3_path_style: '1', upload_max_size: '64mb',
});

test.describe('direct upload to S3-compatible storage', () => {
  test.beforeAll(async () => {
    s3 = await startS3();
  });
  test.afterAll(async () => {
    await s3?.close();
  });

  test('the admin avatar input uploads straight to the bucket in S3 mode: one PUT for a small image, parts with pause and restart for a large one', async ({ page, request }) => {
    test.setTimeout(120_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const saved = await api.post('/admin/routine.Config/edit?group=upload', s3Mode());
    expect(saved.code, saved.msg).toBe(1);
    try {
      const shell = new AdminShell(page);
      await shell.reload();
      await shell.openMenu('常规管理', '个人资料');
      const field = page.locator('.admin-profile-avatar-form');
      const avatar = new UploadField(field);
      await expect(avatar.uploadButton()).toBeVisible();

      // a small image: one presigned PUT to the bucket, then the server records it
      const small = `${unique('e2e-s3')}.png`;
      const localUploads: string[] = [];
      page.on('request', (r) => {
        if (/\/admin\/ajax\/upload(\?|$)/.test(r.url())) localUploads.push(r.url());
      });
      const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().startsWith(`${s3.endpoint}/${s3.bucket}/storage/product/`));
      const completed = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/complete'));
      await avatar.upload({ name: small, mimeType: 'image/png', buffer: await noisePng(320, 240) });
      await put;
      const body = (await (await completed).json()) as { code: number; data: { file: { url: string; storage: string }; full_url: string } };
      expect(body.code).toBe(1);
      expect(body.data.file.storage).toBe('s3');
      expect(body.data.full_url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/storage/product/[0-9a-f-]{36}-e2e-s3`));
      expect(localUploads).toEqual([]);
      await expect(avatar.thumbnails().first()).toHaveAttribute('src', `${body.data.file.url}!thumb_200`);
      await expect.poll(() => avatar.thumbnails().first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);

      // a large image goes in parts (8 MiB each); the parts are slowed down so that the upload can be paused and restarted
      const large = `${unique('e2e-big')}.png`;
      const data = await noisePng(2000, 1500); // ≈ 9 MB: two parts
      let held = true;
      await page.route(`${s3.endpoint}/**`, async (route) => {
        if (route.request().method() === 'PUT') {
          for (let i = 0; i < 40 && held; i++) await new Promise((r) => setTimeout(r, 100));
        }
        await route.continue().catch(() => undefined);
      });
      const tasks = new UploadTaskList(field);
      await avatar.upload({ name: large, mimeType: 'image/png', buffer: data });
      await expect(tasks.state(large)).toContainText('上传中...');
      await expect(avatar.uploadButton()).toContainText('上传中...');
      await tasks.pauseButton(large).click();
      await expect(tasks.state(large)).toHaveText('已暂停');
      await expect(tasks.pauseButton(large)).toHaveCount(0);
      await expect(avatar.uploadButton()).not.toContainText('上传中...');
      held = false;
      const done = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/complete'));
      await tasks.restartButton(large).click();
      const final = (await (await done).json()) as { code: number; data: { file: { size: number; url: string } } };
      expect(final.code).toBe(1);
      expect(final.data.file.size).toBe(data.length);
      await expect(tasks.task(large)).toHaveCount(0);
      await expect(avatar.thumbnails().first()).toHaveAttribute('src', `${final.data.file.url}!thumb_200`);
      expect(s3.keys()).toContain(decodeURIComponent(final.data.file.url.slice(`${s3.endpoint}/${s3.bucket}/`.length)));
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await api.deleteCloudAttachments('s3');
      expect((await api.post('/admin/routine.Config/edit?group=upload', { upload_mode: 'local', upload_max_size: '10mb' })).code).toBe(1);
    }
  });

  test('an upload interrupted by a page reload resumes with the parts it had sent; a cancelled one is dropped', async ({ page, request }) => {
    test.setTimeout(180_000);
    const api = new AdminApi(request, await loginAdmin(page));
    expect((await api.post('/admin/routine.Config/edit?group=upload', s3Mode())).code).toBe(1);
    // a file on disk keeps its modification time, by which the browser's upload-id cache knows it again
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-resume-'));
    const file = path.join(dir, `${unique('e2e-resume')}.png`);
    fs.writeFileSync(file, await noisePng(2000, 1500));
    const name = path.basename(file);
    try {
      const shell = new AdminShell(page);
      await shell.reload();
      await shell.openMenu('常规管理', '个人资料');
      const field = page.locator('.admin-profile-avatar-form');
      const avatar = new UploadField(field);
      const tasks = new UploadTaskList(field);

      // part 1 goes through, part 2 fails on the network (each of its tries): the task ends in error, and the page is reloaded
      const puts: string[] = [];
      const first = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('partNumber=1'), { timeout: 60_000 });
      await page.route(`${s3.endpoint}/**`, async (route) => {
        const url = new URL(route.request().url());
        if (route.request().method() === 'PUT') puts.push(url.searchParams.get('partNumber') ?? 'single');
        if (route.request().method() === 'PUT' && url.searchParams.get('partNumber') === '2') {
          // fails once part 1 is stored (a failure stops the parts still in flight)
          await first.catch(() => undefined);
          return route.abort('connectionreset');
        }
        await route.continue().catch(() => undefined);
      });
      await avatar.fileInput().setInputFiles(file);
      expect((await first).status()).toBe(200);
      await expect(tasks.state(name)).toContainText('上传失败');
      await expect(tasks.restartButton(name)).toBeVisible();
      // part 2 was tried three times (spec: a part is retried twice)
      expect(puts.filter((n) => n === '2')).toHaveLength(3);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await shell.reload();
      await shell.openMenu('常规管理', '个人资料');

      // the same file again: only part 2 is sent, then the server records the whole file
      puts.length = 0;
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().startsWith(s3.endpoint)) puts.push(new URL(r.url()).searchParams.get('partNumber') ?? 'single');
      });
      const done = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/complete'));
      await avatar.fileInput().setInputFiles(file);
      const body = (await (await done).json()) as { code: number; data: { file: { size: number; url: string } } };
      expect(body.code).toBe(1);
      expect(body.data.file.size).toBe(fs.statSync(file).size);
      expect(puts).toEqual(['2']);
      await expect(avatar.thumbnails().first()).toHaveAttribute('src', `${body.data.file.url}!thumb_200`);

      // cancel: the task goes, the storage's upload is aborted, nothing is recorded
      const other = path.join(dir, `${unique('e2e-cancel')}.png`);
      fs.writeFileSync(other, await noisePng(2000, 1500));
      await page.route(`${s3.endpoint}/**`, async (route) => {
        if (route.request().method() === 'PUT') return; // never answers
        await route.continue().catch(() => undefined);
      });
      await avatar.fileInput().setInputFiles(other);
      await expect(tasks.state(path.basename(other))).toContainText('上传中...');
      const aborted = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload/direct/abort'));
      await tasks.cancelButton(path.basename(other)).click();
      expect(((await (await aborted).json()) as { code: number }).code).toBe(1);
      await expect(tasks.task(path.basename(other))).toHaveCount(0);
      await expect(avatar.uploadButton()).toHaveText('上传');
      const listed = await api.get<{ list: unknown[] }>('/admin/routine.Attachment/index', { quickSearch: path.basename(other) });
      expect(listed.data.list).toHaveLength(0);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      fs.rmSync(dir, { recursive: true, force: true });
      await api.deleteCloudAttachments('s3');
      expect((await api.post('/admin/routine.Config/edit?group=upload', { upload_mode: 'local', upload_max_size: '10mb' })).code).toBe(1);
    }
  });
});

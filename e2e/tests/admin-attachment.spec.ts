import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { AdminShell } from '../pages/admin-shell.ts';
import { AttachmentPage, UploadField } from '../pages/attachment-page.ts';
import { loginAdmin, unique } from '../support/session.ts';

/** A small PNG of a random colour: new content on every run. */
const png = async () => {
  const colour = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) };
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer();
};

test.describe('attachments', () => {
  test('an image uploaded through the avatar input is listed with its thumbnail, renamed and deleted with its file', async ({ page, request }) => {
    test.setTimeout(90_000);
    await loginAdmin(page);
    const shell = new AdminShell(page);
    await shell.openMenu('常规管理', '个人资料');
    const avatar = new UploadField(page.locator('.admin-profile-avatar-form'));
    await expect(avatar.uploadButton()).toBeVisible();
    await expect(avatar.pickButton()).toBeVisible();

    // the client pre-check refuses a type the site does not allow, before sending anything
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/admin/ajax/upload')) uploads++;
    });
    await avatar.upload({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ not really a program') });
    await expect(page.getByText('上传文件的类型不被允许！')).toBeVisible();
    expect(uploads).toBe(0);

    const name = unique('e2e-photo');
    const answer = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload'));
    await avatar.upload({ name: `${name}.png`, mimeType: 'image/png', buffer: await png() });
    const body = (await (await answer).json()) as { code: number; data: { file: { url: string } } };
    expect(body.code).toBe(1);
    const url = body.data.file.url;
    await expect(avatar.thumbnails().first()).toHaveAttribute('src', new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}!thumb_200$`));

    await shell.openMenu('常规管理', '附件管理');
    const attachments = new AttachmentPage(page);
    await attachments.table.waitLoaded();
    await expect(attachments.table.row(`${name}.png`)).toBeVisible();
    await expect(attachments.preview(`${name}.png`)).toHaveAttribute('src', /!thumb_200$/);
    // the thumbnail really is an image the server serves
    await expect.poll(() => attachments.preview(`${name}.png`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);

    await attachments.rename(`${name}.png`, `${name}-renamed.png`);

    expect((await request.get(url)).status()).toBe(200);
    await attachments.delete(`${name}-renamed.png`);
    await expect(page.getByText('删除了1条记录和文件')).toBeVisible();
    await expect(attachments.table.row(`${name}-renamed.png`)).toHaveCount(0);
    expect((await request.get(url)).status()).toBe(404);
  });
});

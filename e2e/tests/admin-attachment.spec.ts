import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { zip } from '../../apps/server/test/upload-fixtures.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { AdminProfilePage, AttachmentPage, UploadField } from '../pages/attachment-page.ts';
import { AdminApi } from '../support/admin-api.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { endingWith } from '../support/text.ts';

/** A small PNG of a random colour: new content on every run. */
const png = async (width = 320, height = 240) => {
  const colour = { r: Math.floor(Math.random() * 256), g: Math.floor(Math.random() * 256), b: Math.floor(Math.random() * 256) };
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
};


interface StoredFile { id: number; name: string; url: string }


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
    await expect(avatar.thumbnails().first()).toHaveAttribute('src', endingWith(`${url}!thumb_200`));

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

test.describe('attachments: choosing and file icons', () => {
  test('an image chosen from the attachments becomes the avatar input value; a zip is listed with its file icon and left out of the image picker', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await loginAdmin(page);
    const prefix = unique('e2e-pick');
    const files = [
      { name: `${prefix}-a.png`, mimeType: 'image/png', buffer: await png(320, 240) },
      { name: `${prefix}-b.png`, mimeType: 'image/png', buffer: await png(240, 320) },
      { name: `${prefix}.zip`, mimeType: 'application/zip', buffer: zip('readme.txt', Buffer.from(`e2e ${prefix}`)) },
    ];
    const answers: { code: number; msg: string; data: { file?: StoredFile } | null }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/admin/ajax/upload') && r.request().method() === 'POST') void r.json().then((body) => answers.push(body));
    });
    const stored = new Map<string, StoredFile>();
    try {
      // the two images and the zip through the list's own upload button
      const attachments = new AttachmentPage(page);
      await attachments.open();
      await expect(attachments.uploadButton()).toBeVisible();
      await attachments.upload(...files);
      await expect.poll(() => answers.length).toBe(3);
      for (const answer of answers) {
        expect(answer, answer.msg).toMatchObject({ code: 1 });
        stored.set(answer.data!.file!.name, answer.data!.file!);
      }
      expect([...stored.keys()].sort()).toEqual(files.map((f) => f.name).sort());
      await attachments.table.search(prefix);
      await expect(attachments.table.rows()).toHaveCount(3);
      for (const image of files.slice(0, 2)) await expect(attachments.preview(image.name)).toHaveAttribute('src', /!thumb_200$/);
      // the zip shows the icon of its suffix, an SVG the server draws
      const zipName = `${prefix}.zip`;
      await expect(attachments.table.row(zipName)).toContainText('application/zip');
      await expect(attachments.preview(zipName)).toHaveAttribute('src', /buildSuffixSvg\?suffix=zip(&|$)/);
      await expect.poll(() => attachments.naturalWidth(zipName)).toBeGreaterThan(0);

      // the avatar input's picker lists images only; the chosen one becomes the input's value
      const profile = new AdminProfilePage(page);
      await profile.open();
      await expect(profile.saveAvatarButton()).toBeDisabled();
      const picker = await profile.avatar.openPicker();
      await expect(picker.confirmButton(0)).toBeDisabled();
      await picker.search(prefix);
      await expect(picker.rows()).toHaveCount(2);
      await expect(picker.row(`${prefix}-a.png`)).toBeVisible();
      await expect(picker.row(zipName)).toHaveCount(0);
      await picker.pick(`${prefix}-b.png`);

      const chosen = stored.get(`${prefix}-b.png`)!;
      await expect(profile.avatar.thumbnails()).toHaveCount(1);
      await expect(profile.avatar.thumbnails().first()).toHaveAttribute('src', endingWith(`${chosen.url}!thumb_200`));
      // the thumbnail of the chosen image (240 × 320, the other one is 320 × 240) really loads: 150 × 200
      await expect
        .poll(() => profile.avatar.thumbnails().first().evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : '')))
        .toBe('150x200');
      // a change of the avatar to save (not saved here: the admin keeps the avatar)
      await expect(profile.saveAvatarButton()).toBeEnabled();
    } finally {
      const ids = answers.flatMap((a) => (a.data?.file ? [a.data.file.id] : []));
      if (ids.length) expect((await new AdminApi(request, token).del('routine.Attachment', ids)).code).toBe(1);
    }
  });
});

test.describe('attachments: drop and paste', () => {
  test('an image dropped on the avatar input and a pasted screenshot are uploaded; a dropped zip is refused', async ({ page, request }) => {
    const token = await loginAdmin(page);
    const answers: { code: number; data: { file?: StoredFile } | null }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/admin/ajax/upload') && r.request().method() === 'POST') void r.json().then((body) => answers.push(body));
    });
    try {
      const profile = new AdminProfilePage(page);
      await profile.open();
      const zone = profile.avatar.dropZone();
      await expect(page.locator(`[id="${await zone.getAttribute('aria-describedby')}"]`)).toHaveText('也可将图片拖到这里，或粘贴（Ctrl+V）');

      // refused before sending: the site allows zips, an image field does not
      await profile.avatar.drop({ name: 'notes.zip', mimeType: 'application/zip', buffer: zip('readme.txt', Buffer.from('e2e')) });
      await expect(page.getByText('这里只能上传图片！')).toBeVisible();
      await expect(zone).not.toHaveClass(/file-drop-zone-over/);

      const name = `${unique('e2e-drop')}.png`;
      await profile.avatar.drop({ name, mimeType: 'image/png', buffer: await png() });
      await expect.poll(() => answers.length).toBe(1);
      await expect(profile.avatar.thumbnails().first()).toHaveAttribute('src', endingWith(`${answers[0].data!.file!.url}!thumb_200`));
      expect(answers[0].data!.file!.name).toBe(name);

      await profile.avatar.paste({ name: 'image.png', mimeType: 'image/png', buffer: await png(200, 100) });
      await expect.poll(() => answers.length).toBe(2);
      expect(answers[1]).toMatchObject({ code: 1, data: { file: { name: expect.stringMatching(/^paste-\d{8}-\d{6}\.png$/) } } });
      await expect(profile.avatar.thumbnails().first()).toHaveAttribute('src', endingWith(`${answers[1].data!.file!.url}!thumb_200`));
      await expect(profile.saveAvatarButton()).toBeEnabled();
    } finally {
      const ids = answers.flatMap((a) => (a.data?.file ? [a.data.file.id] : []));
      if (ids.length) expect((await new AdminApi(request, token).del('routine.Attachment', ids)).code).toBe(1);
    }
  });
});

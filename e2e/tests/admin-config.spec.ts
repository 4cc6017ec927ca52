import { expect, test } from '@playwright/test';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { AdminProfilePage } from '../pages/attachment-page.ts';
import { ConfigPage } from '../pages/config-page.ts';
import { AdminApi } from '../support/admin-api.ts';
import { lastMail, mailTo } from '../support/oracle.ts';
import { loginAdmin, unique } from '../support/session.ts';
import { endingWith } from '../support/text.ts';


type ConfigIndex = { list: Record<string, { list: { id: number; name: string; value: unknown; allow_del: boolean }[] }> };

/** The stored settings of a tab, by variable name (what the server now holds). */
async function storedGroup(api: AdminApi, group: string): Promise<Record<string, unknown>> {
  const body = await api.get<ConfigIndex>('/admin/routine.Config/index');
  expect(body.code).toBe(1);
  return Object.fromEntries(body.data.list[group].list.map((i) => [i.name, i.value]));
}

test.describe('config centre', () => {
  test('switch tabs, rename the site, add a setting and delete it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const before = await api.get<{ siteConfig: { siteName: string } }>('/admin/Index/index');
    const config = new ConfigPage(page);
    try {
      await config.open();
      await expect(config.quickEntrance('数据回收规则配置')).toBeVisible();

      // tabs in config_group order, each with its own settings
      await config.switchTo('邮件配置');
      await expect(config.field('SMTP 服务器')).toBeVisible();
      await expect(config.activePanel().getByRole('button', { name: '发送测试邮件' })).toBeVisible();
      await config.switchTo('基础配置');
      await expect(config.field('站点名称')).toBeVisible();
      // seeded settings cannot be deleted
      await expect(config.item('site_name').getByRole('button', { name: /^删除/ })).toHaveCount(0);

      const siteName = unique('E2E Shop ');
      await config.field('站点名称').fill(siteName);
      await config.save();
      await expect(page).toHaveTitle(`系统配置 - ${siteName}`);

      await config.shell.reload();
      await expect(config.tab('基础配置')).toBeVisible();
      await expect(page).toHaveTitle(`系统配置 - ${siteName}`);
      await expect(config.field('站点名称')).toHaveValue(siteName);
      const after = await api.get<{ siteConfig: { siteName: string } }>('/admin/Index/index');
      expect(after.data.siteConfig.siteName).toBe(siteName);

      // a new radio setting with its dictionary, then gone again
      const name = unique('e2e_opt_');
      await config.addItem({ group: '基础配置', name, title: 'E2E 选项', type: '单选框', content: 'on=开启\noff=关闭' });
      await expect(config.tab('基础配置')).toHaveAttribute('aria-selected', 'true');
      await expect(config.item(name)).toBeVisible();
      await expect(config.item(name).getByRole('radio', { name: '开启' })).toBeVisible();
      await config.item(name).getByText('关闭').click();
      await config.save();
      const saved = await api.get<{ list: Record<string, { list: { name: string; value: unknown }[] }> }>('/admin/routine.Config/index');
      expect(saved.data.list.basics.list.find((i) => i.name === name)?.value).toBe('off');

      await config.deleteItem(name, 'E2E 选项');
      await expect(config.item(name)).toHaveCount(0);
    } finally {
      await api.post('/admin/routine.Config/edit?group=basics', { site_name: before.data.siteConfig.siteName });
    }
  });
});

test.describe('config centre: test mail', () => {
  test('the test mail goes through the unsaved form values, and a wrong unsaved password fails without changing the settings', async ({ page, request }) => {
    test.setTimeout(90_000);
    const api = new AdminApi(request, await loginAdmin(page));
    const stored = await storedGroup(api, 'mail');
    const site = await api.get<{ siteConfig: { siteName: string } }>('/admin/Index/index');
    const config = new ConfigPage(page);
    await config.open();
    await config.switchTo('邮件配置');
    await expect(config.field('SMTP 发件人邮箱')).toHaveValue(String(stored.smtp_sender_mail));

    // a sender typed but not saved: the mail leaves from it
    const sender = `${unique('sender')}@e2e.example.com`;
    await config.field('SMTP 发件人邮箱').fill(sender);
    const to = `${unique('rcpt')}@e2e.example.com`;
    expect(await config.sendTestMail(to)).toMatchObject({ code: 1 });
    await expect(page.getByText('测试邮件发送成功~')).toBeVisible();
    await expect(config.testMailDialog()).toBeHidden();
    const mail = await lastMail(to);
    // an unset site name reads as the product's name in the reader's language
    expect(mail.subject).toBe(`这是一封测试邮件-${site.data.siteConfig.siteName || '加盟连锁管理平台'}`);
    expect(mail.html).toContain('恭喜您，收到此邮件代表您的邮件服务已配置正确');
    expect(mail.from).toBe(sender);
    expect(await storedGroup(api, 'mail')).toEqual(stored);

    // a wrong password typed but not saved: the SMTP server refuses the login, nothing is sent
    await config.field('SMTP 发件人邮箱').fill(String(stored.smtp_sender_mail));
    await config.field('SMTP 密码').fill('not-the-smtp-password');
    const refused = `${unique('rcpt')}@e2e.example.com`;
    expect(await config.sendTestMail(refused)).toMatchObject({ code: 0 });
    await expect(page.getByText(/^测试邮件发送失败：/)).toBeVisible();
    await expect(config.testMailDialog()).toBeVisible();
    await config.testMailDialog().getByRole('button', { name: /^取\s?消$/ }).click();
    await expect(config.testMailDialog()).toBeHidden();
    expect(await mailTo(refused)).toBeNull();
    expect(await storedGroup(api, 'mail')).toEqual(stored);

    // after a reload the form holds the stored settings again, and they still send
    await config.shell.reload();
    await config.switchTo('邮件配置');
    await expect(config.field('SMTP 密码')).toHaveValue(String(stored.smtp_pass));
    await expect(config.field('SMTP 发件人邮箱')).toHaveValue(String(stored.smtp_sender_mail));
    const again = `${unique('rcpt')}@e2e.example.com`;
    expect(await config.sendTestMail(again)).toMatchObject({ code: 1 });
    expect((await lastMail(again)).from).toBe(stored.smtp_sender_mail);
  });
});

test.describe('config centre: added settings', () => {
  test('settings of several types are added with their dictionaries and attributes, keep their values across a reload, and only added ones can be deleted', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await loginAdmin(page);
    const api = new AdminApi(request, token);
    const config = new ConfigPage(page);
    const items = {
      checkbox: { name: unique('e2e_cb_'), title: 'E2E 颜色', type: '复选框', content: 'red=红色\ngreen=绿色\nblue=蓝色' },
      select: { name: unique('e2e_sel_'), title: 'E2E 尺码', type: '下拉单选', content: 'S=小号\nM=中号\nL=大号' },
      switch: { name: unique('e2e_sw_'), title: 'E2E 开关', type: '开关' },
      textarea: { name: unique('e2e_ta_'), title: 'E2E 说明', type: '文本域', inputExtend: 'rows=6\nplaceholder=写点说明' },
      number: { name: unique('e2e_num_'), title: 'E2E 数量', type: '数字', inputExtend: 'min=1\nmax=10' },
    };
    const names = Object.values(items).map((i) => i.name);
    try {
      await config.open();
      for (const item of Object.values(items)) {
        await config.addItem({ group: '基础配置', ...item });
        await expect(config.tab('基础配置')).toHaveAttribute('aria-selected', 'true');
        await expect(config.item(item.name)).toBeVisible();
        await expect(config.item(item.name)).toContainText(item.title);
      }

      // the dictionaries became options, the attribute lines reached the inputs
      const checkbox = config.item(items.checkbox.name);
      for (const label of ['红色', '绿色', '蓝色']) await expect(checkbox.getByRole('checkbox', { name: label })).not.toBeChecked();
      const textarea = config.item(items.textarea.name).locator('textarea');
      await expect(textarea).toHaveAttribute('rows', '6');
      await expect(textarea).toHaveAttribute('placeholder', '写点说明');
      const number = config.item(items.number.name).getByRole('spinbutton');
      await expect(number).toHaveAttribute('aria-valuemin', '1');
      await expect(number).toHaveAttribute('aria-valuemax', '10');
      const toggle = config.item(items.switch.name).getByRole('switch');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');

      // a click, then a retried look: the group is controlled, its state follows the form a moment later
      for (const label of ['红色', '蓝色']) {
        await checkbox.getByRole('checkbox', { name: label }).click();
        await expect(checkbox.getByRole('checkbox', { name: label })).toBeChecked();
      }
      await config.chooseFor(items.select.name, '中号');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await textarea.fill('第一行\n第二行');
      await number.fill('7');
      await config.save();

      await config.shell.reload();
      await expect(config.tab('基础配置')).toHaveAttribute('aria-selected', 'true');
      await expect(checkbox.getByRole('checkbox', { name: '红色' })).toBeChecked();
      await expect(checkbox.getByRole('checkbox', { name: '绿色' })).not.toBeChecked();
      await expect(checkbox.getByRole('checkbox', { name: '蓝色' })).toBeChecked();
      await expect(config.item(items.select.name).locator('.ant-select-selection-item')).toHaveText('中号');
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(textarea).toHaveValue('第一行\n第二行');
      await expect(number).toHaveValue('7');
      const values = await storedGroup(api, 'basics');
      expect(values[items.checkbox.name]).toEqual(['red', 'blue']);
      expect(values[items.select.name]).toBe('M');
      expect(values[items.switch.name]).toBe(true);
      expect(values[items.textarea.name]).toBe('第一行\n第二行');
      expect(values[items.number.name]).toBe(7);

      // a delete control on every added setting, none on the seeded ones
      const basics = (await api.get<ConfigIndex>('/admin/routine.Config/index')).data.list.basics.list;
      const seeded = basics.filter((i) => !i.allow_del).map((i) => i.name);
      expect(seeded).toEqual(expect.arrayContaining(['site_name', 'record_number', 'open_member_center']));
      for (const name of seeded) await expect(config.deleteButton(name)).toHaveCount(0);
      for (const name of names) await expect(config.deleteButton(name)).toBeVisible();

      await config.deleteItem(items.select.name, items.select.title);
      await expect(config.item(items.select.name)).toHaveCount(0);
      await expect(config.item(items.checkbox.name)).toBeVisible();
      expect(items.select.name in (await storedGroup(api, 'basics'))).toBe(false);
    } finally {
      const left = (await api.get<ConfigIndex>('/admin/routine.Config/index')).data.list.basics.list.filter((i) => names.includes(i.name));
      if (left.length) expect((await api.del('routine.Config', left.map((i) => i.id))).code).toBe(1);
    }
  });
});

test.describe('config centre: upload limits', () => {
  test('a saved maximum file size is put to use by the upload pre-check at once, without a reload', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await loginAdmin(page);
    const api = new AdminApi(request, token);
    const original = String((await storedGroup(api, 'upload')).upload_max_size);
    const config = new ConfigPage(page);
    const profile = new AdminProfilePage(page);
    // random noise does not compress: a PNG of about 9 KB, new on every run
    const noise = await sharp(crypto.randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } }).png().toBuffer();
    const photo = { name: `${unique('e2e-big')}.png`, mimeType: 'image/png', buffer: noise };
    expect(photo.buffer.length).toBeGreaterThan(8 * 1024);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/admin/ajax/upload')) uploads++;
    });
    const uploaded: number[] = [];
    try {
      await config.open();
      // a mark on the window: a reload would wipe it
      await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
      await config.switchTo('上传配置');
      await expect(config.field('最大文件大小')).toHaveValue(original);
      await config.field('最大文件大小').fill('1kb');
      await config.save();

      await profile.open();
      await profile.avatar.upload(photo);
      await expect(page.getByText('上传文件的大小超出允许范围！')).toBeVisible();
      expect(uploads).toBe(0);

      // the old limit back, and the same file goes
      await config.open();
      await config.switchTo('上传配置');
      await config.field('最大文件大小').fill(original);
      await config.save();
      await profile.open();
      const answer = page.waitForResponse((r) => r.url().includes('/admin/ajax/upload'));
      await profile.avatar.upload(photo);
      const body = (await (await answer).json()) as { code: number; data: { file: { id: number; url: string } } };
      expect(body.code).toBe(1);
      uploaded.push(body.data.file.id);
      await expect(profile.avatar.thumbnails().first()).toHaveAttribute('src', endingWith(`${body.data.file.url}!thumb_200`));
      expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
    } finally {
      if ((await storedGroup(api, 'upload')).upload_max_size !== original) {
        expect(await api.post(`/admin/routine.Config/edit?group=upload`, { upload_max_size: original })).toMatchObject({ code: 1 });
      }
      if (uploaded.length) expect((await api.del('routine.Attachment', uploaded)).code).toBe(1);
    }
  });
});

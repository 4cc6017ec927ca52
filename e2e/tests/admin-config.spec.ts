import { expect, test } from '@playwright/test';
import { ConfigPage } from '../pages/config-page.ts';
import { AdminApi } from '../support/admin-api.ts';
import { loginAdmin, unique } from '../support/session.ts';

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

      await page.reload();
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

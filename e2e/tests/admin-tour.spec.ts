import { expect, test } from '@playwright/test';
import { AdminTourPage } from '../pages/admin-tour.ts';
import { AdminApi } from '../support/admin-api.ts';
import { adminToken, loginAdmin, unique } from '../support/session.ts';

test('the first-run tour shows once for a new admin, stays dismissed after a reload, and restarts from the user menu', async ({ page: me, request }) => {
  test.setTimeout(60_000);
  const api = new AdminApi(request, await adminToken(request));
  const username = unique('tour');
  const password = 'tour-pass-1';
  await api.addAdmin({ username, nickname: 'Tour Admin', password, groupIds: [await api.groupIdByName('一级管理员')] });

  await AdminTourPage.asPerson(me);
  const token = await loginAdmin(me, username, password);
  const tour = new AdminTourPage(me);
  const mine = new AdminApi(me.request, token);

  // first sign-in: the tour starts by itself, on the layout
  await expect(tour.panel()).toBeVisible();
  await expect(tour.title()).toHaveText('欢迎使用后台');
  await tour.next().click();
  await expect(tour.title()).toHaveText('菜单');
  expect((await mine.get<{ seen: boolean }>('/admin/routine.AdminInfo/tour')).data).toEqual({ seen: false });

  // skipping it marks it seen on the server: a reload (or another browser) does not show it again
  await tour.skip().click();
  await expect(tour.panel()).toHaveCount(0);
  await expect.poll(async () => (await mine.get<{ seen: boolean }>('/admin/routine.AdminInfo/tour')).data.seen).toBe(true);
  await me.reload();
  await expect(me.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 15_000 });
  await expect(tour.panel()).toHaveCount(0);

  // restarted from the user menu: a chain's step opens its page; the level-1 group holds the
  // config centre but not the shops, HQ products or commission policy (super admins'), so
  // their steps are left out
  await tour.restartFromUserMenu();
  await expect(tour.title()).toHaveText('欢迎使用后台');
  await tour.nextUntil('第一步：站点名称');
  await expect(me).toHaveURL(/\/admin\/routine\/config$/);
  await tour.next().click();
  await expect(tour.title()).toHaveText('准备就绪');
  await tour.panel().locator('.ant-tour-close').click();
  await expect(tour.panel()).toHaveCount(0);
});

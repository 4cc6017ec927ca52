import { expect, test } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell.ts';
import { DashboardPage } from '../pages/dashboard.ts';
import { DataTable } from '../pages/data-table.ts';
import { GroupPage } from '../pages/group-form.ts';
import { AdminApi } from '../support/admin-api.ts';
import { loginAdmin, unique } from '../support/session.ts';

test('a group made in the UI limits its admin: menus, buttons and the API', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const superToken = await loginAdmin(page);
  const shell = new AdminShell(page);

  // the group through the UI form: the dashboard and the admin log only
  const groupName = unique('e2e-group-');
  await shell.openMenu('权限管理', '角色组管理');
  await expect(page).toHaveURL(/\/admin\/auth\/group/);
  await new GroupPage(page).addGroup(groupName, ['控制台', '管理员日志管理']);

  // the admin in it through the API (the super admin's token)
  const api = new AdminApi(request, superToken);
  const groupId = await api.groupIdByName(groupName);
  const username = unique('e2elim');
  const password = 'limited-pass-1';
  await api.addAdmin({ username, nickname: 'Limited Admin', password, groupIds: [groupId] });

  // the limited admin, in a browser of their own
  const context = await browser.newContext();
  const limitedPage = await context.newPage();
  try {
    const token = await loginAdmin(limitedPage, username, password);
    const limited = new AdminShell(limitedPage);
    await expect(limited.nickname()).toContainText('Limited Admin');
    await expect(limited.menuItem('控制台')).toBeVisible();
    await limited.openMenu('权限管理', '管理员日志管理');
    await expect(limitedPage).toHaveURL(/\/admin\/auth\/adminLog/);
    for (const title of ['管理员管理', '角色组管理', '菜单规则管理', '常规管理', '个人资料']) {
      await expect(limited.menuItem(title)).toHaveCount(0);
    }

    // the log page shows no add/edit/delete for them
    const table = new DataTable(limitedPage);
    await table.waitLoaded();
    await expect(table.rows().first()).toBeVisible();
    await expect(table.addButton()).toHaveCount(0);
    await expect(table.editButton()).toHaveCount(0);
    await expect(table.deleteButton()).toHaveCount(0);
    await expect(table.rowEditButtons()).toHaveCount(0);
    await expect(table.rowDeleteButtons()).toHaveCount(0);

    // and the server refuses what the group lacks, but serves what it holds
    const mine = new AdminApi(request, token);
    expect((await mine.get('/admin/auth.Admin/index')).code).toBe(401);
    expect((await mine.get('/admin/auth.Group/index')).code).toBe(401);
    expect((await mine.post('/admin/auth.Admin/add', { username: unique('e2ex'), nickname: 'x', password: 'xx-pass-123', group_arr: [groupId] })).code).toBe(401);
    expect((await mine.get('/admin/auth.AdminLog/index')).code).toBe(1);
  } finally {
    await context.close();
  }
});

test('the dashboard links only to pages the role holds, and a page it lacks says no permission, not 404', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const superToken = await loginAdmin(page);

  // Dashboard + Members › view, through the API (the UI form is the test above)
  const api = new AdminApi(request, superToken);
  const groupId = await api.addGroup(unique('e2e-view-'), ['dashboard', 'dashboard/index', 'user', 'user/user', 'user/user/index']);
  const username = unique('e2eview');
  const password = 'viewer-pass-1';
  await api.addAdmin({ username, nickname: 'Viewer Admin', password, groupIds: [groupId] });

  // the super administrator has the to-dos' pages: the links are there
  const superDashboard = new DashboardPage(page);
  await superDashboard.goto();
  await expect(superDashboard.adminLinks().first()).toBeVisible();

  const context = await browser.newContext();
  const viewerPage = await context.newPage();
  try {
    await loginAdmin(viewerPage, username, password);
    const viewer = new AdminShell(viewerPage);
    const dashboard = new DashboardPage(viewerPage);
    await dashboard.goto();
    // the to-do figures are there, but no link to the orders, shop products or refunds pages
    await expect(dashboard.value('todo-orders')).toBeVisible();
    await expect(dashboard.value('todo-refunds')).toBeVisible();
    await expect(dashboard.adminLinks()).toHaveCount(0);

    // typing such a page's URL: the no-permission page, for the three pages the links led to
    for (const path of ['/admin/order/order', '/admin/shop/product', '/admin/order/gatewayRefund']) {
      await viewerPage.goto(path);
      await viewer.expectNoPermission();
    }
    // the same inside the app (no reload), while a granted page opens and nobody's page is still 404
    await dashboard.goto();
    await viewer.open('user/user');
    await viewerPage.evaluate(() => {
      window.history.pushState({}, '', '/admin/order/order');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await viewer.expectNoPermission();
    await viewerPage.goto('/admin/order/no-such-page');
    await expect(viewerPage).toHaveURL(/\/404$/);
  } finally {
    await context.close();
  }
});

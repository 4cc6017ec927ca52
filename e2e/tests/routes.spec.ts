import { expect, test } from '@playwright/test';

test.describe('routes', () => {
  test('the home page shows the site and links to both logins', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^首页 - 加盟连锁管理平台$/);
    await expect(page.getByText(/ICP/)).toHaveCount(0); // no record number is seeded
  });

  test('an unknown path goes to the 404 page, which offers a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('button', { name: '返回首页' }).or(page.getByRole('link', { name: '返回首页' }))).toBeVisible();
  });

  test('an admin path without a session goes through the loading screen to the login', async ({ page }) => {
    await page.goto('/admin/auth/admin?x=1');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('the 401 page explains the missing permission', async ({ page }) => {
    await page.goto('/401');
    await expect(page.locator('body')).toContainText('权限');
  });

  test('API calls and browser navigations share one origin', async ({ request }) => {
    const api = await request.get('/admin/Index/login', { headers: { server: '1' } });
    expect((await api.json()).code).toBe(1);
    const html = await request.get('/admin/Index/login');
    expect(html.headers()['content-type']).toContain('text/html');
  });
});

import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';
import { adminTokenOf } from './admin-api.ts';
import { E2E } from './env.ts';

/** Logs in through the real login page and click captcha; returns the admin token. */
export async function loginAdmin(page: Page, username = E2E.admin.username, password = E2E.admin.password): Promise<string> {
  const login = new LoginPage(page, 'admin');
  await login.goto();
  await login.loginWith(username, password);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  return adminTokenOf(page);
}

/** A name no other test (or run) uses; 7 characters after the prefix (admin usernames allow 16 in all). */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;

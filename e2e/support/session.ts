import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { AdminShell } from '../pages/admin-shell.ts';
import { adminTokenOf } from './admin-api.ts';
import { E2E } from './env.ts';
import { captchaLayout } from './oracle.ts';
import { solveClickCaptcha } from '../../apps/server/src/core/captcha/click-captcha.ts';

/**
 * Signs in through a login API with its click captcha answered from the stored layout (what the
 * login pages send): the session's user info.
 */
async function signInByApi(request: APIRequestContext, url: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const captchaId = randomUUID();
  const made = await request.get(`/api/common/clickCaptcha?id=${captchaId}`, { headers: { server: '1' } });
  expect(((await made.json()) as { code: number }).code).toBe(1);
  const layout = await captchaLayout(captchaId);
  const captchaInfo = solveClickCaptcha(layout.text, layout.width, layout.height, layout.width, layout.height);
  const res = await request.post(url, { headers: { server: '1' }, data: { ...data, captchaId, captchaInfo, keep: false } });
  const body = (await res.json()) as { code: number; msg: string; data: { userInfo: Record<string, unknown> } };
  expect(body.code, body.msg).toBe(1);
  return body.data.userInfo;
}

/**
 * An admin token from the login API alone, for a test that calls the admin API to set up or check
 * what it drives elsewhere: no page loads the back office for it.
 */
export async function adminToken(request: APIRequestContext, username = E2E.admin.username, password = E2E.admin.password): Promise<string> {
  const { token } = await signInByApi(request, '/admin/Index/login', { username, password });
  if (typeof token !== 'string' || !token) throw new Error('the login answered no admin token');
  return token;
}

/**
 * Signs an admin in as a browser that kept its session does, for the tests of what comes after
 * the login: the login API (`signInByApi`), the session where the web app keeps it (zustand's
 * `adminInfo`), then the dashboard. The login page itself is admin-login.spec.ts's; its form,
 * captcha dialog and result pause cost every other test seconds. Returns the admin token.
 */
export async function loginAdmin(page: Page, username = E2E.admin.username, password = E2E.admin.password): Promise<string> {
  const info = await signInByApi(page.request, '/admin/Index/login', { username, password });
  // a document of the site that is not the app, to write its localStorage from
  await page.goto('/favicon.svg');
  await page.evaluate((info) => localStorage.setItem('adminInfo', JSON.stringify({ state: { ...info, super: false }, version: 0 })), info);
  await page.goto('/admin');
  // the first load of the app (its chunks, then the bootstrap behind the loading screen) took
  // over 5 s once in CI, with the machine's two cores busy; what a test checks comes after it
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 15_000 });
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible({ timeout: 15_000 });
  await new AdminShell(page).settled();
  return adminTokenOf(page);
}

/** A name no other test (or run) uses; 7 characters after the prefix (admin usernames allow 16 in all). */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;

/** The check-in API's session kept in zustand's `userInfo`, as the login page keeps it; no page of the app opened yet. */
export async function keepMemberSession(page: Page, username: string, password: string): Promise<void> {
  const info = await signInByApi(page.request, '/api/user/checkIn', { tab: 'login', username, password });
  await page.goto('/favicon.svg');
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify({ state: info, version: 0 })), info);
}

/**
 * Signs a member in as a browser that kept its session (like `loginAdmin`): the check-in API
 * (`signInByApi`), the session in zustand's `userInfo`, then the member centre. For the
 * tests of what comes after the login (member-login.spec.ts tests the form).
 */
export async function loginMember(page: Page, username: string, password: string): Promise<void> {
  await keepMemberSession(page, username, password);
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user\/account\/overview/, { timeout: 15_000 });
}

/** The language the web app loads in from now on, stored where its language menu stores it (the page must be the site's; the next load reads it). */
export async function chooseLanguage(page: Page, lang: 'en' | 'zh-cn'): Promise<void> {
  await page.evaluate((lang) => {
    const stored = JSON.parse(localStorage.getItem('storeConfig_v2') ?? '{"state":{},"version":0}') as { state: { lang?: Record<string, unknown> } };
    stored.state.lang = { ...stored.state.lang, defaultLang: lang };
    localStorage.setItem('storeConfig_v2', JSON.stringify(stored));
  }, lang);
}

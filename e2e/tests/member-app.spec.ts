import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page.ts';

interface AppManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string }[];
}

async function checkInstallable(page: Page) {
  await new LoginPage(page, 'user').goto();
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send('Page.getAppManifest', {});
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as AppManifest;
  expect(manifest).toMatchObject({ start_url: '/user', scope: '/user', display: 'standalone', theme_color: '#0958d9' });
  expect(manifest.name).toContain('会员中心');
  expect(manifest.short_name).toBe('会员中心');
  expect(manifest.icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  // what Chromium checks before it offers to install: the manifest's fields, its icons fetched and decoded
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
}

// Issue #34 item 4: "add to home screen" installs the member centre as a full-screen web app.
test('the member centre is an installable web app that opens /user full screen', async ({ launchOptions, baseURL, locale }) => {
  // a profile on disk: Chromium never offers to install from an incognito one, and every
  // context of the suite's shared browser is one
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale });
  try {
    await checkInstallable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

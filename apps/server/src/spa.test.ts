import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installSpa } from './spa.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(path.join(dist, '.sources-sha256'), 'the hash of the sources the build was made from');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: '加盟连锁管理平台 会员中心', short_name: '会员中心', start_url: '/user', display: 'standalone' }));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the served web app', () => {
  it('names the member centre app after the site name, in the asked or the browser language', async () => {
    const app = Fastify();
    await installSpa(app, dist, { siteName: async (lang) => (lang === 'en' ? 'Tea Chain' : '茶连锁') });
    const en = await app.inject({ url: '/manifest.webmanifest?lang=en' });
    expect(en.headers['content-type']).toContain('application/manifest+json');
    expect(JSON.parse(en.body)).toMatchObject({ name: 'Tea Chain member centre', short_name: 'Member centre', lang: 'en', start_url: '/user', display: 'standalone' });
    const browser = await app.inject({ url: '/manifest.webmanifest', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(JSON.parse(browser.body).short_name).toBe('Member centre');
    const zh = await app.inject({ url: '/manifest.webmanifest' });
    expect(JSON.parse(zh.body)).toMatchObject({ name: '茶连锁 会员中心', short_name: '会员中心', lang: 'zh-CN' });
    // the page itself is still the app
    expect((await app.inject({ url: '/user/order/shop' })).body).toContain('<title>app</title>');
    await app.close();
  });

  it("serves the build's own dot files (the web build's source stamp) as the app, not as files", async () => {
    const app = Fastify();
    await installSpa(app, dist);
    const stamp = await app.inject({ url: '/.sources-sha256' });
    expect(stamp.body).toContain('<title>app</title>');
    expect(stamp.body).not.toContain('hash of the sources');
    await app.close();
  });
});

import { describe, expect, it } from 'vitest';
import { appManifest, manifestLang, manifestNames } from './app-manifest.ts';

describe('the member centre web app manifest', () => {
  it('is named after the site in the reader language', () => {
    expect(manifestNames('Green Tea Chain', 'en')).toEqual({
      name: 'Green Tea Chain member centre', short_name: 'Member centre', description: 'The member centre of Green Tea Chain', lang: 'en',
    });
    expect(manifestNames('绿茶连锁', 'zh-cn')).toEqual({ name: '绿茶连锁 会员中心', short_name: '会员中心', description: '绿茶连锁的会员中心', lang: 'zh-CN' });
  });

  it('takes the language the web app asks for, else the browser one, else Chinese', () => {
    expect(manifestLang('en', 'zh-CN,zh;q=0.9')).toBe('en');
    expect(manifestLang('zh-cn', 'en-US')).toBe('zh-cn');
    expect(manifestLang(undefined, 'en-GB,en;q=0.9')).toBe('en');
    expect(manifestLang('fr', 'zh-CN')).toBe('zh-cn');
    expect(manifestLang(['en'], undefined)).toBe('zh-cn');
  });

  it('keeps the built manifest fields and replaces only the names', () => {
    const built = JSON.stringify({ name: '旧', start_url: '/user', icons: [{ src: '/a.png' }] });
    expect(JSON.parse(appManifest(built, manifestNames('S', 'en')))).toEqual({
      name: 'S member centre', short_name: 'Member centre', description: 'The member centre of S', lang: 'en', start_url: '/user', icons: [{ src: '/a.png' }],
    });
    expect(JSON.parse(appManifest('not json', manifestNames('S', 'en'))).name).toBe('S member centre');
  });
});

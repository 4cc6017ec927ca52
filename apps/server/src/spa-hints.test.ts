import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ANTD_SCOPE, FIRST_PAGES, LATER_HINTS_ID, MEMBER_KIT_PACKS, MEMBER_NATIVE_PAGES, MEMBER_SHELL, indexWithHints } from './spa-hints.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-hints-'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>app</title>\n  </head><body></body></html>');
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    '_public.js': { file: 'assets/public-1.js', imports: ['_runtime.js', 'index.html'], css: ['assets/public-1.css'] },
    'src/pages/member-centre/login/index.tsx': { file: 'assets/login-1.js', imports: ['_runtime.js', 'index.html', '_public.js'], css: ['assets/login-1.css'] },
    'src/lang/zh-cn/common.ts': { file: 'assets/common-1.js' },
    'src/lang/zh-cn/pages/member-login.ts': { file: 'assets/member-login-1.js' },
    // a member page and what loads before it
    'src/app/QueryRoot.tsx': { file: 'assets/QueryRoot-1.js', imports: ['index.html', '_query.js'] },
    '_query.js': { file: 'assets/query-1.js' },
    'src/app/AntdScope.tsx': { file: 'assets/AntdScope-1.js' },
    '../../node_modules/antd/es/locale/zh_CN.js': { file: 'assets/zh_CN-1.js' },
    'src/layouts/user/UserLayout.tsx': { file: 'assets/UserLayout-1.js', css: ['assets/UserLayout-1.css'] },
    'src/pages/common/area-loading.tsx': { file: 'assets/area-loading-1.js' },
    'src/app/bootstrap/member.ts': { file: 'assets/member-1.js' },
    'src/pages/member-centre/order/shop/index.tsx': { file: 'assets/shop-1.js', imports: ['_list.js'] },
    '_list.js': { file: 'assets/list-1.js' },
    'src/pages/member-centre/account/change-password/index.tsx': { file: 'assets/change-password-1.js' },
    'src/pages/member-centre/knowledge/index.tsx': { file: 'assets/knowledge-1.js' },
    'src/pages/member-centre/account/overview/index.tsx': { file: 'assets/overview-1.js' },
    'src/lang/zh-cn/pages/form-item.ts': { file: 'assets/form-item-1.js' },
    'src/lang/zh-cn/pages/verify-code.ts': { file: 'assets/verify-code-1.js' },
    'src/lang/zh-cn/pages/member-order-shared.ts': { file: 'assets/member-order-shared-1.js' },
    'src/lang/zh-cn/pages/member-order-shop.ts': { file: 'assets/member-order-shop-1.js' },
    'src/lang/zh-cn/pages/member-account-change-password.ts': { file: 'assets/member-account-change-password-1.js' },
  }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('first-page preload hints', () => {
  const indexFor = indexWithHints(dist);

  it("preloads the member login's chunk, its imports, styles and language packs, not the entry's own", () => {
    const html = indexFor('/user/login/');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const file of ['login-1.js', 'public-1.js', 'common-1.js', 'member-login-1.js']) expect(head).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    for (const file of ['login-1.css', 'public-1.css']) expect(head).toContain(`<link rel="preload" as="style" crossorigin href="/assets/${file}">`);
    expect(head).not.toContain('index-1.js');
    expect(head).not.toContain('runtime-1.js');
  });

  it('leaves other pages, and pages the build does not have, as built', () => {
    const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    expect(indexFor('/user/account/balance')).toBe(built);
    expect(indexFor('/')).toBe(built);
  });

  it('preloads a member page with the area it loads in: the query root, the layout, the loading screen, the bootstrap, the page and its packs, and the antd scope and texts unless the page is drawn natively', () => {
    const head = indexFor('/user/order/shop');
    // <link>s for the modules the navigation asks for, and the CSS
    const files = [...head.matchAll(/href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    expect(files.sort()).toEqual([
      'QueryRoot-1.js', 'UserLayout-1.css', 'UserLayout-1.js', 'area-loading-1.js', 'common-1.js', 'form-item-1.js',
      'member-1.js', 'member-order-shared-1.js', 'member-order-shop-1.js', 'shop-1.js', 'verify-code-1.js',
    ]);
    // what they import, listed for the web app to preload a few at a time (app/module-hints.ts)
    const later = /<script type="application\/json" id="module-hints">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(later!)).toEqual(['/assets/query-1.js', '/assets/list-1.js']);
    // a rule name's camelCase segment is the folder's kebab-case one; a top folder's page is its `index` rule
    expect(indexFor('/user/account/changePassword')).toContain('change-password-1.js');
    expect(indexFor('/user/account/changePassword')).toContain('member-account-change-password-1.js');
    expect(indexFor('/user/knowledge/index')).toContain('knowledge-1.js');
    // the shop and the overview are drawn natively (no antd scope, no antd texts); another page renders antd
    expect(MEMBER_NATIVE_PAGES).toEqual(['account/overview', 'order/shop']);
    const overview = indexFor('/user/account/overview');
    expect(overview).toContain('overview-1.js');
    expect(overview).not.toContain('AntdScope');
    expect(overview).not.toContain('zh_CN');
    expect(indexFor('/user/account/changePassword')).toContain('AntdScope-1.js');
    expect(indexFor('/user/account/changePassword')).toContain('zh_CN-1.js');
    // no page of that name, the login and the loading screen: as built (or the login's own hints)
    const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const p of ['/user/order/nope', '/user/loading', '/user/a/b/c', '/user']) expect(indexFor(p)).toBe(built);
    expect(indexFor('/user/login')).not.toContain('UserLayout');
    // a public page's hints are all <link>s
    expect(indexFor('/user/login')).not.toContain('module-hints');
  });

  it("names a member page's area as the web app loads it (routes, lazy bootstrap, antd scope) and its packs as the member registry does", () => {
    const web = (f: string) => fs.readFileSync(new URL(`../../web/src/${f}`, import.meta.url), 'utf8');
    const routes = web('app/routes.ts');
    for (const m of ['src/app/QueryRoot.tsx', 'src/layouts/user/UserLayout.tsx', 'src/pages/common/area-loading.tsx']) {
      expect(MEMBER_SHELL).toContain(m);
      expect(routes).toContain(`import('${m.replace(/^src\/app\//, './').replace(/^src\//, '../').replace(/\.tsx$/, '')}')`);
    }
    expect(web('app/module-hints.ts')).toContain(`const HINTS_ID = '${LATER_HINTS_ID}';`);
    expect(MEMBER_SHELL).toContain('src/app/bootstrap/member.ts');
    expect(web('app/bootstrap/lazy.ts')).toContain("import('./member')");
    expect(ANTD_SCOPE).toBe('src/app/AntdScope.tsx');
    expect(web('app/antd-lazy.tsx')).toContain("import('./AntdScope')");
    const registry = web('pages/member-centre/registry.ts');
    expect(registry).toContain(`const NATIVE_PAGES: readonly string[] = [${MEMBER_NATIVE_PAGES.map((p) => `'${p}'`).join(', ')}];`);
    expect(registry).toContain(`const KIT = [${MEMBER_KIT_PACKS.map((p) => `'${p}'`).join(', ')}] as const;`);
    expect(registry).toContain("[`member-${folder.split('/')[0]}-shared`]");
    expect(registry).toContain("`member-${folder.replace('/', '-')}`");
  });

  it("names each page's module and language packs as the web app's routes load them (a rename there would drop the hints unnoticed)", () => {
    const routes = fs.readFileSync(new URL('../../web/src/app/routes.ts', import.meta.url), 'utf8');
    for (const page of Object.values(FIRST_PAGES)) {
      const load = `import('${page.module.replace(/^src\//, '../').replace(/\/index\.tsx$/, '')}'), lang: [${page.lang.map((l) => `'${l}'`).join(', ')}]`;
      expect(routes).toContain(load);
    }
  });
});

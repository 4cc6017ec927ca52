import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_PAGES, indexWithHints } from './spa-hints.ts';

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
    expect(indexFor('/user/account/overview')).toBe(built);
    expect(indexFor('/')).toBe(built);
  });

  it("names each page's module and language packs as the web app's routes load them (a rename there would drop the hints unnoticed)", () => {
    const routes = fs.readFileSync(new URL('../../web/src/app/routes.ts', import.meta.url), 'utf8');
    for (const page of Object.values(FIRST_PAGES)) {
      const load = `import('${page.module.replace(/^src\//, '../').replace(/\/index\.tsx$/, '')}'), lang: [${page.lang.map((l) => `'${l}'`).join(', ')}]`;
      expect(routes).toContain(load);
    }
  });
});

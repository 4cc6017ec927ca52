import fs from 'node:fs';
import path from 'node:path';

/**
 * Preload hints for the first page of a navigation. The web app is client-rendered: its entry
 * script asks for the page's chunk (and its language packs) only once it has downloaded and run,
 * and the browser learns of a chunk's imports only once it has that chunk, so a first visit waits
 * for one round of requests per level of imports (a member page's chain was 15 levels deep).
 * Written into the served index.html, these `<link>`s let the browser fetch them all beside the
 * entry (a mobile Lighthouse run's LCP waits for the page chunk).
 *
 * Mirrors apps/web/src/app/routes.ts and the member centre's page registry (each page's module and
 * its language packs; spa-hints.test.ts fails when they part): a page missing here or renamed there
 * only loses its hints (a module not in the build's manifest is skipped).
 */
export const FIRST_PAGES: Record<string, { module: string; lang: readonly string[] }> = {
  '/': { module: 'src/pages/public/home/index.tsx', lang: ['home'] },
  '/user/login': { module: 'src/pages/member-centre/login/index.tsx', lang: ['member-login'] },
  '/admin/login': { module: 'src/pages/admin/login/index.tsx', lang: ['admin-login'] },
};

/**
 * A member-centre page (`/user/<rule name>`, e.g. `/user/order/shop`) also loads, in this order:
 * the react-query root, the member layout, the loading screen and the member bootstrap (the menus
 * that make the page's route), then the page, with the antd scope and antd's texts unless it is one
 * of the pages drawn natively (`MEMBER_NATIVE_PAGES`). A visitor without
 * a session is sent to the login instead: the chunks fetched for nothing are a member page's code,
 * which the browser keeps for after the login.
 */
export const MEMBER_SHELL = [
  'src/app/QueryRoot.tsx',
  'src/layouts/user/UserLayout.tsx',
  'src/pages/common/area-loading.tsx',
  'src/app/bootstrap/member.ts',
] as const;
/** What a member page renders antd in (app/antd-lazy.tsx). */
export const ANTD_SCOPE = 'src/app/AntdScope.tsx';
/** The member pages drawn without antd, by folder (pages/member-centre/registry.ts's `NATIVE_PAGES`). */
export const MEMBER_NATIVE_PAGES: readonly string[] = ['account/overview', 'order/shop'];
/** The packs every member page loads (pages/member-centre/registry.ts: the form kit's and the code button's). */
export const MEMBER_KIT_PACKS = ['form-item', 'verify-code'] as const;

/** The web app's default language (stores/layout-config.ts): a reader who chose another fetches both. */
const DEFAULT_LANG = 'zh-cn';
const ANTD_LOCALE = /\/antd\/es\/locale\/zh_CN\.js$/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** `changePassword` → `change-password`: a page folder's name from its rule name's segment. */
const folderSegment = (segment: string) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The modules and language packs of a member page's first load, or nothing when the path names no page of the build. */
function memberPage(manifest: Manifest, urlPath: string): { modules: string[]; lang: string[]; split: true } | undefined {
  const m = /^\/user\/([a-zA-Z]+)(?:\/([a-zA-Z]+))?$/.exec(urlPath);
  if (!m || m[1] === 'login' || m[1] === 'loading') return undefined;
  // a top folder's page is its menu's `index` rule (`/user/knowledge/index`)
  const folder = [m[1], m[2]].filter((s) => s && s !== 'index').map((s) => folderSegment(s!)).join('/');
  const module = `src/pages/member-centre/${folder}/index.tsx`;
  if (!manifest[module]) return undefined;
  const antdLocale = Object.keys(manifest).find((k) => ANTD_LOCALE.test(k));
  const antd = MEMBER_NATIVE_PAGES.includes(folder) ? [] : [ANTD_SCOPE, ...(antdLocale ? [antdLocale] : [])];
  const lang = [...MEMBER_KIT_PACKS, `member-${folder.split('/')[0]}-shared`, `member-${folder.replace('/', '-')}`];
  return { modules: [...MEMBER_SHELL, ...antd, module], lang, split: true };
}

/** The element the web app reads the rest of a member page's hints from (`apps/web/src/app/module-hints.ts`). */
export const LATER_HINTS_ID = 'module-hints';

/**
 * The hints for a path's first page, from the build's manifest (`.vite/manifest.json`): `<link>`
 * tags, and for a member page a JSON list of the rest. The browser creates a request for every
 * `<link>` in the task that parses it, about 1 ms each in a Lighthouse run: a member page's 80
 * made one task of 70–80 ms, 300–500 ms at a phone's 4x slowdown. So a member page's `<link>`s
 * name only the modules the first navigation asks for and the CSS; the chunks they import follow
 * in batches of a few, each in a task of its own, once the entry has run.
 */
export function hintsFor(manifest: Manifest, rawPath: string): string {
  const urlPath = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const first = FIRST_PAGES[urlPath];
  const page = first && manifest[first.module] ? { modules: [first.module], lang: first.lang, split: false } : memberPage(manifest, urlPath);
  if (!page) return '';
  // the entry's own chunks are already in index.html
  const inIndex = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const k of manifest[key].imports ?? []) collect(k, into);
  };
  collect('index.html', inIndex);
  const top = [...page.modules, `src/lang/${DEFAULT_LANG}/common.ts`, ...page.lang.map((l) => `src/lang/${DEFAULT_LANG}/pages/${l}.ts`)].filter((k) => manifest[k] && !inIndex.has(k));
  const keys = new Set<string>(inIndex);
  for (const k of top) collect(k, keys);

  const links: string[] = [];
  const later: string[] = [];
  for (const k of keys) {
    if (inIndex.has(k)) continue;
    if (!page.split || top.includes(k)) links.push(`<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);
    else later.push(`/${manifest[k].file}`);
    for (const css of manifest[k].css ?? []) links.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
  }
  if (later.length) links.push(`<script type="application/json" id="${LATER_HINTS_ID}">${JSON.stringify(later)}</script>`);
  return links.join('\n    ');
}

/** index.html with the hints of the path's first page; the build is read again when it changes. */
export function indexWithHints(distDir: string): (urlPath: string) => string {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let cached: { stamp: string; html: string; manifest: Manifest } | undefined;
  const load = () => {
    const stamp = [indexFile, manifestFile].map((f) => fs.statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 0).join();
    if (cached?.stamp !== stamp) {
      const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
      cached = { stamp, html: fs.readFileSync(indexFile, 'utf8'), manifest };
    }
    return cached;
  };
  return (urlPath) => {
    const { html, manifest } = load();
    const hints = hintsFor(manifest, urlPath);
    return hints ? html.replace('</head>', `  ${hints}\n  </head>`) : html;
  };
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * Preload hints for the first page of a navigation. The web app is client-rendered: its entry
 * script asks for the page's chunk (and its language packs) only once it has downloaded and run,
 * so a first visit waits for two rounds of requests. Written into the served index.html, these
 * `<link>`s let the browser fetch them beside the entry (a mobile Lighthouse run's LCP waits for
 * the page chunk). The public pages only: the rest sit behind a login and its redirects.
 *
 * Mirrors apps/web/src/app/routes.ts (each page's module and its `lang` packs; spa-hints.test.ts fails when they part): a page missing
 * here or renamed there only loses its hints (a module not in the build's manifest is skipped).
 */
export const FIRST_PAGES: Record<string, { module: string; lang: readonly string[] }> = {
  '/': { module: 'src/pages/public/home/index.tsx', lang: ['home'] },
  '/user/login': { module: 'src/pages/member-centre/login/index.tsx', lang: ['member-login'] },
  '/admin/login': { module: 'src/pages/admin/login/index.tsx', lang: ['admin-login'] },
};
/** The web app's default language (stores/layout-config.ts): a reader who chose another fetches both. */
const DEFAULT_LANG = 'zh-cn';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The `<link>` tags for a path's first page, from the build's manifest (`.vite/manifest.json`). */
export function hintsFor(manifest: Manifest, urlPath: string): string {
  const page = FIRST_PAGES[urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath];
  if (!page || !manifest[page.module]) return '';
  // the entry's own chunks are already in index.html
  const inIndex = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const k of manifest[key].imports ?? []) collect(k, into);
  };
  collect('index.html', inIndex);
  const keys = new Set<string>(inIndex);
  collect(page.module, keys);
  for (const k of [`src/lang/${DEFAULT_LANG}/common.ts`, ...page.lang.map((l) => `src/lang/${DEFAULT_LANG}/pages/${l}.ts`)]) collect(k, keys);

  const links: string[] = [];
  for (const k of keys) {
    if (inIndex.has(k)) continue;
    links.push(`<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);
    for (const css of manifest[k].css ?? []) links.push(`<link rel="preload" as="style" crossorigin href="/${css}">`);
  }
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

import semver from 'semver';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '../i18n/index.ts';

/** The app's version that a package's `requires.app` range is checked against (the server package's). */
export const APP_VERSION: string = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';

/** States of reference 13.2. */
export const STATE = {
  UNINSTALLED: 0,
  INSTALLED: 1,
  WAIT_INSTALL: 2,
  CONFLICT_PENDING: 3,
  DEPENDENT_WAIT_INSTALL: 4,
  DIRECTORY_OCCUPIED: 5,
  DISABLE: 6,
} as const;
export type ModuleState = (typeof STATE)[keyof typeof STATE];

const relFile = z.string().min(1).max(200).regex(/^[A-Za-z0-9_\-./@]+$/, 'plain relative path').refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'relative path inside the package');

/** A web file of the package: under `web/`, served at `/module-assets/<uid>/<version>/`. */
const webFile = relFile.refine((p) => p.startsWith('web/'), 'a file under web/');

const ruleSeed = z.object({
  name: z.string().min(1).max(50),
  title: z.string().min(1).max(50),
  type: z.enum(['menu_dir', 'menu', 'button']),
  parent: z.string().max(50).optional(),
  path: z.string().max(100).optional(),
  icon: z.string().max(50).optional(),
  menuType: z.enum(['tab', 'link', 'iframe']).optional(),
  component: z.string().max(100).optional(),
  url: z.string().max(255).optional(),
  keepalive: z.boolean().optional(),
  remark: z.string().max(255).optional(),
  weigh: z.number().int().optional(),
});

const messages = z.object({ 'zh-cn': z.record(z.string(), z.string()), en: z.record(z.string(), z.string()).optional() });

/**
 * One area of a package, in the shape of this project's `defineModule` declarations: its
 * prebuilt server entry (an ES module whose default export has `routes(app, ctx)`), its forward
 * migrations (a folder of `.sql` files run in name order), its menu rules and its messages.
 */
const area = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/),
  server: relFile.optional(),
  migrations: relFile.optional(),
  menus: z.array(ruleSeed).max(200).default([]),
  messages: messages.optional(),
});

/**
 * A package's title and intro in other languages: its own `title` and `intro` are in the site's
 * default language (zh-cn), `i18n.en` gives the English ones (README.md of this folder).
 */
export const packageTexts = z.object({ en: z.object({ title: z.string().min(1).max(100).optional(), intro: z.string().max(255).optional() }).optional() }).optional();
type PackageTexts = z.infer<typeof packageTexts>;

/** A package's title and intro as a reader of `lang` reads them (the default language's when not translated). */
export function textsIn(lang: Lang, m: { title: string; intro: string; i18n?: PackageTexts }) {
  const own = lang === 'en' ? m.i18n?.en : undefined;
  return { title: own?.title ?? m.title, intro: own?.intro ?? m.intro };
}

/** `module.json` at the root of a package zip (README.md of this folder). */
export const manifestSchema = z.object({
  uid: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'lowercase letters, digits and dashes'),
  title: z.string().min(1).max(100),
  intro: z.string().max(255).default(''),
  i18n: packageTexts,
  author: z.string().min(1).max(100),
  website: z.string().max(255).default(''),
  version: z.string().refine((v) => semver.valid(v) !== null, 'a semantic version'),
  requires: z.object({ app: z.string().refine((r) => semver.validRange(r) !== null, 'a version range').default('*') }).default({ app: '*' }),
  /** npm dependencies of the server entries, installed into DATA_DIR/modules/node_modules through the terminal. */
  dependencies: z.record(z.string().regex(/^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/), z.string().max(100)).default({}),
  areas: z.array(area).max(20).default([]),
  /** Prebuilt web parts, ES modules under `web/` importing React and antd from the host (README.md). */
  web: z
    .object({
      /** The rich-text editor of `editor` fields: default export a component (value/onChange HTML). */
      editor: webFile.optional(),
      /** Admin pages by rule name: default export a component. */
      pages: z.record(z.string().max(50), webFile).default({}),
    })
    .default({ pages: {} }),
  /** Shared files (under `public/` in the zip) left in place on disable. */
  protectedFiles: z.array(relFile).default([]),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Whether the app's version meets the package's requirement. */
export const appVersionFits = (range: string) => semver.satisfies(APP_VERSION, range, { includePrerelease: true });

/** An upgrade must carry a higher version. */
export const isNewer = (next: string, current: string) => semver.valid(current) === null || semver.gt(next, current);

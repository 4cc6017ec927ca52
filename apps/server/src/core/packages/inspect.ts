import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../http/errors.ts';
import type { Lang } from '../i18n/index.ts';
import { manifestSchema, textsIn, type Manifest } from './manifest.ts';

/** A package's files, read alike from its zip (in memory, before anything is unpacked) or its unpacked folder. */
export interface PackageFiles {
  /** Every file under a folder of the package, as paths relative to it. */
  under(dir: string): string[];
  read(file: string): Buffer;
}

export const zipFiles = (files: Map<string, Buffer>): PackageFiles => ({
  under: (dir) => {
    const prefix = dir.replace(/\/$/, '') + '/';
    return [...files.keys()].filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length)).sort();
  },
  read: (file) => files.get(file) ?? Buffer.alloc(0),
});

/** Reads a module's own file, refusing anything outside its folder. */
export function inside(root: string, rel: string): string {
  const full = path.resolve(root, rel);
  if (full !== root && !full.startsWith(root + path.sep)) throw new ApiError('The module package contains an unsafe path: %s', 0, null, [rel]);
  return full;
}

export const folderFiles = (root: string): PackageFiles => ({
  under: (dir) => listFiles(inside(root, dir)),
  read: (file) => fs.readFileSync(inside(root, file)),
});

/** The package's manifest (`module.json`), or the store's error naming what is wrong with it. */
export function parseManifest(bytes: Buffer | undefined): Manifest {
  if (!bytes) throw new ApiError('Basic configuration of the Module is incomplete');
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ApiError('Basic configuration of the Module is incomplete');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ApiError('Basic configuration of the Module is incomplete', 0, { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) });
  return parsed.data;
}

export interface PackageMigration {
  /** `<area>/<file>`: the name recorded in `module_install.migrations` once applied. */
  key: string;
  text: string;
}

/** The package's migrations in the order install runs them: by area, then file name. */
export function migrationsOf(manifest: Manifest, files: PackageFiles): PackageMigration[] {
  return manifest.areas.flatMap((area) => {
    if (!area.migrations) return [];
    const names = files.under(area.migrations).filter((f) => f.endsWith('.sql') && !f.includes('/')).sort();
    return names.map((name) => ({ key: `${area.name}/${name}`, text: files.read(`${area.migrations!.replace(/\/$/, '')}/${name}`).toString('utf8') }));
  });
}

/**
 * What installing a package does, shown before it is installed: the SQL it runs (each migration
 * marked when an earlier install already applied it), the server code it loads, the npm packages
 * it adds, its menu rules, web parts and shared files.
 */
export function describePackage(manifest: Manifest, files: PackageFiles, applied: ReadonlySet<string>, source: 'catalogue' | 'package', lang: Lang) {
  return {
    uid: manifest.uid,
    ...textsIn(lang, manifest),
    author: manifest.author,
    website: manifest.website,
    version: manifest.version,
    source,
    migrations: migrationsOf(manifest, files).map((m) => ({ file: m.key, sql: m.text, applied: applied.has(m.key) })),
    server: manifest.areas.flatMap((a) => (a.server ? [a.server] : [])),
    dependencies: manifest.dependencies,
    menus: manifest.areas.flatMap((a) => a.menus.map((m) => ({ name: m.name, title: m.title, type: m.type }))),
    web: { editor: !!manifest.web.editor, pages: Object.keys(manifest.web.pages) },
    publicFiles: files.under('public'),
  };
}
export type PackageReport = ReturnType<typeof describePackage>;

/** Every file under a folder, as relative paths with forward slashes. */
export function listFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    if (d.isDirectory()) out.push(...listFiles(path.join(dir, d.name), rel));
    else if (d.isFile()) out.push(rel);
  }
  return out.sort();
}

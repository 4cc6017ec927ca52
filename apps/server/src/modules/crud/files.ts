import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../../core/http/errors.ts';
import { isGenerated, mergeRegions } from './regions.ts';

/** The project's root (the folder holding apps/ and packages/). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** The only folders the generator writes in. */
const WRITABLE = [
  'apps/server/src/modules/',
  'packages/contract/src/generated/',
  'apps/web/src/pages/admin/',
  'apps/web/src/lang/zh-cn/pages/',
  'apps/web/src/lang/en/pages/',
  // where generations before #30 item 6 wrote a test per page (their delete removes it)
  'apps/server/test/generated/',
];

/** The absolute path of a project file the generator may write, or an error. */
export function writablePath(rel: string, root = PROJECT_ROOT): string {
  const abs = path.resolve(root, rel);
  const inside = path.relative(root, abs).split(path.sep).join('/');
  if (inside.startsWith('..') || path.isAbsolute(inside) || !WRITABLE.some((w) => inside.startsWith(w)) || !/^[a-z0-9/._-]+$/i.test(inside)) {
    throw new ApiError('The generator may not write %s', 0, null, [rel]);
  }
  return abs;
}

export const readProjectFile = (rel: string, root = PROJECT_ROOT): string | undefined => {
  const abs = writablePath(rel, root);
  return fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : undefined;
};

/** Checks that every file may be written: inside the generator's folders, and new or written by the generator (never a hand-written file). */
export function checkWritable(files: readonly { path: string }[], root = PROJECT_ROOT): void {
  for (const f of files) {
    const old = readProjectFile(f.path, root);
    if (old !== undefined && !isGenerated(old)) throw new ApiError('%s exists and was not written by the generator', 0, null, [f.path]);
  }
}

/** Writes the files, merging each into its generated regions (hand edits outside them stay). */
export function writeFiles(files: readonly { path: string; content: string }[], root = PROJECT_ROOT): void {
  checkWritable(files, root);
  for (const f of files) {
    const abs = writablePath(f.path, root);
    const old = fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : undefined;
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, mergeRegions(old, f.content.endsWith('\n') ? f.content : `${f.content}\n`));
  }
}

/** Removes generated files and the folders they leave empty (up to the writable folders). */
export function removeFiles(paths: readonly string[], root = PROJECT_ROOT): void {
  for (const rel of paths) {
    const abs = writablePath(rel, root);
    if (!fs.existsSync(abs)) continue;
    if (!isGenerated(fs.readFileSync(abs, 'utf8'))) continue;
    fs.rmSync(abs);
    for (let dir = path.dirname(abs); ; dir = path.dirname(dir)) {
      const relDir = `${path.relative(root, dir).split(path.sep).join('/')}/`;
      if (WRITABLE.includes(relDir) || !WRITABLE.some((w) => relDir.startsWith(w)) || fs.readdirSync(dir).length) break;
      fs.rmdirSync(dir);
    }
  }
}

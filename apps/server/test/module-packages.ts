import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';

/** A test package `notes`: a table (migrations), a route reading it, a menu rule, a shared file. */
export function notesPackage(version = '1.0.0', opts: { dependencies?: Record<string, string>; publicFiles?: Record<string, string>; uid?: string } = {}) {
  const uid = opts.uid ?? 'notes';
  const files: Record<string, string> = {
    'module.json': JSON.stringify({
      uid,
      title: 'Notes',
      intro: 'A test module',
      author: 'tests',
      version,
      requires: { app: '>=0.1.0' },
      dependencies: opts.dependencies ?? {},
      areas: [
        {
          name: uid,
          server: 'server/index.mjs',
          migrations: 'migrations',
          menus: [{ name: `${uid}/note`, title: '笔记', type: 'menu', menuType: 'tab', path: `${uid}/note`, icon: 'fa fa-sticky-note', weigh: 1 }],
          messages: { 'zh-cn': { 'Notes counted': '笔记已统计' } },
        },
      ],
    }),
    'migrations/0001_notes.sql': `CREATE TABLE "${uid}_note" ("id" serial PRIMARY KEY, "body" text NOT NULL);`,
    'server/index.mjs': `export default {
  routes(app, ctx) {
    app.get('/admin/${uid}/count', { config: { auth: 'admin', permission: false } }, async (req, reply) => {
      const [row] = await ctx.database.prepared('${uid}_count', 'select count(*)::int as n from "${uid}_note"', []);
      return reply.ok({ count: row.n, version: '${version}' }, 'Notes counted');
    });
  },
};
`,
    ...Object.fromEntries(Object.entries(opts.publicFiles ?? { 'notes/readme.txt': `notes ${version}` }).map(([k, v]) => [`public/${k}`, v])),
  };
  if (version !== '1.0.0') files['migrations/0002_title.sql'] = `ALTER TABLE "${uid}_note" ADD COLUMN "title" varchar(50) NOT NULL DEFAULT '';`;
  return files;
}

/** Zips files (name → text); names are stored as given, `..` included. */
export async function zipOf(files: Record<string, string>, links: Record<string, string> = {}): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  for (const [name, target] of Object.entries(links)) zip.file(name, target, { unixPermissions: 0o120777 });
  return zip.generateAsync({ type: 'nodebuffer', platform: 'UNIX' });
}

/** A catalogue folder: catalogue.json naming the zips written beside it. */
export function catalogueFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  const entries: Record<string, unknown>[] = [];
  return {
    dir,
    async publish(files: Record<string, string>) {
      const manifest = JSON.parse(files['module.json']) as { uid: string; title: string; intro?: string; i18n?: unknown; version: string };
      const data = await zipOf(files);
      const name = `${manifest.uid}-${manifest.version}.zip`;
      fs.writeFileSync(path.join(dir, name), data);
      const entry = { uid: manifest.uid, title: manifest.title, intro: manifest.intro, i18n: manifest.i18n, author: 'tests', version: manifest.version, download: name, sha256: crypto.createHash('sha256').update(data).digest('hex') };
      const at = entries.findIndex((e) => e.uid === manifest.uid);
      if (at >= 0) entries[at] = entry;
      else entries.push(entry);
      fs.writeFileSync(path.join(dir, 'catalogue.json'), JSON.stringify({ modules: entries }));
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Posts a zip to the upload endpoint as multipart. */
export async function uploadZip(url: string, token: string, data: Buffer, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/zip' }), 'module.zip');
  const res = await fetch(url + '/admin/module/upload', { method: 'POST', headers: { batoken: token, server: 'true', ...headers }, body: form });
  return (await res.json()) as { code: number; msg: string; data: any };
}

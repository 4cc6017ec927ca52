#!/usr/bin/env node
/**
 * Builds every module under modules-src/ into a package zip and the catalogue folder the server
 * installs from (`MODULE_CATALOGUE=modules-src/catalogue`):
 *
 *   node modules-src/build.mjs            # all modules
 *   node modules-src/build.mjs richtext   # one
 *
 * A module folder holds module.json (the package manifest, core/packages/manifest.ts) and
 * `web.entries` in its build.json: source files built into ES modules under web/ (React, antd,
 * react-i18next and react-dom come from the host, host-shim.mjs); `public/`, `server/` and
 * `migrations/` folders are copied as they are.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import JSZip from 'jszip';
import { hostShim } from './host-shim.mjs';

const ROOT = import.meta.dirname;
const OUT = path.join(ROOT, 'catalogue');
const COPIED = ['public', 'server', 'migrations'];

const listFiles = (dir, prefix = '') =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const rel = prefix ? `${prefix}/${d.name}` : d.name;
    return d.isDirectory() ? listFiles(path.join(dir, d.name), rel) : d.isFile() ? [rel] : [];
  });

async function buildModule(name) {
  const dir = path.join(ROOT, name);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'module.json'), 'utf8'));
  const { entries = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8')).web ?? {};
  const webOut = path.join(dir, 'dist', 'web');
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  if (Object.keys(entries).length) {
    await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      plugins: [hostShim(), react()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: webOut,
        emptyOutDir: true,
        minify: true,
        lib: { entry: Object.fromEntries(Object.entries(entries).map(([out, src]) => [out, path.join(dir, src)])), formats: ['es'], fileName: (_f, entry) => `${entry}.js` },
        rolldownOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
      },
    });
  }
  const zip = new JSZip();
  zip.file('module.json', JSON.stringify(manifest, null, 2));
  if (fs.existsSync(webOut)) for (const f of listFiles(webOut)) zip.file(`web/${f}`, fs.readFileSync(path.join(webOut, f)));
  for (const folder of COPIED) {
    const src = path.join(dir, folder);
    if (fs.existsSync(src)) for (const f of listFiles(src)) zip.file(`${folder}/${f}`, fs.readFileSync(path.join(src, f)));
  }
  // fixed dates: the same sources give the same zip (and checksum)
  for (const f of Object.values(zip.files)) f.date = new Date('2026-01-01T00:00:00Z');
  const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
  const file = `${manifest.uid}-${manifest.version}.zip`;
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, file), data);
  console.log(`${file}: ${(data.length / 1024).toFixed(1)} KB`);
  return {
    uid: manifest.uid, title: manifest.title, intro: manifest.intro ?? '', ...(manifest.i18n ? { i18n: manifest.i18n } : {}), author: manifest.author, version: manifest.version,
    requires: manifest.requires ?? { app: '*' }, download: file, sha256: crypto.createHash('sha256').update(data).digest('hex'),
  };
}

const wanted = process.argv.slice(2);
const names = fs.readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(ROOT, d.name, 'module.json')))
  .map((d) => d.name)
  .filter((n) => !wanted.length || wanted.includes(n));
const built = [];
for (const name of names) built.push(await buildModule(name));
const cataloguePath = path.join(OUT, 'catalogue.json');
const previous = fs.existsSync(cataloguePath) ? JSON.parse(fs.readFileSync(cataloguePath, 'utf8')).modules : [];
const modules = [...previous.filter((m) => !built.some((b) => b.uid === m.uid)), ...built].sort((a, b) => a.uid.localeCompare(b.uid));
fs.writeFileSync(cataloguePath, JSON.stringify({ modules }, null, 2) + '\n');

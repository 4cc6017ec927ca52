#!/usr/bin/env node
// Gzipped JavaScript a first visit to a route downloads, from the build manifest:
// the entry and its static imports, the startup language pack, and the route's page chunk
// with its own imports. Usage: node scripts/route-js-size.mjs [route] (after `vite build`).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** Modules a route loads besides the entry (page + its language pack), first visit in zh-cn. */
const routes = {
  '/admin/login': ['src/pages/admin/login/index.tsx', 'src/lang/zh-cn/pages/admin-login.ts'],
  '/user/login': ['src/pages/member-centre/login/index.tsx', 'src/lang/zh-cn/pages/member-login.ts'],
  '/': ['src/pages/public/home/index.tsx', 'src/lang/zh-cn/pages/home.ts'],
  // the admin shell: layout, loading screen (bootstrap) and the dashboard it lands on
  '/admin': [
    'src/layouts/admin/AdminLayout.tsx',
    'src/pages/common/area-loading.tsx',
    'src/pages/admin/dashboard/index.tsx',
    'src/lang/zh-cn/pages/dashboard.ts',
  ],
};
const startup = ['index.html', 'src/lang/zh-cn/common.ts'];

const route = process.argv[2] ?? '/admin/login';
if (!routes[route]) throw new Error(`Unknown route ${route}; known: ${Object.keys(routes).join(', ')}`);

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in the manifest: ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
[...startup, ...routes[route]].forEach(visit);

let total = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(readFileSync(dist + file)).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  gzipped JavaScript for ${route} (${files.size} files)`);

// Lines per area: for each area manifest (apps/server/src/modules/<area>/module.ts), the lines of
// its server folder (code, tables, message packs), of the contract files only it uses, of the page
// folders of its menu rules (apps/web/src/pages/admin/<rule name in kebab case>/) and member-centre
// rules (apps/web/src/pages/member-centre/<component path in kebab case>/), and of those pages'
// language packs (apps/web/src/lang/<locale>/pages/<folder, `/` as `-`; member pages `member-…`>.ts),
// tests counted apart.
//
//   npm run area-lines            a table
//   npm run area-lines -- --json  the same as JSON
//
// The menu rules come from the manifests themselves (loaded, so `menu()` helpers count). A contract
// file belongs to an area when no other area's server folder or pages, nor the code outside the
// areas (server core, web kit), import anything from it; a
// web file under a rule folder's parent (`pages/admin/user/ledger/`) belongs to the area whose
// rule folders are all that parent has. A page folder inside another (`member-centre/agent/wallet/`
// in `agent/`) is its own rule's. What belongs to no single area is listed as shared.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(root, 'apps/server/src/modules');
const CONTRACT = path.join(root, 'packages/contract/src');
const ADMIN_PAGES = path.join(root, 'apps/web/src/pages/admin');
const MEMBER_PAGES = path.join(root, 'apps/web/src/pages/member-centre');
const LANG = path.join(root, 'apps/web/src/lang');
const PAGE_ROOTS = [ADMIN_PAGES, MEMBER_PAGES];
const SOURCE = /\.(ts|tsx|mts|mjs|js|jsx|css)$/;
const isTest = (file) => /\.test\.[a-z]+$/.test(file) || /(^|\/)test\//.test(file);

const rel = (file) => path.relative(root, file);

/** Every source file under a folder (or the file itself). */
function filesOf(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return SOURCE.test(target) ? [target] : [];
  return fs.readdirSync(target, { withFileTypes: true }).flatMap((d) => filesOf(path.join(target, d.name)));
}

/** Lines as `wc -l` counts them, plus a last line without a newline. */
function linesOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text) return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/** `{ code, tests, files }` of a set of files. */
function count(files) {
  const out = { code: 0, tests: 0, files: files.length };
  for (const f of files) out[isTest(f) ? 'tests' : 'code'] += linesOf(f);
  return out;
}

/** `adminLog` → `admin-log`: a rule name's segment as its page folder's name (the web app's rule, reversed). */
const folderSegment = (segment) => segment.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pageFolderOf = (ruleName) => path.join(ADMIN_PAGES, ...ruleName.split('/').map(folderSegment));
/** `/src/views/frontend/user/knowledge/index.vue` → `pages/member-centre/knowledge/`. */
const memberFolderOf = (component) =>
  path.join(MEMBER_PAGES, ...component.replace(/^\/src\/views\/frontend\/user\//, '').replace(/(\/index)?\.vue$/, '').split('/').map(folderSegment));

// ---------------------------------------------------------------- areas and their menu pages

const { loadModules } = await import(pathToFileURL(path.join(root, 'apps/server/src/core/module/index.ts')).href);
const modules = await loadModules();

const areas = modules.map((m) => {
  const pageRules = (rules) => (rules ?? []).filter((r) => r.type === 'menu' && r.component);
  const adminPages = pageRules(m.menus);
  const memberPages = pageRules(m.memberMenus);
  const pages = [...adminPages, ...memberPages].map((r) => r.name);
  const folders = [...adminPages.map((r) => pageFolderOf(r.name)), ...memberPages.map((r) => memberFolderOf(r.component))];
  const pageFolders = [...new Set(folders)].filter((f) => fs.existsSync(f));
  return { name: m.name, server: filesOf(path.join(MODULES, m.name)), pages, pageFolders, web: [], lang: [], contract: [] };
});
const ruleFolders = areas.flatMap((a) => a.pageFolders.map((folder) => ({ folder, area: a })));
const within = (file, folder) => file.startsWith(folder + path.sep);
/** The page folder a file is in, the innermost one. */
const folderOfFile = (file) => ruleFolders.filter(({ folder }) => within(file, folder)).sort((a, b) => b.folder.length - a.folder.length)[0];

// Web files outside any rule folder (`user/ledger/`, `security/LogPage.tsx`): those of a top folder
// whose rule folders all belong to one area are that area's; the others are shared.
const pagesRoot = (file) => PAGE_ROOTS.find((r) => within(file, r));
const topOf = (file) => path.relative(pagesRoot(file), file).split(path.sep)[0];
const sharedWeb = [];
for (const file of PAGE_ROOTS.flatMap(filesOf)) {
  const inFolder = folderOfFile(file);
  if (inFolder) {
    inFolder.area.web.push(file);
    continue;
  }
  const owners = new Set(ruleFolders.filter(({ folder }) => pagesRoot(folder) === pagesRoot(file) && topOf(folder) === topOf(file)).map(({ area }) => area));
  if (owners.size === 1 && path.dirname(file) !== pagesRoot(file)) [...owners][0].web.push(file);
  else sharedWeb.push(file);
}

// ---------------------------------------------------------------- language packs

/** `pages/admin/auth/admin-log` → `auth-admin-log`, `pages/member-centre/account/balance` → `member-account-balance`: a page folder's pack name. */
const packOf = (folder) => (within(folder, ADMIN_PAGES) ? '' : 'member-') + path.relative(pagesRoot(folder), folder).split(path.sep).join('-');
const sharedLang = [];
for (const file of fs.readdirSync(LANG, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) => filesOf(path.join(LANG, d.name, 'pages')))) {
  const name = path.basename(file, '.ts');
  const exact = ruleFolders.find(({ folder }) => packOf(folder) === name);
  // a pack of a top folder (`member-account-shared`) is the area's whose rule folders are all that folder has
  const owners = new Set(ruleFolders.filter(({ folder }) => name.startsWith(packOf(path.join(pagesRoot(folder), topOf(folder))) + '-')).map(({ area }) => area));
  if (exact) exact.area.lang.push(file);
  else if (owners.size === 1) [...owners][0].lang.push(file);
  else sharedLang.push(file);
}

// ---------------------------------------------------------------- contract files

/** The names a contract file exports (`export const x`, `export type X`, `export { a, b as c }`). */
function exportsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const m of text.matchAll(/export\s+(?:declare\s+)?(?:const|let|function\*?|async\s+function|type|interface|class|enum)\s+([A-Za-z_$][\w$]*)/g)) names.add(m[1]);
  for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** The names a file imports from `@app/contract`. */
function contractImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]@app\/contract['"]/g)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

const contractFiles = filesOf(CONTRACT).filter((f) => !isTest(f) && path.basename(f) !== 'index.ts');
const owner = new Map(); // exported name → contract file
for (const file of contractFiles) for (const name of exportsOf(file)) owner.set(name, file);

// Code outside the areas, the server's (the kit, i18n, http) and the web app's outside pages/ (the
// table and form kit, API clients): a contract file it reads is not one area's.
const WEB = path.join(root, 'apps/web/src');
const serverCore = [
  ...filesOf(path.join(root, 'apps/server/src')).filter((f) => !f.startsWith(MODULES + path.sep)),
  ...filesOf(WEB).filter((f) => !f.startsWith(path.join(WEB, 'pages') + path.sep)),
].filter((f) => !isTest(f));
const uses = (files, file) => files.some((f) => [...contractImports(f)].some((n) => owner.get(n) === file));
const sharedContract = [];
for (const file of contractFiles) {
  const users = areas.filter((a) => uses([...a.server, ...a.web], file)).map((a) => a.name);
  if (uses(serverCore, file)) users.push('core');
  if (users.length === 1 && users[0] !== 'core') areas.find((a) => a.name === users[0]).contract.push(file);
  else sharedContract.push({ file, users });
}

// ---------------------------------------------------------------- report

const report = areas.map((a) => ({
  area: a.name,
  server: count(a.server),
  contract: { ...count(a.contract), names: a.contract.map(rel) },
  web: { ...count(a.web), folders: a.pageFolders.map(rel) },
  lang: count(a.lang),
  pages: a.pages,
}));
const shared = {
  contract: sharedContract.map(({ file, users }) => ({ file: rel(file), lines: linesOf(file), areas: users })),
  web: sharedWeb.map((file) => ({ file: rel(file), lines: linesOf(file) })),
  lang: sharedLang.map((file) => ({ file: rel(file), lines: linesOf(file) })),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ areas: report, shared }, null, 2));
} else {
  const rows = [['area', 'server', '(tests)', 'contract', 'web', '(tests)', 'lang', 'total', 'contract files / web folders']];
  for (const r of report) {
    const total = r.server.code + r.contract.code + r.web.code + r.lang.code;
    const where = [...r.contract.names.map((n) => path.basename(n)), ...r.web.folders.map((f) => path.relative(rel(path.dirname(ADMIN_PAGES)), f))].join(' ');
    rows.push([r.area, r.server.code, r.server.tests, r.contract.code, r.web.code, r.web.tests, r.lang.code, total, where]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => (typeof cell === 'number' ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i]))).join('  ').trimEnd());
  console.log('\nLines without tests (tests apart, in parentheses); contract files used by several areas, and web files of no single area, are not counted above:');
  for (const c of shared.contract) console.log(`  ${c.file}: ${c.lines} lines, used by ${c.areas.join(', ') || 'no area nor the core'}`);
  for (const w of [...shared.web, ...shared.lang]) console.log(`  ${w.file}: ${w.lines} lines`);
}
// Loading the manifests may start handles (database pools, timers): the report is done.
process.exit(0);

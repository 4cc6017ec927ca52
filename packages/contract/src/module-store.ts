import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * The module store (reference 13.4, `/admin/module/*`): installed packages, the catalogue, and
 * installing, updating, enabling, disabling and uninstalling them. The writes are for super
 * administrators alone, whatever nodes a group holds: a module's migrations run at install and
 * its server code at the next start, which is more than any node grants. The buttons' nodes stay
 * seeded (the reference's rules); reading the store stays a node.
 */

/** Largest module package accepted from the catalogue or an upload (the store's zip field screens a picked, dropped or pasted zip by it too). */
export const MODULE_PACKAGE_MAX_BYTES = 32 * 1024 * 1024;

const uid = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/);
const solution = z.enum(['cover', 'discard']);
export const moduleUidInput = z.object({ uid });
export const moduleInspectInput = z.object({ uid, update: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true') });
export const moduleInstallInput = z.object({
  uid,
  extend: z
    .object({
      fileConflict: z.record(z.string(), solution).optional(),
      dependConflict: z.object({ npm: z.record(z.string(), solution).optional() }).optional(),
    })
    .optional(),
});
export const moduleChangeStateInput = z.object({
  uid,
  state: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')]),
  confirmConflict: z.boolean().optional(),
  dependConflictSolution: z.object({ npm: z.array(z.string()).optional() }).optional(),
});

/** What every view of a module names: its uid, title and intro (in the reader's language), author and version. */
const moduleHeading = z.object({ uid: z.string(), title: z.string(), intro: z.string(), author: z.string(), version: z.string() });

/** A module's row as the store shows it (the keys of reference 13.1's info.ini), its title and intro in the reader's language. */
export const moduleInfo = moduleHeading.extend({
  website: z.string(),
  state: z.number().int(),
  npm_dependent_wait_install: z.union([z.literal(0), z.literal(1)]),
  requires: z.object({ app: z.string() }),
  dependencies: z.record(z.string(), z.string()),
  editor: z.boolean(),
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type ModuleInfo = z.output<typeof moduleInfo>;

export const catalogueModule = moduleHeading.extend({
  requires: z.object({ app: z.string() }),
  state: z.number().int(),
  /** '' when not installed. */
  installedVersion: z.string(),
});
export type CatalogueModule = z.output<typeof catalogueModule>;

/** What installing a package will do (`inspect`), shown before the install is confirmed. */
export const packageReport = moduleHeading.extend({
  website: z.string(),
  /** Read from the catalogue's zip (checksum verified, nothing unpacked) or from the uploaded / disabled package. */
  source: z.enum(['catalogue', 'package']),
  migrations: z.array(z.object({ file: z.string(), sql: z.string(), applied: z.boolean() })),
  /** Server entry files: code loaded into the server at its next start. */
  server: z.array(z.string()),
  dependencies: z.record(z.string(), z.string()),
  menus: z.array(z.object({ name: z.string(), title: z.string(), type: z.string() })),
  web: z.object({ editor: z.boolean(), pages: z.array(z.string()) }),
  publicFiles: z.array(z.string()),
});
export type PackageReport = z.output<typeof packageReport>;

/** An enabled module's web parts: its editor and its pages by rule name (asset URLs). */
export const webEntry = z.object({ uid: z.string(), version: z.string(), editor: z.string().optional(), pages: z.record(z.string(), z.string()) });
export type WebEntry = z.output<typeof webEntry>;

const node = (action: string) => `moduleStore/moduleStore/${action}`;
const superAdmin = (action: string) => ({ admin: node(action), superAdmin: true as const });

export const moduleStoreEndpoints = {
  index: endpoint({
    method: 'GET',
    path: '/admin/module/index',
    audience: { admin: node('index') },
    output: z.object({ sysVersion: z.string(), installed: z.array(moduleInfo) }),
    summary: 'Installed modules',
  }),
  catalogue: endpoint({
    method: 'GET',
    path: '/admin/module/catalogue',
    audience: { admin: node('index') },
    output: z.object({ sysVersion: z.string(), configured: z.boolean(), list: z.array(catalogueModule) }),
    summary: 'Modules of the catalogue, with their installed state',
  }),
  state: endpoint({ method: 'GET', path: '/admin/module/state', audience: { admin: false }, input: moduleUidInput, output: z.object({ state: z.number().int() }), summary: 'The state of a module (reference 13.2)' }),
  inspect: endpoint({
    method: 'GET',
    path: '/admin/module/inspect',
    audience: superAdmin('install'),
    input: moduleInspectInput,
    output: z.object({ package: packageReport }),
    summary: 'What installing (or updating) a module will do: its SQL, server code, npm dependencies; nothing is installed',
  }),
  install: endpoint({
    method: 'POST',
    path: '/admin/module/install',
    audience: superAdmin('install'),
    input: moduleInstallInput,
    output: z.object({ data: moduleInfo, restartRequired: z.boolean() }),
    summary: 'Install a module (from the catalogue, or the one uploaded)',
  }),
  /** Multipart, the zip in the field `file`; behind the install node. */
  upload: endpoint({
    method: 'POST',
    path: '/admin/module/upload',
    audience: superAdmin('install'),
    multipart: { file: 'file' },
    output: z.object({ info: moduleInfo }),
    summary: 'Upload a module zip (multipart field `file`); it waits for install',
  }),
  dependentInstallComplete: endpoint({
    method: 'POST',
    path: '/admin/module/dependentInstallComplete',
    audience: superAdmin('install'),
    input: moduleUidInput,
    output: z.object({ data: moduleInfo }),
    summary: "The module's dependencies were installed (terminal)",
  }),
  changeState: endpoint({
    method: 'POST',
    path: '/admin/module/changeState',
    audience: superAdmin('changeState'),
    input: moduleChangeStateInput,
    output: z.object({ info: moduleInfo }),
    summary: 'Disable a module, or take a disabled one back to wait for install',
  }),
  uninstall: endpoint({
    method: 'POST',
    path: '/admin/module/uninstall',
    audience: superAdmin('uninstall'),
    input: moduleUidInput,
    output: z.object({}),
    summary: 'Uninstall a disabled module (its data stays)',
  }),
  update: endpoint({
    method: 'POST',
    path: '/admin/module/update',
    audience: superAdmin('update'),
    input: moduleUidInput,
    output: z.object({ info: moduleInfo }),
    summary: "Take the catalogue's newer version of a disabled module (then install)",
  }),
  webEntries: endpoint({
    method: 'GET',
    path: '/admin/module/webEntries',
    audience: { admin: false },
    output: z.object({ modules: z.array(webEntry) }),
    summary: "Enabled modules' web parts (editor, pages)",
  }),
};

/**
 * The store list the reference's module page reads from its `apiUrl` (`GET {apiUrl}/api/v6.store/modules`,
 * reference 13.3), served from this server's catalogue: every module free and bundled.
 */
export const storeModulesQuery = z.object({
  activeTab: z.string().max(50).optional(),
  quickSearch: z.string().max(100).optional(),
  sysVersion: z.string().max(50).optional(),
});

/** One module as the reference's page reads it (prices '0.00', no logo, no downloads). */
export const storeModuleRow = z.object({
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  intro: z.string(),
  author: z.string(),
  logo: z.string(),
  images: z.array(z.string()),
  tags: z.array(z.object({ name: z.string(), type: z.string() })),
  category_id: z.string(),
  downloads: z.number().int(),
  original_price: z.string(),
  present_price: z.string(),
  currency_select: z.number().int(),
  purchased: z.number().int(),
  version: z.string(),
  /** A newer version than the installed one is in the catalogue. */
  new_version: z.boolean(),
  website: z.string(),
  state: z.number().int(),
  type: z.string(),
});

export const storeModulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v6.store/modules',
  audience: { admin: 'moduleStore/moduleStore/index' },
  input: storeModulesQuery,
  output: z.object({ rows: z.array(storeModuleRow), category: z.array(z.object({ id: z.string(), name: z.string() })), remark: z.string() }),
  summary: "The catalogue in the shape of the reference's store list (its client's module page)",
});

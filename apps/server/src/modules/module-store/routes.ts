import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import type { Lang } from '../../core/i18n/index.ts';
import { APP_VERSION, STATE, textsIn, type Manifest } from '../../core/packages/manifest.ts';
import { MAX_PACKAGE_BYTES } from '../../core/packages/catalogue.ts';
import { addPackageMessages, assetUrl, moduleStoreOf } from '../../core/packages/runtime.ts';
import type { ModuleRow } from '../../core/packages/store.ts';
import { storeApiRoutes } from './store-api.ts';

const uid = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/);
const solution = z.enum(['cover', 'discard']);
const uidInput = z.object({ uid });
const inspectInput = z.object({ uid, update: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true') });
const installInput = z.object({
  uid,
  extend: z
    .object({
      fileConflict: z.record(z.string(), solution).optional(),
      dependConflict: z.object({ npm: z.record(z.string(), solution).optional() }).optional(),
    })
    .optional(),
});
const changeStateInput = z.object({
  uid,
  state: z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')]),
  confirmConflict: z.boolean().optional(),
  dependConflictSolution: z.object({ npm: z.array(z.string()).optional() }).optional(),
});

/** A module's row as the store shows it (the keys of reference 13.1's info.ini), its title and intro in `lang`. */
export function moduleInfo(row: ModuleRow, lang: Lang) {
  const manifest = row.manifest as Partial<Manifest>;
  return {
    uid: row.uid,
    ...textsIn(lang, { title: row.title, intro: row.intro, i18n: manifest.i18n }),
    author: row.author,
    website: row.website,
    version: row.version,
    state: row.state,
    npm_dependent_wait_install: row.npmWaitInstall ? 1 : 0,
    requires: manifest.requires ?? { app: '*' },
    dependencies: manifest.dependencies ?? {},
    editor: !!manifest.web?.editor,
    create_time: Math.floor(row.createTime!.getTime() / 1000),
    update_time: Math.floor(row.updateTime!.getTime() / 1000),
  };
}

const perm = (action: string) => `moduleStore/moduleStore/${action}`;
/**
 * Installing, updating, enabling, disabling, uninstalling and uploading are for super
 * administrators alone, whatever nodes a group holds (`superAdmin`, as the terminal): a module's
 * migrations run at install and its server code at the next start, which is more than any node
 * grants. The buttons' nodes stay seeded (the reference's rules); reading the store stays a node.
 */

/**
 * The module store's endpoints (reference 13.4) on the installed-package store of
 * `core/packages`: index, catalogue, state, install, upload, changeState, uninstall, update,
 * dependentInstallComplete, and the web entries every admin page needs.
 */
export function moduleStoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const store = moduleStoreOf(ctx);
  storeApiRoutes(app, store);
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_PACKAGE_BYTES, files: 1 } });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['module'];
    const security = [{ batoken: [] }];

    r.get('/admin/module/index', { schema: { tags, summary: 'Installed modules', security }, config: { auth: 'admin', permission: perm('index') } }, async (req, reply) =>
      reply.ok({ sysVersion: APP_VERSION, installed: (await store.list()).map((row) => moduleInfo(row, req.lang)) }),
    );

    r.get('/admin/module/catalogue', { schema: { tags, summary: 'Modules of the catalogue, with their installed state', security }, config: { auth: 'admin', permission: perm('index') } }, async (req, reply) => {
      const installed = new Map((await store.list()).map((row) => [row.uid, row]));
      const list = (await store.catalogue.list()).map((m) => ({
        uid: m.uid, ...textsIn(req.lang, m), author: m.author, version: m.version, requires: m.requires,
        state: installed.get(m.uid)?.state ?? STATE.UNINSTALLED,
        installedVersion: installed.get(m.uid)?.version ?? '',
      }));
      return reply.ok({ sysVersion: APP_VERSION, configured: store.catalogue.configured, list });
    });

    r.get('/admin/module/state', { schema: { tags, summary: 'The state of a module (reference 13.2)', querystring: uidInput, security }, config: { auth: 'admin', permission: false } }, async (req, reply) =>
      reply.ok({ state: await store.state(req.query.uid) }),
    );

    r.get(
      '/admin/module/inspect',
      { schema: { tags, summary: 'What installing (or updating) a module will do: its SQL, server code, npm dependencies; nothing is installed', querystring: inspectInput, security }, config: { auth: 'admin', superAdmin: true, permission: perm('install') } },
      async (req, reply) => reply.ok({ package: await store.inspect(req.query.uid, req.lang, { update: req.query.update }) }),
    );

    r.post(
      '/admin/module/install',
      { schema: { tags, summary: 'Install a module (from the catalogue, or the one uploaded)', body: installInput, security }, config: { auth: 'admin', superAdmin: true, permission: perm('install'), adminLog: { title: 'Install module' } } },
      async (req, reply) => {
        const { row, restartRequired } = await store.install(req.body.uid, req.body.extend);
        addPackageMessages(row.manifest as Manifest);
        return reply.ok({ data: moduleInfo(row, req.lang), restartRequired });
      },
    );

    r.post(
      '/admin/module/upload',
      { schema: { tags, summary: 'Upload a module zip (multipart field `file`); it waits for install', security }, config: { auth: 'admin', superAdmin: true, permission: perm('install'), adminLog: { title: 'Upload module' } } },
      async (req, reply) => {
        if (!req.isMultipart()) throw new ApiError('No files were uploaded');
        const part = await req.file();
        if (!part) throw new ApiError('No files were uploaded');
        const data = await part.toBuffer().catch(() => {
          throw new ApiError('The module package is too large');
        });
        const row = await store.unpack(data, { upgrade: true });
        return reply.ok({ info: moduleInfo(row, req.lang) });
      },
    );

    r.post(
      '/admin/module/dependentInstallComplete',
      { schema: { tags, summary: "The module's dependencies were installed (terminal)", body: uidInput, security }, config: { auth: 'admin', superAdmin: true, permission: perm('install') } },
      async (req, reply) => reply.ok({ data: moduleInfo(await store.dependentInstallComplete(req.body.uid), req.lang) }),
    );

    r.post(
      '/admin/module/changeState',
      { schema: { tags, summary: 'Disable a module, or take a disabled one back to wait for install', body: changeStateInput, security }, config: { auth: 'admin', superAdmin: true, permission: perm('changeState'), adminLog: { title: 'Change module state' } } },
      async (req, reply) => {
        const { uid: id, state, confirmConflict, dependConflictSolution } = req.body;
        const { row, waitInstall } = await store.changeState(id, state, { confirmConflict, dependConflictSolution });
        if (waitInstall) throw new ApiError('dependent wait install', -2, { uid: id, state: row.state, wait_install: ['npm_dependent_wait_install'] });
        return reply.ok({ info: moduleInfo(row, req.lang) });
      },
    );

    r.post(
      '/admin/module/uninstall',
      { schema: { tags, summary: 'Uninstall a disabled module (its data stays)', body: uidInput, security }, config: { auth: 'admin', superAdmin: true, permission: perm('uninstall'), adminLog: { title: 'Uninstall module' } } },
      async (req, reply) => {
        await store.uninstall(req.body.uid);
        return reply.ok({});
      },
    );

    r.post(
      '/admin/module/update',
      { schema: { tags, summary: "Take the catalogue's newer version of a disabled module (then install)", body: uidInput, security }, config: { auth: 'admin', superAdmin: true, permission: perm('update'), adminLog: { title: 'Update module' } } },
      async (req, reply) => reply.ok({ info: moduleInfo(await store.update(req.body.uid), req.lang) }),
    );

    r.get('/admin/module/webEntries', { schema: { tags, summary: "Enabled modules' web parts (editor, pages)", security }, config: { auth: 'admin', permission: false } }, async (_req, reply) => {
      const live = (await store.rows.get()).filter((row) => row.state === STATE.INSTALLED || row.state === STATE.DEPENDENT_WAIT_INSTALL);
      const modules = live.map((row) => {
        const web = (row.manifest as Manifest).web ?? { pages: {} };
        return {
          uid: row.uid,
          version: row.version,
          ...(web.editor ? { editor: assetUrl(row, web.editor) } : {}),
          pages: Object.fromEntries(Object.entries(web.pages ?? {}).map(([rule, file]) => [rule, assetUrl(row, file)])),
        };
      });
      return reply.ok({ modules });
    });
  });
}

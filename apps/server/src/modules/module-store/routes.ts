import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { moduleStoreEndpoints as api, type ModuleInfo } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { serve } from '../../core/http/serve.ts';
import type { Lang } from '../../core/i18n/index.ts';
import { APP_VERSION, STATE, textsIn, type Manifest } from '../../core/packages/manifest.ts';
import { MAX_PACKAGE_BYTES } from '../../core/packages/catalogue.ts';
import { addPackageMessages, assetUrl, moduleStoreOf } from '../../core/packages/runtime.ts';
import type { ModuleRow } from '../../core/packages/store.ts';
import { storeApiRoutes } from './store-api.ts';

/** A module's row as the store shows it (the keys of reference 13.1's info.ini), its title and intro in `lang`. */
export function moduleInfo(row: ModuleRow, lang: Lang): ModuleInfo {
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

    serve(scope, api.index, async (_input, req) => ({ sysVersion: APP_VERSION, installed: (await store.list()).map((row) => moduleInfo(row, req.lang)) }));

    serve(scope, api.catalogue, async (_input, req) => {
      const installed = new Map((await store.list()).map((row) => [row.uid, row]));
      const list = (await store.catalogue.list()).map((m) => ({
        uid: m.uid, ...textsIn(req.lang, m), author: m.author, version: m.version, requires: m.requires,
        state: installed.get(m.uid)?.state ?? STATE.UNINSTALLED,
        installedVersion: installed.get(m.uid)?.version ?? '',
      }));
      return { sysVersion: APP_VERSION, configured: store.catalogue.configured, list };
    });

    serve(scope, api.state, async ({ uid }) => ({ state: await store.state(uid) }));

    serve(scope, api.inspect, async ({ uid, update }, req) => ({ package: await store.inspect(uid, req.lang, { update }) }));

    serve(
      scope,
      api.install,
      async ({ uid, extend }, req) => {
        const { row, restartRequired } = await store.install(uid, extend);
        addPackageMessages(row.manifest as Manifest);
        return { data: moduleInfo(row, req.lang), restartRequired };
      },
      { adminLog: { title: 'Install module' } },
    );

    serve(
      scope,
      api.upload,
      async (_input, req) => {
        if (!req.isMultipart()) throw new ApiError('No files were uploaded');
        const part = await req.file();
        if (!part) throw new ApiError('No files were uploaded');
        const data = await part.toBuffer().catch(() => {
          throw new ApiError('The module package is too large');
        });
        const row = await store.unpack(data, { upgrade: true });
        return { info: moduleInfo(row, req.lang) };
      },
      { adminLog: { title: 'Upload module' } },
    );

    serve(scope, api.dependentInstallComplete, async ({ uid }, req) => ({ data: moduleInfo(await store.dependentInstallComplete(uid), req.lang) }));

    serve(
      scope,
      api.changeState,
      async ({ uid, state, confirmConflict, dependConflictSolution }, req) => {
        const { row, waitInstall } = await store.changeState(uid, state, { confirmConflict, dependConflictSolution });
        if (waitInstall) throw new ApiError('dependent wait install', -2, { uid, state: row.state, wait_install: ['npm_dependent_wait_install'] });
        return { info: moduleInfo(row, req.lang) };
      },
      { adminLog: { title: 'Change module state' } },
    );

    serve(
      scope,
      api.uninstall,
      async ({ uid }) => {
        await store.uninstall(uid);
        return {};
      },
      { adminLog: { title: 'Uninstall module' } },
    );

    serve(scope, api.update, async ({ uid }, req) => ({ info: moduleInfo(await store.update(uid), req.lang) }), { adminLog: { title: 'Update module' } });

    serve(scope, api.webEntries, async () => {
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
      return { modules };
    });
  });
}

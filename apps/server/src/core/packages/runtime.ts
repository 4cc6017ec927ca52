import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../http/errors.ts';
import { addMessages } from '../i18n/index.ts';
import { STATE, type Manifest } from './manifest.ts';
import { ModuleStore, type ModuleRow } from './store.ts';

const stores = new WeakMap<AppContext, ModuleStore>();

/** The module store of a server. */
export function moduleStoreOf(ctx: AppContext): ModuleStore {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new ModuleStore(ctx)));
  return store;
}

/** What a package's server entry default-exports: the `routes` of a `defineModule` declaration. */
export interface PackageServerEntry {
  routes?(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
}

/** Live states: a module's routes and files answer only while it is enabled. */
const SERVING: number[] = [STATE.INSTALLED, STATE.DEPENDENT_WAIT_INSTALL];

/** The server messages of a package's areas (added again on enable: harmless). */
export function addPackageMessages(manifest: Manifest) {
  for (const area of manifest.areas) if (area.messages) addMessages(area.messages);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Sends a file below `root`, or 404; nothing outside `root` (no `..`, no links out). */
function sendFile(reply: FastifyReply, root: string, rel: string, cache: string) {
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) return reply.code(404).type('text/plain').send('Not found');
  let real: string;
  try {
    real = fs.realpathSync(full);
  } catch {
    return reply.code(404).type('text/plain').send('Not found');
  }
  if (!real.startsWith(fs.realpathSync(root) + path.sep) || !fs.statSync(real).isFile()) return reply.code(404).type('text/plain').send('Not found');
  return reply
    .header('Cache-Control', cache)
    .header('X-Content-Type-Options', 'nosniff')
    .type(TYPES[path.extname(real).toLowerCase()] ?? 'application/octet-stream')
    .send(fs.createReadStream(real));
}

/**
 * Installed packages at start-up (kept apart from the built-in areas of `core/module`): the
 * server routes and messages of every enabled module, each module's routes in a plugin of their
 * own that answers only while the module is enabled (a disable needs no restart; an enable of a
 * module whose routes were not registered at start answers `restartRequired`). Also serves the
 * packages' web builds at `/module-assets/<uid>/<version>/…` and the shared folder at `/module-public/…`.
 */
export async function installPackages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const store = moduleStoreOf(ctx);
  const rows: ModuleRow[] = await store.list();
  const liveState = async (uid: string) => (await store.rows.get()).find((r) => r.uid === uid)?.state ?? STATE.UNINSTALLED;

  for (const row of rows.filter((r) => r.state === STATE.INSTALLED)) {
    const manifest = store.readManifest(row.uid);
    if (!manifest) {
      app.log.error(`module ${row.uid}: its package folder is missing or broken, not served`);
      continue;
    }
    addPackageMessages(manifest);
    const entries: PackageServerEntry[] = [];
    try {
      for (const area of manifest.areas) {
        if (!area.server) continue;
        const file = path.join(store.dirOf(row.uid), area.server);
        // the version in the URL: an upgraded entry is a new module for Node's import cache
        entries.push((await import(`${pathToFileURL(file).href}?v=${encodeURIComponent(row.version)}`)).default as PackageServerEntry);
      }
    } catch (err) {
      app.log.error({ err }, `module ${row.uid}: its server entry failed to load, not served`);
      continue;
    }
    if (!entries.length) continue;
    await app.register(async (scope) => {
      scope.addHook('onRequest', async () => {
        if (!SERVING.includes(await liveState(row.uid))) throw new ApiError('The module is disabled', 0, { uid: row.uid });
      });
      for (const entry of entries) await entry.routes?.(scope, ctx);
    });
    store.served.set(row.uid, row.version);
  }

  app.get('/module-assets/:uid/:version/*', { schema: { hide: true } }, async (req, reply) => {
    const { uid, version, '*': rest } = req.params as { uid: string; version: string; '*': string };
    const row = (await store.rows.get()).find((r) => r.uid === uid);
    if (!row || !SERVING.includes(row.state) || row.version !== version) return reply.code(404).type('text/plain').send('Not found');
    return sendFile(reply, path.join(store.dirOf(uid), 'web'), rest.replace(/^web\//, ''), 'public, max-age=31536000, immutable');
  });

  app.get('/module-public/*', { schema: { hide: true } }, async (req, reply) => {
    const rest = (req.params as { '*': string })['*'];
    return sendFile(reply, store.sharedDir, rest, 'public, max-age=3600');
  });
}

/** The URL of a package's web file (its version in the path: cached for good). */
export const assetUrl = (row: Pick<ModuleRow, 'uid' | 'version'>, file: string) => `/module-assets/${row.uid}/${row.version}/${file.replace(/^web\//, '')}`;

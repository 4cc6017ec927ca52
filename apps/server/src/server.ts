import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { loadTokenSecret } from './core/secrets.ts';
import { createContext, type AppContext } from './context.ts';
import { buildApp, type BuildOptions } from './app.ts';
import { openCluster, type Cluster } from './core/cluster/index.ts';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /**
   * Stops gracefully: unready at once (`/readyz` 503 `stopping`), periodic jobs stopped (another
   * instance claims their next period), no new connections, requests in flight given
   * `config.shutdownGraceMs` to finish before their connections are cut (the terminal's event
   * stream ends with its command, in its preClose hook), then the cluster's links (Redis,
   * LISTEN) and the database closed. With `leaveIdle` (a signal: main.ts) kept-alive idle
   * connections are left for the client to close within the grace rather than closed at once:
   * a proxy may be sending a request on one at that very moment, and nginx cannot send a POST
   * that met a closing connection elsewhere (bench/fleet.ts lost POSTs that way). A request that
   * still comes on one is answered, with `Connection: close`.
   */
  close(opts?: { leaveIdle?: boolean }): Promise<void>;
}

/** Opens the database, migrates and seeds it, and builds the app; `close` releases everything. */
export async function createServer(config: Config, opts: BuildOptions & { database?: Database; announce?: (m: string) => void } = {}): Promise<Server> {
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, poolMax: config.databasePoolMax, dataDir: config.dataDir }));
  let cluster: Cluster | undefined;
  try {
    await migrate(database, () =>
      seed(database.db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword, announce: opts.announce }),
    );
    cluster = await openCluster(database, { databaseUrl: config.databaseUrl, redisUrl: config.redisUrl });
    const ctx = createContext(config, database, loadTokenSecret(config.dataDir, config.tokenSecret), cluster);
    const app = await buildApp(ctx, opts);
    cluster.jobs.start();
    const opened = cluster;
    return {
      app,
      ctx,
      close: async ({ leaveIdle = false } = {}) => {
        // Node's and Fastify's close close idle connections at once (closeIdleConnections): not these
        if (leaveIdle) app.server.closeIdleConnections = () => undefined;
        app.health.stop(app.server);
        const jobsStopped = opened.jobs.stop();
        const grace = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
        try {
          await app.close();
        } finally {
          clearTimeout(grace);
        }
        await jobsStopped;
        await opened.close();
        await database.close();
      },
    };
  } catch (e) {
    await cluster?.close();
    await database.close();
    throw e;
  }
}

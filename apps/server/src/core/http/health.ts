import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';

/** How long the readiness query may take before the database counts as unreachable. */
export const READY_QUERY_TIMEOUT_MS = 2000;

/** Why an instance is not ready: the `reason` of a 503 from `/readyz`. */
export type UnreadyReason = 'stopping' | 'database' | 'migrations';

/** The newest migration of this build (drizzle's journal): the database is migrated when its last applied one is at least as new. */
function latestMigration(): number {
  const journal = path.join(migrationsFolder, 'meta/_journal.json');
  const entries = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: { when: number }[] }).entries;
  return Math.max(0, ...entries.map((e) => e.when));
}

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (the database answers a trivial query
 * within READY_QUERY_TIMEOUT_MS, every migration of this build is applied, and the instance is not
 * stopping). They are answered before Fastify sees the request: no envelope, CORS, throttle, IP
 * filter, session, admin log or SPA fallback, and not listed among the API's operations.
 */
export class Health {
  /** Set when the instance starts to stop (SIGTERM): `/readyz` answers 503 `stopping` from then on. */
  stopping = false;
  private readonly latest = latestMigration();
  /** Answers under way (other paths): told to close their connection once the instance stops. */
  private readonly inFlight = new Set<http.ServerResponse>();
  private server: http.Server | null = null;

  /**
   * Turns the instance unready, and makes every answer from now on (those under way included)
   * the last on its connection: a kept-alive connection would otherwise hold the stop up until
   * its keep-alive timeout.
   */
  stop(server: http.Server): void {
    this.stopping = true;
    this.server = server;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  constructor(private readonly database: Database) {}

  /** Whether the instance should get traffic; the reason when not. */
  async unready(): Promise<UnreadyReason | null> {
    if (this.stopping) return 'stopping';
    let timer: NodeJS.Timeout | undefined;
    try {
      const query = this.database.rows<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
      query.catch(() => undefined); // a late failure after the timeout
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), READY_QUERY_TIMEOUT_MS)));
      const [row] = await Promise.race([query, timeout]);
      if (this.stopping) return 'stopping';
      return Number(row?.last ?? 0) >= this.latest ? null : 'migrations';
    } catch {
      return this.stopping ? 'stopping' : 'database';
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Wraps the HTTP server's handler: the two paths (GET or HEAD, any query string) are answered
   * here, everything else goes on to Fastify.
   */
  wrap(handler: http.RequestListener): http.RequestListener {
    return (req, res) => {
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const p = q < 0 ? url : url.slice(0, q);
      if (p !== '/healthz' && p !== '/readyz') {
        if (this.stopping) res.setHeader('Connection', 'close');
        this.inFlight.add(res);
        res.once('close', () => {
          this.inFlight.delete(res);
          // an answer whose headers went out before the stop: its connection is idle now
          if (this.stopping) setImmediate(() => this.server?.closeIdleConnections());
        });
        return handler(req, res);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') return this.send(req, res, 405, { status: 'error', reason: 'method' }, { Allow: 'GET, HEAD' });
      if (p === '/healthz') return this.send(req, res, 200, { status: 'ok' });
      void this.unready().then((reason) => this.send(req, res, reason ? 503 : 200, reason ? { status: 'unready', reason } : { status: 'ready' }));
    };
  }

  private send(req: http.IncomingMessage, res: http.ServerResponse, status: number, body: object, extra: Record<string, string> = {}) {
    if (res.destroyed) return;
    const text = JSON.stringify(body);
    const headers: Record<string, string | number> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...extra,
    };
    // a stopping instance lets the client go elsewhere for its next request
    if (this.stopping) headers.Connection = 'close';
    res.writeHead(status, headers);
    // the body of a request to these paths is not read: drained so that the connection can be reused
    req.resume();
    res.end(req.method === 'HEAD' ? undefined : text);
  }
}

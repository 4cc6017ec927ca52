import crypto from 'node:crypto';
import type http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { tallies } from '../metrics.ts';
import { ipBlocked, parseIpList } from './ip-filter.ts';

/** The route label of a request no route matched: its URL would give every scanner's probe a series of its own. */
export const UNMATCHED_ROUTE = '(unmatched)';

type Access = NonNullable<Config['metrics']>;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/**
 * Whether a request may read `/metrics`: its connection comes from an address of the allow list
 * (not X-Forwarded-For, which a client writes itself), or it carries `Authorization: Bearer
 * <token>`. The tokens' digests are compared in constant time, so neither the token nor its
 * length leaks through the time a refusal takes.
 */
export function metricsAuthorizer({ token, allow }: Access): (authorization: string | undefined, address: string | undefined) => boolean {
  const expected = token === undefined ? null : sha256(token);
  const allowed = allow ? parseIpList(allow) : null;
  return (authorization, address) => {
    if (allowed && address && ipBlocked(allowed, address)) return true; // "blocked": listed
    const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
    return expected !== null && given !== undefined && crypto.timingSafeEqual(sha256(given), expected);
  };
}

/** admin for the admin API, member for the member API (`/api/*`), other for the rest (web app, files, docs). */
function audience(url: string): string {
  if (/^\/admin\//i.test(url)) return 'admin';
  return /^\/api\//i.test(url) ? 'member' : 'other';
}

/**
 * `GET /metrics`: the Prometheus exposition of this instance, answered (like `/healthz`) before
 * Fastify sees the request. Loaded only when METRICS_TOKEN or METRICS_ALLOW is set (prom-client
 * takes some 70 ms to load). Besides Node's default metrics: every answer of Fastify by route
 * pattern, method, status and audience with its latency; the database's statements and pool;
 * and the counts of core/metrics.ts (jobs, orders, payments, commissions, withdrawals).
 */
export class MetricsEndpoint {
  private readonly registry = new Registry();
  private readonly authorized: ReturnType<typeof metricsAuthorizer>;
  private readonly requests = new Histogram({
    name: 'app_http_request_duration_seconds',
    help: 'Answers of the HTTP API and web app by route pattern, method, status and audience (_count: the requests), from the request to the last byte',
    labelNames: ['route', 'method', 'status_code', 'audience'] as const,
    registers: [this.registry],
  });

  constructor(access: Access, database: Database) {
    this.authorized = metricsAuthorizer(access);
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    new Counter({
      name: 'app_db_queries_total',
      help: 'Statements sent to the database (BEGIN, COMMIT and SAVEPOINT included)',
      registers,
      collect() {
        this.reset();
        this.inc(database.stats().queries);
      },
    });
    new Counter({
      name: 'app_db_round_trips_total',
      help: 'Round trips to the database: a statement each, but a BEGIN or COMMIT sent with a statement',
      registers,
      collect() {
        this.reset();
        this.inc(database.stats().roundTrips);
      },
    });
    // node-postgres's pool; the embedded database has one connection and no pool
    if (database.stats().pool) {
      const pool = () => database.stats().pool!;
      new Gauge({ name: 'app_db_pool_connections', help: 'Open connections of the database pool', registers, collect() { this.set(pool().total); } });
      new Gauge({ name: 'app_db_pool_idle_connections', help: 'Idle connections of the database pool', registers, collect() { this.set(pool().idle); } });
      new Gauge({ name: 'app_db_pool_waiting_clients', help: 'Callers waiting for a connection of the database pool', registers, collect() { this.set(pool().waiting); } });
    }
    for (const tally of tallies) {
      new Counter({
        name: tally.name,
        help: tally.help,
        labelNames: tally.labelNames,
        registers,
        collect() {
          this.reset();
          for (const { labels, value } of tally.counts.values()) this.inc(labels, value);
        },
      });
    }
  }

  /** Times every answer of Fastify (the onResponse hook of the root, so of every route). */
  install(app: FastifyInstance): void {
    app.addHook('onResponse', (req, reply, done) => {
      this.requests.observe(
        { route: req.routeOptions.url ?? UNMATCHED_ROUTE, method: req.method, status_code: reply.statusCode, audience: audience(req.url) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  /** Wraps the HTTP server's handler: `/metrics` (GET or HEAD, any query string) is answered here, everything else goes on. */
  wrap(handler: http.RequestListener): http.RequestListener {
    return (req, res) => {
      const url = req.url ?? '';
      if (url !== '/metrics' && !url.startsWith('/metrics?')) return handler(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(req, res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
      if (!this.authorized(req.headers.authorization, req.socket.remoteAddress)) {
        return send(req, res, 401, 'Unauthorized\n', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
      }
      this.registry.metrics().then(
        (text) => send(req, res, 200, text, { 'Content-Type': this.registry.contentType }),
        () => send(req, res, 500, 'Internal Server Error\n'),
      );
    };
  }
}

function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  if (res.destroyed) return;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  // the body of a request to this path is not read: drained so that the connection can be reused
  req.resume();
  res.end(req.method === 'HEAD' ? undefined : text);
}

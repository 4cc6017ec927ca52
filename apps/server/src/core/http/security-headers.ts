import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { storageOrigins } from '../upload/cloud-settings.ts';
import { mapTileSource } from '../site/map-tiles.ts';
import { isApiRequest } from './protocol.ts';

/** What the CSP's dynamic sources are worked out from: the upload mode's storage origins and the map tiles' origin. */
interface Sources {
  storageOrigins: string[];
  mapTileSource: string;
}

/** The upload mode's storage origins ('' in local mode). */
const storageSources = (req: unknown) => (req as Sources).storageOrigins.join(' ');
/** The configured map tiles' origin (config centre `map_tile_url`), for img-src: it may be plain http. */
const tileSources = (req: unknown) => (req as Sources).mapTileSource;

/**
 * Security headers (helmet's defaults, adjusted): a CSP the web app passes (antd writes inline
 * styles; avatars and attachments may be remote https images; iframe menus open any page), no
 * framing of the app by other sites, and `cross-origin` resource policy because clients on
 * other origins show /storage files. No upgrade-insecure-requests: plain-http installs exist.
 */
const SECURITY_HEADERS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https:', storageSources, tileSources],
      'frame-src': ["'self'", 'https:', 'http:'],
      'frame-ancestors': ["'self'"],
      // this server, and the cloud storage of direct uploads
      'connect-src': ["'self'", storageSources],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * What an API answer (JSON, a captcha image, an export) carries: it is data, never a page, so
 * the page policy's sources, isolation and legacy-browser switches say nothing for it; a CSP
 * that allows nothing and no framing stands in for them (as GitHub's API answers). Half the
 * bytes and header checks of the page set on the hottest answers.
 */
const API_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'cross-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
];

/** Sets of headers kept: one per pair of sources seen (a settings change makes a new pair). */
const KEPT_MAX = 16;

/**
 * Every answer (pages, API, errors) carries security headers: the hook runs first. An API
 * answer gets API_HEADERS; a page gets helmet's, adjusted above. helmet writes them by running a
 * dozen middlewares and joining the CSP again on every request, a tenth of a bootstrap's CPU;
 * the headers only change with the sources, so helmet runs once per pair of sources, on a
 * stand-in response (it calls `setHeader`, and `removeHeader` for X-Powered-By, which Node never
 * sets), and each page gets the headers it wrote.
 */
export function installSecurityHeaders(app: FastifyInstance, ctx: AppContext): void {
  const middleware = helmet(SECURITY_HEADERS);
  const kept = new Map<string, [string, string][]>();
  const headersFor = (sources: Sources) => {
    const key = `${sources.storageOrigins.join(' ')}\n${sources.mapTileSource}`;
    let headers = kept.get(key);
    if (!headers) {
      const written: [string, string][] = [];
      const res = { setHeader: (name: string, value: unknown) => written.push([name, String(value)]), removeHeader: () => undefined };
      middleware(sources as never, res as never, (err) => {
        if (err) throw err;
      });
      if (kept.size >= KEPT_MAX) kept.clear();
      kept.set(key, (headers = written));
    }
    return headers;
  };
  app.addHook('onRequest', async (req, reply) => {
    const headers = isApiRequest(req) ? API_HEADERS : headersFor({ storageOrigins: await storageOrigins(ctx.settings), mapTileSource: await mapTileSource(ctx.settings) });
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
}

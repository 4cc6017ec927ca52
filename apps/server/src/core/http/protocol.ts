import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError, FieldName } from './errors.ts';
import { CORS_HEADERS, CORS_PREFLIGHT_HEADERS, isOriginAllowed } from './cors.ts';
import { acceptsGzip, canJoinGzip, gzipJoined } from './gzip-joined.ts';
import type { Throttle } from './throttle.ts';
import { describeIssues, fieldLabel, resourceOfUrl } from './validation.ts';
import { pickLang, t, type Lang } from '../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** Request time in unix seconds: the envelope's `time`. */
    time: number;
    /** True for calls of the SPA (header or param `server`), false for a browser navigating. */
    isApi: boolean;
  }
  interface FastifyReply {
    ok(data?: unknown, msgKey?: string, ...args: unknown[]): FastifyReply;
  }
}

export interface ProtocolOptions {
  /** Allowed origins: the environment's plus the config centre's (read per request, cached there). */
  corsOrigins: () => string[] | Promise<string[]>;
  /** GET and HEAD requests per client IP. */
  getThrottle: Throttle;
}

export function envelope(code: number, msg: string, time: number, data: unknown) {
  return { code, msg, time, data: data === undefined ? null : data };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const envelopeStart = (reply: FastifyReply) => `{"code":1,"msg":"","time":${reply.request.time},"data":`;

/**
 * A success envelope around data already serialised (cached JSON fragments of hot answers):
 * the same bytes `reply.ok(data)` would send, without serialising the data again. Fragments
 * cached as Buffers are not even encoded again.
 */
export function sendSerialised(reply: FastifyReply, ...dataJson: (string | Buffer)[]): FastifyReply {
  const parts = [envelopeStart(reply), ...dataJson, '}'];
  return reply.type(JSON_TYPE).send(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))));
}

// A cached data tail followed by the envelope's closing brace, joined once per tail.
const answerEnds = new WeakMap<Buffer, Buffer>();
function answerEnd(dataTail: Buffer): Buffer {
  let end = answerEnds.get(dataTail);
  if (!end) answerEnds.set(dataTail, (end = Buffer.concat([dataTail, Buffer.from('}')])));
  return end;
}

// The last gzip answer made around each cached tail: the same head (the same admin in the same
// second, as a client polling or many tabs opening) gets the same bytes without joining again.
const lastGzipAnswers = new WeakMap<Buffer, { head: string; gzip: Buffer }>();

/**
 * `sendSerialised(reply, dataHead, dataTail)` for data ending with a cached Buffer (the same
 * object until its content changes). A client that takes gzip gets the answer gzipped with no
 * compressor run, around the tail's deflate made once (gzip-joined.ts); any other gets what
 * sendSerialised sends, which the compress plugin encodes as it negotiates (brotli, deflate).
 */
export function sendSerialisedCachedTail(reply: FastifyReply, dataHead: string, dataTail: Buffer): FastifyReply {
  const headers = reply.request.headers;
  // x-no-compression: the plugin's way for a client to ask for plain bytes
  if (!canJoinGzip || headers['x-no-compression'] !== undefined || !acceptsGzip(headers['accept-encoding'])) return sendSerialised(reply, dataHead, dataTail);
  // The plugin leaves an answer alone once it has a Content-Encoding.
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').header('Content-Encoding', 'gzip');
  const head = envelopeStart(reply) + dataHead;
  let last = lastGzipAnswers.get(dataTail);
  if (last?.head !== head) lastGzipAnswers.set(dataTail, (last = { head, gzip: gzipJoined(Buffer.from(head), answerEnd(dataTail)) }));
  return reply.type(JSON_TYPE).send(last.gzip);
}

/** A call of the SPA or another client (header or param `server`, or not a GET), as opposed to a browser navigating. */
export function isApiRequest(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  if (req.headers.server !== undefined) return true;
  return /[?&]server(=|&|$)/.test(req.url);
}

/**
 * The wire protocol of reference section 1: the envelope with `time`, translated messages,
 * CORS, OPTIONS 204, the GET throttle, and errors that never leak a stack trace.
 */
export function installProtocol(app: FastifyInstance, opts: ProtocolOptions) {
  app.decorateRequest('lang', 'zh-cn');
  app.decorateRequest('time', 0);
  app.decorateRequest('isApi', false);
  app.decorateReply('ok', function (this: FastifyReply, data?: unknown, msgKey = '', ...args: unknown[]) {
    const req = this.request;
    return this.send(envelope(1, msgKey ? t(req.lang, msgKey, ...args) : '', req.time, data));
  });

  app.addHook('onRequest', async (req, reply) => {
    req.time = Math.floor(Date.now() / 1000);
    req.isApi = isApiRequest(req);
    const q = req.query as Record<string, unknown> | undefined;
    req.lang = pickLang(req.headers['think-lang'] ?? q?.lang);
    if (!req.isApi) return;

    for (const [k, v] of CORS_HEADERS) reply.header(k, v);
    const origin = req.headers.origin;
    if (origin && isOriginAllowed(origin, await opts.corsOrigins(), req.headers.host)) {
      reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      for (const [k, v] of CORS_PREFLIGHT_HEADERS) reply.header(k, v);
      return reply.code(204).send();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const wait = await opts.getThrottle.hit(req.ip);
      if (wait) return reply.send(envelope(0, t(req.lang, 'Please do not request frequently. Try again in %d seconds.', wait), req.time, null));
    }
  });

  // PostgreSQL text cannot hold U+0000: refused here, naming the field, never a 500 from the driver.
  app.addHook('preValidation', async (req) => {
    const field = nulField(req.query) ?? nulField(req.body);
    if (field !== undefined) throw new ApiError('Parameter %s must not contain NUL characters', 0, null, [field]);
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; zodIssues?: z.core.$ZodIssue[]; validationContext?: string }, req, reply) => {
    const time = req.time || Math.floor(Date.now() / 1000);
    // Another party's protocol (a payment notify) takes an HTTP 200 for "accepted": the kit's refusals go out as 400 there.
    const refusalStatus = (s: number) => (s < 400 && req.routeOptions.config?.protocol ? 400 : s);
    if (err instanceof ApiError) {
      const args = err.args.map((a) => (a instanceof FieldName ? (fieldLabel(req.lang, a.name, resourceOfUrl(req.url)) ?? a.name) : a));
      return reply.code(refusalStatus(err.httpStatus)).send(envelope(err.code, t(req.lang, err.msgKey, ...args), time, err.data));
    }
    if (err.zodIssues) {
      return reply.code(refusalStatus(200)).send(envelope(0, describeIssues(err.zodIssues, req.lang, err.validationContext, resourceOfUrl(req.url)), time, null));
    }
    const status = err.statusCode ?? 500;
    const known: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'Invalid JSON body',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'Invalid JSON body',
      FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
    };
    if (status < 500) {
      const key = (err.code && known[err.code]) ?? (err.name === 'SyntaxError' ? 'Invalid JSON body' : 'Parameter error');
      return reply.code(status).send(envelope(0, t(req.lang, key), time, null));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(envelope(0, t(req.lang, 'Server error, please try again later'), time, null));
  });
}

/** The path (`a.b.0`) of the first key or string holding a NUL character, at any depth. */
export function nulField(value: unknown, at = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? at || 'body' : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const path = at ? `${at}.${k}` : k;
    if (k.includes('\0')) return path.replace(/\0/g, '');
    const found = nulField(v, path, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Unknown API paths answer 404 in the envelope. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(envelope(0, t(req.lang, 'Not found: %s', req.url.split('?')[0]), req.time, null));
}

import Fastify, { LogController, type FastifyContextConfig, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProtocolAnswers } from '@app/contract';
import type { AppContext } from './context.ts';
import { apiNotFound, installProtocol } from './core/http/protocol.ts';
import { parseOriginList } from './core/http/cors.ts';
import { logSerializers } from './core/http/log-serializers.ts';
import { installIpFilter } from './core/http/ip-filter.ts';
import { installSecurityHeaders } from './core/http/security-headers.ts';
import { Throttle } from './core/http/throttle.ts';
import { zodValidatorCompiler } from './core/http/validation.ts';
import { installGuard } from './core/auth/guard.ts';
import { installAdminLog } from './core/admin-log/index.ts';
import { parseQueryString } from './core/crud/query-string.ts';
import { installSpa } from './spa.ts';
import { siteNameFor } from './core/site/site-config.ts';
import { createHttpServer } from './core/http/timeouts.ts';
import { Health } from './core/http/health.ts';
import { installModules } from './core/module/install.ts';
import { installPackages } from './core/packages/runtime.ts';
import { installAnswerCheck } from './core/http/check-answers.ts';
import { envelopeOf } from './core/http/serve.ts';

/** A registered route as the permission tests enumerate them. */
export interface RouteEntry {
  method: string;
  url: string;
  auth?: 'admin' | 'member' | 'none';
  permission?: string | false;
  /** The body schema (zod) the route validates, for tests that walk every endpoint's inputs. */
  body?: unknown;
  /** The declared output (zod) of a route serving an endpoint (core/http/serve.ts). */
  output?: z.ZodType;
  /** The content types of a route answering a file (`config.file`). */
  file?: readonly string[];
  /** The answers of a route speaking another party's protocol (`config.protocol`). */
  protocol?: ProtocolAnswers;
  /** Left out of the OpenAPI description (`schema.hide`). */
  hidden?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (HEAD twins of GET routes left out). */
    routeList: RouteEntry[];
    /** `/healthz` and `/readyz`, answered ahead of Fastify; `health.stopping` turns the instance unready. */
    health: Health;
  }
}

/** The largest answer compressed inline rather than through a zlib stream (see buildApp). */
const COMPRESS_INLINE_MAX = 256 * 1024;

export interface BuildOptions {
  /** Serve the web build too (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** Check every answer of a declared endpoint against its output, strictly (the test helpers; core/http/check-answers.ts). */
  checkAnswers?: boolean;
}

/** Builds the Fastify instance: protocol, guard, docs, then every module (`modules/<area>/module.ts`). */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const health = new Health(ctx.database);
  // `/metrics` when METRICS_TOKEN or METRICS_ALLOW is set: prom-client is loaded only then (start-up)
  const metrics = ctx.config.metrics ? new (await import('./core/http/metrics-endpoint.ts')).MetricsEndpoint(ctx.config.metrics, ctx.database) : null;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: ctx.config.logLevel, serializers: logSerializers, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: ctx.config.bodyLimit,
    // the health and metrics endpoints are answered before any of Fastify's hooks (core/http/health.ts, metrics-endpoint.ts)
    serverFactory: (handler) => createHttpServer(ctx.config.timeouts, health.wrap(metrics ? metrics.wrap(handler) : handler)),
    trustProxy: ctx.config.trustProxy,
    // A stopping instance answers what still comes on its open connections (with Connection: close,
    // core/http/health.ts) rather than Fastify's bare 503: a proxy sends a kept-alive request there
    // before it knows, and nginx cannot send a POST elsewhere (server.ts, close).
    return503OnClosing: false,
    // PHP-style brackets in query strings (search[0][field]=…, ids[]=1) for the list protocol.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, querystringParser: parseQueryString },
    logController: new LogController({ disableRequestLogging: ctx.config.logLevel !== 'debug' }),
    // Every schema is zod: given as the factories, Fastify never loads ajv and fast-json-stringify (faster start).
    schemaController: { compilersFactory: { buildValidator: () => zodValidatorCompiler as never, buildSerializer: () => serializerCompiler as never } },
  });
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.decorate('health', health);
  metrics?.install(app);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as Pick<RouteEntry, 'auth' | 'permission' | 'output' | 'file' | 'protocol'>;
    const { body, hide } = (route.schema ?? {}) as { body?: unknown; hide?: boolean };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeList.push({ method, url: route.url, auth: config.auth, permission: config.permission, body, output: config.output, file: config.file, protocol: config.protocol, hidden: hide });
    }
  });
  installSecurityHeaders(app, ctx);
  // before compression: it reads the answer as the route sent it
  if (opts.checkAnswers) installAnswerCheck(app);

  // Shared counters are sent in batches: a GET costs no round trip to PostgreSQL or Redis.
  const getThrottle = new Throttle(ctx.cluster.counters, 'get', ctx.config.throttleGetPerMinute, { batchMs: ctx.cluster.kind === 'local' ? 0 : 250 });
  // the last batch goes out while the counters' connections are still open (they close after the app)
  app.addHook('onClose', () => getThrottle.drain());
  installProtocol(app, {
    corsOrigins: async () => [...ctx.config.corsOrigins, ...parseOriginList(await ctx.settings.get('cors_request_domain', ''))],
    getThrottle,
  });
  installIpFilter(app, () => ctx.settings.get('no_access_ip', ''));
  installGuard(app, ctx);
  installAdminLog(app, ctx); // before compression: it reads the answer of a login
  // Answers up to COMPRESS_INLINE_MAX are compressed in one call on the event loop (the
  // plugin's default on 2 cores is 8 KB): through a zlib stream, the 38 KB bootstrap took a
  // dozen hand-offs to the thread pool and back (futex + epoll wake-ups), each a wait for a
  // core when the machine is busy, where one synchronous gzip of it costs about 0.3 ms.
  await app.register(fastifyCompress, { global: true, threshold: 1024, syncThreshold: COMPRESS_INLINE_MAX });

  // the OpenAPI description lists every operation: API_DOCS=false leaves it out (README)
  if (ctx.config.apiDocs) await registerDocs(app);

  if (opts.serveWeb !== false) await installSpa(app, ctx.config.webDist, { siteName: (lang) => siteNameFor(ctx.settings, lang) });

  await installModules(app, ctx);
  // installed module packages (DATA_DIR/modules), apart from the built-in areas
  await installPackages(app, ctx);

  app.setNotFoundHandler(apiNotFound);
  return app;
}

/** `/docs` (Swagger UI) and `/docs/json`: generated from the routes' zod schemas. */
async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Franchise admin API', version: '1.0.0', description: 'Every answer is HTTP 200 with the envelope {code, msg, time, data}; code 1 is success. Files and streams answer their content types (a refusal is still the envelope); WeChat Pay notifies answer in its protocol.' },
      components: {
        securitySchemes: {
          batoken: { type: 'apiKey', in: 'header', name: 'batoken' },
          baUserToken: { type: 'apiKey', in: 'header', name: 'ba-user-token' },
        },
      },
    },
    // a declared output is documented as the success envelope's data, never given to Fastify as a response schema (core/http/serve.ts)
    transform: (doc) => {
      const { output, file, protocol, multipart } = (doc.route.config ?? {}) as Pick<FastifyContextConfig, 'output' | 'file' | 'protocol' | 'multipart'>;
      const schema = { ...doc.schema };
      if (output) schema.response = { 200: envelopeOf(output) };
      // another party's protocol: its success and its refusal (any error status), converted below
      if (protocol) schema.response = { ...(protocol.success.body ? { [protocol.success.status]: protocol.success.body.schema } : {}), '4XX': protocol.refusal.schema };
      // a multipart body: its fields and the file as bytes (docs only: the handler reads the parts)
      if (multipart) Object.assign(schema, { body: z.object({ ...multipart.fields?.shape, [multipart.file]: z.string().meta({ format: 'binary' }) }), consumes: ['multipart/form-data'] });
      const transformed = jsonSchemaTransform({ ...doc, schema });
      if (protocol) {
        const converted = transformed.schema.response as Record<string, unknown>;
        const success = protocol.success.body
          ? { description: 'Accepted', content: { [protocol.success.body.type]: { schema: converted[protocol.success.status] } } }
          : { type: 'null', description: 'Accepted (no body)' };
        const refusal = { description: 'Refused', content: { [protocol.refusal.type]: { schema: converted['4XX'] } } };
        return { ...transformed, schema: { ...transformed.schema, response: { [protocol.success.status]: success, '4XX': refusal } } };
      }
      if (!file) return transformed;
      // a file route: its content types, each as bytes (a refusal is still the JSON envelope)
      const content = Object.fromEntries(file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
      return { ...transformed, schema: { ...transformed.schema, response: { 200: { description: 'The file', content } } } };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}

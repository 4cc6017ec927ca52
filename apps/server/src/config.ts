import { z } from 'zod';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { secretProblem } from './core/secrets.ts';
import type { HttpTimeouts } from './core/http/timeouts.ts';
import { parseIpList } from './core/http/ip-filter.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  /** Where the instance keeps its backups (default DATA_DIR/backups); shared storage when several instances run. */
  BACKUP_DIR: z.string().optional(),
  /** Connections to PostgreSQL per instance (DATABASE_URL); at least 2: the migrations run beside the session that holds their lock. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).optional(),
  /** Redis for the change bus and the throttle counters of several instances (with DATABASE_URL). */
  REDIS_URL: z.string().url().optional(),
  ADMIN_USERNAME: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{2,19}$/).default('admin'),
  ADMIN_PASSWORD: z.string().regex(/^(?!.*[&<>"'\n\r]).{6,32}$/).optional(),
  ADMIN_LOGIN_CAPTCHA: bool(true),
  USER_LOGIN_CAPTCHA: bool(true),
  TOKEN_SECRET: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const problem = v === undefined ? undefined : secretProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Key of the secrets kept encrypted in the database (TOTP secrets); else DATA_DIR/secrets.key, generated at first start. */
  SECRETS_KEY: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const problem = v === undefined ? undefined : secretProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Comma list of extra origins allowed by CORS besides the database setting. */
  CORS_ORIGINS: z.string().default('localhost,127.0.0.1'),
  /** GET/HEAD requests per IP per minute; 0 switches the throttle off. */
  THROTTLE_GET_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /** Login and captcha attempts per IP per minute. */
  THROTTLE_LOGIN_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  /** Slow clients (core/http/timeouts.ts): the headers, the whole request, the wait between requests and before the first byte. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
  HTTP_SILENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_TIMEOUT_CHECK_MS: z.coerce.number().int().min(10).default(1_000),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** `/docs` and `/docs/json`: the OpenAPI description of every operation. */
  API_DOCS: bool(true),
  /** `/metrics` for Prometheus: the bearer token that reads it (with METRICS_ALLOW unset as well, the endpoint is off). */
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable characters without spaces (e.g. `openssl rand -hex 32`)').optional(),
  /** IPs and CIDRs (commas) that read `/metrics` without the token. */
  METRICS_ALLOW: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        if (v !== undefined) parseIpList(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    }),
  TRUST_PROXY: bool(false),
  WEB_DIST: z.string().optional(),
  /** PEM file of extra certificate authorities trusted for the SMTP server (a private mail relay; tests). */
  SMTP_CA_FILE: z.string().optional(),
  /** The module store's catalogue: a folder with catalogue.json and its zips, or the URL of a catalogue.json. */
  MODULE_CATALOGUE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
}).superRefine((e, ctx) => {
  // Node refuses a headers timeout longer than the request's
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) ctx.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS' });
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Folder of the backups the instance makes (BACKUP_DIR, else DATA_DIR/backups). */
  backupDir: string;
  /** Connections to PostgreSQL per instance: DATABASE_POOL_MAX, else twice the cores, at least 4 (README). */
  databasePoolMax: number;
  redisUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  adminLoginCaptcha: boolean;
  userLoginCaptcha: boolean;
  tokenSecret?: string;
  /** SECRETS_KEY (core/secrets.ts `loadSecretsKey`). */
  secretsKey?: string;
  corsOrigins: string[];
  throttleGetPerMinute: number;
  throttleLoginPerMinute: number;
  bodyLimit: number;
  timeouts: HttpTimeouts;
  /** SHUTDOWN_GRACE_MS: how long a stopping instance waits for requests in flight. */
  shutdownGraceMs: number;
  apiDocs: boolean;
  /** `/metrics` (METRICS_TOKEN, METRICS_ALLOW); undefined when it is off. */
  metrics?: { token?: string; allow?: string };
  trustProxy: boolean;
  webDist: string;
  /** Extra CA certificates (PEM) for SMTP connections. */
  smtpCa?: string;
  logLevel: string;
  /** Folder (absolute) or URL of the module catalogue. */
  moduleCatalogue?: string;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The modules built from this repository (`node modules-src/build.mjs`): the catalogue when MODULE_CATALOGUE is not set. */
const localCatalogue = path.join(repoRoot, 'modules-src/catalogue');

/** Reads and validates the environment once; a bad value stops start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `DATA_DIR=` in a shell means "not set", not "the current folder" (nor an invalid URL)
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    backupDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    databasePoolMax: e.DATABASE_POOL_MAX ?? Math.max(4, 2 * os.availableParallelism()),
    redisUrl: e.REDIS_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminLoginCaptcha: e.ADMIN_LOGIN_CAPTCHA,
    userLoginCaptcha: e.USER_LOGIN_CAPTCHA,
    tokenSecret: e.TOKEN_SECRET,
    secretsKey: e.SECRETS_KEY,
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    throttleGetPerMinute: e.THROTTLE_GET_PER_MINUTE,
    throttleLoginPerMinute: e.THROTTLE_LOGIN_PER_MINUTE,
    bodyLimit: e.BODY_LIMIT_BYTES,
    timeouts: {
      headersMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      silentMs: e.HTTP_SILENT_TIMEOUT_MS,
      checkMs: e.HTTP_TIMEOUT_CHECK_MS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    apiDocs: e.API_DOCS,
    metrics: e.METRICS_TOKEN || e.METRICS_ALLOW ? { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW } : undefined,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    moduleCatalogue: e.MODULE_CATALOGUE
      ? /^https?:\/\//i.test(e.MODULE_CATALOGUE) ? e.MODULE_CATALOGUE : path.resolve(env.INIT_CWD ?? process.cwd(), e.MODULE_CATALOGUE)
      : fs.existsSync(localCatalogue) ? localCatalogue : undefined,
    smtpCa: e.SMTP_CA_FILE ? fs.readFileSync(e.SMTP_CA_FILE, 'utf8') : undefined,
  };
}

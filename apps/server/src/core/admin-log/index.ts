import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminLog } from '../../db/schema/index.ts';
import { nodeOfPath } from '@app/contract';
import { MASK, maskSecrets, maskUrl } from './mask.ts';
import { logTitle } from './title.ts';

export { maskSecrets } from './mask.ts';
export { logTitle } from './title.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Admin log of this route: a fixed title and more keys to mask (codes that are no `isSecret` name), or false to never record it. */
    adminLog?: { title?: string; mask?: readonly string[] } | false;
  }
}

// The params as sent: validation replaces query and body with their parsed (stripped) form.
const sent = new WeakMap<FastifyRequest, { query: unknown; body: unknown }>();

// Reading and leaving are not actions worth a log row (the original's ignore list).
const IGNORED = /^(.*)\/(select|index|logout)$/i;

// Titles of routes the log cannot learn from the rules; routes can also set config.adminLog.
const FIXED_TITLES: Record<string, string> = { 'index/login': 'Login' };

/** The params with the values of `keys` masked. */
const maskKeys = (params: Record<string, unknown>, keys: readonly string[] = []) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, keys.includes(k) ? MASK : v]));

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** The admin of a successful login, read from its answer (the request had no admin yet). */
function loggedIn(payload: unknown): { id: number; username: string } | null {
  if (typeof payload !== 'string' || !payload.includes('"userInfo"')) return null;
  try {
    const info = JSON.parse(payload)?.data?.userInfo;
    return info && typeof info.id === 'number' ? { id: info.id, username: String(info.username ?? '') } : null;
  } catch {
    return null;
  }
}

function paramsOf(req: FastifyRequest): Record<string, unknown> {
  const raw = sent.get(req) ?? { query: req.query, body: req.body };
  const query = (raw.query ?? {}) as Record<string, unknown>;
  const body = raw.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) return { ...query, ...(body as object) };
  return body === undefined || body === null ? { ...query } : { ...query, body };
}

/**
 * The admin action log (reference 6): every POST and DELETE of an admin route is recorded
 * once the action has run and its answer is ready (so a client that got the answer finds the
 * row), whatever the outcome. Secrets are masked at any depth before anything is stored.
 */
export function installAdminLog(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preValidation', async (req) => {
    if (req.method === 'POST' || req.method === 'DELETE') sent.set(req, { query: req.query, body: req.body });
  });
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'POST' && req.method !== 'DELETE') return payload;
    const route = req.routeOptions.url;
    if (!route || !/^\/admin\//i.test(route)) return payload;
    const setting = req.routeOptions.config.adminLog;
    const node = nodeOfPath(route, 'admin');
    if (setting === false || IGNORED.test(node)) return payload;
    try {
      const params = paramsOf(req);
      const who = req.admin ?? loggedIn(payload);
      const username = who?.username ?? (typeof params.username === 'string' && params.username ? params.username : 'Unknown');
      const title = (setting && setting.title) || FIXED_TITLES[node] || logTitle(await ctx.adminRules.get(), node);
      await ctx.db.insert(adminLog).values({
        adminId: who?.id ?? 0,
        username: cut(username, 20),
        url: cut(maskUrl(req.url), 1500),
        title: cut(title, 100),
        data: JSON.stringify(maskSecrets(setting ? maskKeys(params, setting.mask) : params)),
        ip: cut(req.ip ?? '', 50),
        useragent: cut(String(req.headers['user-agent'] ?? ''), 255),
      });
    } catch (err) {
      // The action already happened; a failed log write must not turn it into an error.
      req.log.error({ err }, 'admin log write failed');
    }
    return payload;
  });
}

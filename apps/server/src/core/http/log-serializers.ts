import type { FastifyRequest } from 'fastify';
import { maskUrl } from '../admin-log/mask.ts';

/**
 * What a log line may say about a request and an error: no secret in any line. Query errors
 * carry their bound parameters (drizzle puts them in the message, PGlite and pg on the error),
 * which may be a password hash or a token; request URLs may carry `?batoken=`.
 */

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  cause?: LoggedError;
}

/** Drizzle's "Failed query: … \nparams: …" (in the message and so in the stack) loses its parameters. */
const withoutParams = (text: string) => text.replace(/\nparams: .*?(?=\n {4}at |$)/s, '\nparams: [not logged]');

export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[not an Error]', stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: LoggedError = { type: e.constructor?.name ?? e.name, message: withoutParams(e.message), stack: withoutParams(e.stack ?? '') };
  // Only fields that name things, never values (`detail` may quote a row, `params`/`query` of the drivers are left out).
  for (const k of ['code', 'constraint', 'table', 'column'] as const) if (e[k] !== undefined) out[k] = e[k];
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

export function serializeRequest(req: FastifyRequest) {
  return { method: req.method, url: maskUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

export const logSerializers = { err: serializeError, req: serializeRequest };

import type { FastifyRequest } from 'fastify';

const first = (req: FastifyRequest, headers: string[], params: string[]): string => {
  for (const h of headers) {
    const v = req.headers[h];
    if (typeof v === 'string' && v) return v;
  }
  const q = (req.query ?? {}) as Record<string, unknown>;
  for (const p of params) if (typeof q[p] === 'string' && q[p]) return q[p] as string;
  return '';
};

/** Admin access token: header batoken or ba-token, or the query forms used by images and EventSource. */
export const adminTokenOf = (req: FastifyRequest) => first(req, ['batoken', 'ba-token'], ['batoken', 'ba-token', 'ba_token']);

/** Member access token: header ba-user-token or bausertoken, or the query forms. */
export const memberTokenOf = (req: FastifyRequest) =>
  first(req, ['ba-user-token', 'bausertoken'], ['ba-user-token', 'bausertoken', 'ba_user_token']);

/** The address and browser a sign-in comes from (kept with its session, cut to the columns' widths). */
export const signInDeviceOf = (req: FastifyRequest) => ({
  ip: req.ip.slice(0, 50),
  userAgent: (typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '').slice(0, 255),
});

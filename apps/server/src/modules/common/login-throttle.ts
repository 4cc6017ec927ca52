import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { FixedWindowLimiter } from '../../core/http/throttle.ts';

const limiters = new WeakMap<AppContext, FixedWindowLimiter>();

/** One per-IP budget shared by the login endpoints and the captcha, against password guessing. */
export function loginThrottle(ctx: AppContext) {
  let limiter = limiters.get(ctx);
  if (!limiter) limiters.set(ctx, (limiter = new FixedWindowLimiter(ctx.config.throttleLoginPerMinute)));
  return async (req: FastifyRequest) => {
    const wait = limiter.hit(req.ip);
    if (wait) throw new ApiError('Please do not request frequently. Try again in %d seconds.', 0, null, [wait]);
  };
}

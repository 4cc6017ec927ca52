import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../core/http/errors.ts';
import { Throttle } from '../../core/http/throttle.ts';

const throttles = new WeakMap<AppContext, Throttle>();

/**
 * One per-IP budget shared by the login endpoints and the captcha, against password guessing;
 * counted exactly in the counters every instance shares.
 */
export function loginThrottle(ctx: AppContext) {
  let throttle = throttles.get(ctx);
  if (!throttle) throttles.set(ctx, (throttle = new Throttle(ctx.cluster.counters, 'login', ctx.config.throttleLoginPerMinute)));
  return async (req: FastifyRequest) => {
    const wait = await throttle.hit(req.ip);
    if (wait) throw new ApiError('Please do not request frequently. Try again in %d seconds.', 0, null, [wait]);
  };
}

import type { AppContext } from '../../context.ts';
import { VerificationCodes } from '../../core/verification/codes.ts';

const codes = new WeakMap<AppContext, VerificationCodes>();

/** The verification codes of this app, keyed with the token secret. */
export function verificationCodes(ctx: AppContext): VerificationCodes {
  let c = codes.get(ctx);
  if (!c) codes.set(ctx, (c = new VerificationCodes(ctx.database, (text) => ctx.tokens.digest('verification-code:' + text))));
  return c;
}

import type { z } from 'zod';
import { REGISTER_VERIFICATIONS, type MemberUserInfo, type RegisterVerification, type memberRegisterInput } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { user } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { fromDbError } from '../../core/crud/db-errors.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { openSession } from '../../core/auth/login-sessions.ts';
import type { SignInDevice } from '../../core/auth/password-login.ts';
import { accountVerificationTypes } from './verification-types.ts';
import { verificationCodes } from './codes.ts';
import { memberInfo } from './member-auth.ts';
import { checkMemberUnique } from '../user/index.ts';

type RegisterInput = z.output<typeof memberRegisterInput>;

/** The config centre's `user_register_verification`: what registration asks besides username and password. */
export async function registerVerification(ctx: AppContext): Promise<RegisterVerification> {
  const value = await ctx.settings.get<string>('user_register_verification', 'none');
  return (REGISTER_VERIFICATIONS as readonly string[]).includes(value) ? (value as RegisterVerification) : 'none';
}

/**
 * With no code required, an address is still taken when the registration proves it as the
 * reference always asks (BuildAdmin's own client posts `registerType`, the address and its code):
 * then it is checked like a required one. Otherwise 'none'.
 */
function offeredProof(input: RegisterInput): RegisterVerification {
  const address = input.registerType === 'email' ? input.email : input.registerType === 'mobile' ? input.mobile : '';
  return input.registerType && address && input.captcha ? input.registerType : 'none';
}

/** New members join the default group (reference 2.8). */
const DEFAULT_GROUP_ID = 1;

/**
 * Registration (`checkIn` tab register, reference 2.8): with the click captcha alone, or (as the
 * config centre chooses) an address proven by the code sent for `user_register`. The member joins group 1 with a `user` token (no refresh token) of a new session from `device`, and an
 * invite code is kept for the distribution module. A taken username is refused before the code
 * is used up, so it does not cost the member their code; a taken address only after it.
 */
export async function memberRegister(ctx: AppContext, input: RegisterInput, device: SignInDevice): Promise<MemberUserInfo> {
  const required = await registerVerification(ctx);
  const verification = required === 'none' ? offeredProof(input) : required;
  let email = '';
  let mobile = '';
  if (verification === 'none') {
    // No code: the click captcha (the member login's switch) stands between a robot and an account.
    // An address given anyway is not taken unproven; the member adds it in the account pages.
    if (ctx.config.userLoginCaptcha && !(await ctx.clickCaptcha.check(input.captchaId, input.captchaInfo, true))) throw new ApiError('Captcha error');
    await checkMemberUnique(ctx.db, { username: input.username });
  } else {
    if (input.registerType !== verification || !(await accountVerificationTypes(ctx)).includes(verification)) throw new ApiError('This verification type is not available');
    email = verification === 'email' ? input.email : '';
    mobile = verification === 'mobile' ? input.mobile : '';
    await checkMemberUnique(ctx.db, { username: input.username });
    if (!input.captcha || !(await verificationCodes(ctx).consume(email || mobile, 'user_register', input.captcha))) {
      throw new ApiError('Please enter the correct verification code');
    }
    // Only after the code: whether an address is registered is told to its holder alone.
    await checkMemberUnique(ctx.db, { email, mobile });
  }

  const password = await hashPassword(input.password);
  const now = new Date();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(user).values({
        groupId: DEFAULT_GROUP_ID,
        username: input.username,
        // Usernames start with a letter, so unlike the original no mobile number needs masking here.
        nickname: input.username,
        email,
        mobile,
        password,
        status: 'enable',
        joinIp: device.ip,
        joinTime: now,
        lastLoginIp: device.ip,
        lastLoginTime: now,
        inviteCode: input.inviteCode,
      }).returning();
      const db = tx as unknown as typeof ctx.db;
      const token = await ctx.tokens.issue('user', row.id, db, await openSession(db, 'user', row.id, device));
      return memberInfo(row, token, '');
    });
  } catch (e) {
    throw fromDbError(e);
  }
}

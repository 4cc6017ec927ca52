import type { z } from 'zod';
import type { MemberUserInfo, memberRegisterInput } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { user } from '../../db/schema/index.ts';
import { ApiError } from '../../core/http/errors.ts';
import { fromDbError } from '../../core/crud/db-errors.ts';
import { hashPassword } from '../../core/auth/password.ts';
import { accountVerificationTypes } from '../account/verification-types.ts';
import { verificationCodes } from '../account/codes.ts';
import { memberInfo } from './member-auth.ts';
import { checkMemberUnique } from '../user/member.ts';

type RegisterInput = z.output<typeof memberRegisterInput>;

/** New members join the default group (reference 2.8). */
const DEFAULT_GROUP_ID = 1;

/**
 * Registration (`checkIn` tab register, reference 2.8): the address is proven by the code sent
 * for `user_register`, the member joins group 1 with a `user` token (no refresh token), and an
 * invite code is kept for the distribution module. A taken username is refused before the code
 * is used up, so it does not cost the member their code; a taken address only after it.
 */
export async function memberRegister(ctx: AppContext, input: RegisterInput, ip: string): Promise<MemberUserInfo> {
  if (!(await accountVerificationTypes(ctx)).includes(input.registerType)) throw new ApiError('This verification type is not available');
  const email = input.registerType === 'email' ? input.email : '';
  const mobile = input.registerType === 'mobile' ? input.mobile : '';
  const target = email || mobile;

  await checkMemberUnique(ctx.db, { username: input.username });
  if (!(await verificationCodes(ctx).consume(target, 'user_register', input.captcha))) throw new ApiError('Please enter the correct verification code');
  // Only after the code: whether an address is registered is told to its holder alone.
  await checkMemberUnique(ctx.db, { email, mobile });

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
        joinIp: ip,
        joinTime: now,
        lastLoginIp: ip,
        lastLoginTime: now,
        inviteCode: input.inviteCode,
      }).returning();
      const token = await ctx.tokens.issue('user', row.id, tx as unknown as typeof ctx.db);
      return memberInfo(row, token, '');
    });
  } catch (e) {
    throw fromDbError(e);
  }
}

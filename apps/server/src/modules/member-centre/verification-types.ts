import type { VerificationType } from '@app/contract';
import type { AppContext } from '../../context.ts';
import { mailConfigured, savedMailSettings } from '../../core/mail/mailer.ts';
import { savedSmsSettings, smsConfigured } from '../../core/sms/sms-settings.ts';

/** Which ways of sending codes the config centre makes available: mail settings complete, an SMS provider ready. */
export async function accountVerificationTypes(ctx: AppContext): Promise<VerificationType[]> {
  const types: VerificationType[] = [];
  if (mailConfigured(await savedMailSettings(ctx.settings))) types.push('email');
  if (smsConfigured(await savedSmsSettings(ctx.settings))) types.push('mobile');
  return types;
}

import { AliyunSmsProvider } from './aliyun.ts';
import { DevLogSmsProvider } from './log-provider.ts';
import { smsConfigured, type SmsSettings } from './sms-settings.ts';
import { TencentSmsProvider } from './tencent.ts';
import type { SmsLogger, SmsProvider } from './types.ts';

/** The provider the config centre chose, or null when SMS is not (fully) configured. */
export function createSmsProvider(s: SmsSettings, log: SmsLogger): SmsProvider | null {
  if (!smsConfigured(s)) return null;
  switch (s.provider) {
    case 'log':
      return new DevLogSmsProvider(log);
    case 'tencent':
      return new TencentSmsProvider(s);
    case 'aliyun':
      return new AliyunSmsProvider(s);
    default:
      return null;
  }
}

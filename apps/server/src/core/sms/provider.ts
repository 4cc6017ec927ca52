import type { MobileEvent } from '@app/contract';
import { AliyunSmsProvider } from './aliyun.ts';
import { DevLogSmsProvider } from './log-provider.ts';
import { smsConfigured, type SmsSettings } from './sms-settings.ts';
import { TencentSmsProvider } from './tencent.ts';

/** One verification code to deliver by SMS. */
export interface SmsMessage {
  /** Mainland China mobile number, 11 digits. */
  mobile: string;
  event: MobileEvent;
  code: string;
}

/** Delivers SMS; `send` resolves when the provider accepted the message and throws its error otherwise. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Where the log provider writes. */
export type SmsLogger = (line: string) => void;

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

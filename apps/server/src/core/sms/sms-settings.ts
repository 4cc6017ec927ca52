import { MOBILE_EVENTS, type MobileEvent } from '@app/contract';
import type { Settings } from '../settings.ts';

/**
 * Providers an admin can choose in the config centre (group `sms`): none, the development log
 * provider, Tencent Cloud SMS or Alibaba Cloud SMS.
 */
export const SMS_PROVIDERS = ['none', 'log', 'tencent', 'aliyun'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** Config names of the template id per event (config names are at most 30 characters). */
export const templateSetting = (event: MobileEvent) => `sms_tpl_${event}` as const;

export interface SmsSettings {
  provider: SmsProviderName;
  /** API base URL; '' for the provider's public endpoint. */
  endpoint: string;
  /** Tencent only. */
  region: string;
  /** Tencent SecretId / Alibaba AccessKey ID. */
  secretId: string;
  /** Tencent SecretKey / Alibaba AccessKey secret. */
  secretKey: string;
  /** Tencent only. */
  sdkAppId: string;
  signName: string;
  templates: Record<MobileEvent, string>;
}

export async function savedSmsSettings(settings: Settings): Promise<SmsSettings> {
  const g = await settings.group('sms');
  const s = (name: string) => String(g[name] ?? '').trim();
  const provider = (SMS_PROVIDERS as readonly string[]).includes(s('sms_provider')) ? (s('sms_provider') as SmsProviderName) : 'none';
  return {
    provider,
    endpoint: s('sms_endpoint'),
    region: s('sms_region'),
    secretId: s('sms_secret_id'),
    secretKey: s('sms_secret_key'),
    sdkAppId: s('sms_sdk_app_id'),
    signName: s('sms_sign_name'),
    templates: Object.fromEntries(MOBILE_EVENTS.map((e) => [e, s(templateSetting(e))])) as Record<MobileEvent, string>,
  };
}

/**
 * The development log provider only prints codes to the server log: it never counts as
 * configured in production (NODE_ENV=production), where members could not receive a code.
 */
export const logProviderAllowed = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production';

/** Whether SMS codes can be sent: a provider is chosen and every setting it needs is filled. */
export function smsConfigured(s: SmsSettings, env: NodeJS.ProcessEnv = process.env): boolean {
  switch (s.provider) {
    case 'log':
      return logProviderAllowed(env);
    case 'tencent':
      return [s.region, s.secretId, s.secretKey, s.sdkAppId, s.signName, ...Object.values(s.templates)].every((v) => v !== '');
    case 'aliyun':
      return [s.secretId, s.secretKey, s.signName, ...Object.values(s.templates)].every((v) => v !== '');
    default:
      return false;
  }
}

import type { SmsMessage, SmsProvider } from './types.ts';
import type { SmsSettings } from './sms-settings.ts';
import { tc3Authorization } from './tc3-signer.ts';

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
const ACTION = 'SendSms';
const VERSION = '2021-01-11';
const CONTENT_TYPE = 'application/json; charset=utf-8';

interface TencentAnswer {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: { Code: string; Message: string; PhoneNumber: string }[];
    RequestId?: string;
  };
}

/**
 * Tencent Cloud SMS (API 3.0, action SendSms, version 2021-01-11), signed with TC3-HMAC-SHA256.
 * The template of each event takes one parameter, the code. The endpoint is configurable (a
 * regional endpoint, or a loopback verifier in tests).
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(private readonly s: SmsSettings, private readonly timeoutMs = 10_000) {}

  async send(message: SmsMessage): Promise<void> {
    const url = new URL(this.s.endpoint || TENCENT_SMS_ENDPOINT);
    const payload = JSON.stringify({
      PhoneNumberSet: ['+86' + message.mobile],
      SmsSdkAppId: this.s.sdkAppId,
      SignName: this.s.signName,
      TemplateId: this.s.templates[message.event],
      TemplateParamSet: [message.code],
    });
    const timestamp = Math.floor(Date.now() / 1000);
    // fetch sends Host itself (url.host); it is signed with the other two.
    const { authorization } = tc3Authorization({
      secretId: this.s.secretId, secretKey: this.s.secretKey, service: 'sms', timestamp, payload,
      headers: { 'Content-Type': CONTENT_TYPE, Host: url.host, 'X-TC-Action': ACTION },
    });
    const res = await fetch(new URL('/', url), {
      method: 'POST',
      headers: {
        'Content-Type': CONTENT_TYPE,
        'X-TC-Action': ACTION,
        Authorization: authorization,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Version': VERSION,
        'X-TC-Region': this.s.region,
      },
      body: payload,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let answer: TencentAnswer;
    try {
      answer = JSON.parse(text) as TencentAnswer;
    } catch {
      throw new Error(`Tencent Cloud SMS answered HTTP ${res.status}`);
    }
    const error = answer.Response?.Error;
    if (error) throw new Error(`Tencent Cloud SMS: ${error.Code} ${error.Message}`);
    const status = answer.Response?.SendStatusSet?.[0];
    if (!status) throw new Error(`Tencent Cloud SMS answered HTTP ${res.status} without a send status`);
    if (status.Code !== 'Ok') throw new Error(`Tencent Cloud SMS: ${status.Code} ${status.Message}`);
  }
}

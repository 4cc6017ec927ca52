import crypto from 'node:crypto';
import type { SmsMessage, SmsProvider } from './types.ts';
import type { SmsSettings } from './sms-settings.ts';
import { acs3Authorization, canonicalQuery } from './acs3-signer.ts';

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const ACTION = 'SendSms';
const VERSION = '2017-05-25';
const EMPTY_SHA256 = crypto.createHash('sha256').update('').digest('hex');

interface AliyunAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
  BizId?: string;
}

/**
 * Alibaba Cloud SMS (Dysmsapi, action SendSms, version 2017-05-25), signed with
 * ACS3-HMAC-SHA256. The parameters travel in the query string of a POST without a body; the
 * template of each event (its TemplateCode) takes one variable, `code`. The endpoint is
 * configurable (a loopback verifier in tests).
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(private readonly s: SmsSettings, private readonly timeoutMs = 10_000) {}

  async send(message: SmsMessage): Promise<void> {
    const url = new URL('/', this.s.endpoint || ALIYUN_SMS_ENDPOINT);
    const query = {
      PhoneNumbers: message.mobile,
      SignName: this.s.signName,
      TemplateCode: this.s.templates[message.event],
      TemplateParam: JSON.stringify({ code: message.code }),
    };
    // fetch sends Host itself (url.host); it is signed with the x-acs-* headers.
    const headers = {
      'x-acs-action': ACTION,
      'x-acs-version': VERSION,
      'x-acs-date': new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      'x-acs-signature-nonce': crypto.randomUUID(),
      'x-acs-content-sha256': EMPTY_SHA256,
    };
    const { authorization } = acs3Authorization({
      accessKeyId: this.s.secretId, accessKeySecret: this.s.secretKey, method: 'POST', path: '/', query, payload: '',
      headers: { host: url.host, ...headers },
    });
    url.search = canonicalQuery(query);
    const res = await fetch(url, {
      method: 'POST',
      headers: { ...headers, Authorization: authorization },
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await res.text();
    let answer: AliyunAnswer;
    try {
      answer = JSON.parse(text) as AliyunAnswer;
    } catch {
      throw new Error(`Alibaba Cloud SMS answered HTTP ${res.status}`);
    }
    if (answer.Code !== 'OK') throw new Error(`Alibaba Cloud SMS: ${answer.Code ?? `HTTP ${res.status}`} ${answer.Message ?? ''}`.trim());
  }
}

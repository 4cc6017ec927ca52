import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAliyunSmsLoopback, verifyAcs3 } from '../../../test/aliyun-loopback.ts';
import { AliyunSmsProvider } from './aliyun.ts';
import type { SmsSettings } from './sms-settings.ts';

const KEY_ID = 'LTAIloopbackTEST';
const KEY_SECRET = 'loopback-access-key-secret';
let remote: Awaited<ReturnType<typeof startAliyunSmsLoopback>>;

beforeAll(async () => {
  remote = await startAliyunSmsLoopback({ [KEY_ID]: KEY_SECRET });
});
afterAll(() => remote.close());

const settings = (over: Partial<SmsSettings> = {}): SmsSettings => ({
  provider: 'aliyun',
  endpoint: remote.endpoint,
  region: '',
  secretId: KEY_ID,
  secretKey: KEY_SECRET,
  sdkAppId: '',
  signName: '加盟商城',
  templates: { user_register: 'SMS_100001', user_change_mobile: 'SMS_100002', user_retrieve_pwd: 'SMS_100003', user_mobile_verify: 'SMS_100004' },
  ...over,
});

describe('Alibaba Cloud SMS adapter', () => {
  it('the loopback verifier accepts the documented example signature and nothing else', () => {
    const req = {
      method: 'POST',
      url: '/?ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
      headers: {
        authorization: 'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
        host: 'ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action': 'RunInstances',
        'x-acs-version': '2014-05-26',
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
        'x-acs-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
    };
    const secrets = { YourAccessKeyId: 'YourAccessKeySecret' };
    const at = Date.parse('2023-10-26T10:23:00Z');
    expect(verifyAcs3(req, '', secrets, at)).toBeNull();
    expect(verifyAcs3({ ...req, url: req.url.replace('shanghai', 'beijing') }, '', secrets, at)).toBe('SignatureDoesNotMatch');
    expect(verifyAcs3({ ...req, headers: { ...req.headers, 'x-acs-signature-nonce': 'other' } }, '', secrets, at)).toBe('SignatureDoesNotMatch');
    expect(verifyAcs3(req, '', secrets, at + 3_600_000)).toBe('InvalidTimeStamp.Expired');
    expect(verifyAcs3(req, '', { YourAccessKeyId: 'other' }, at)).toBe('SignatureDoesNotMatch');
  });

  it('sends SendSms with a signature the remote verifies, the number, sign name, template code of the event and the code', async () => {
    await new AliyunSmsProvider(settings()).send({ mobile: '13800138000', event: 'user_retrieve_pwd', code: '424242' });
    expect(remote.rejected).toEqual([]);
    expect(remote.received.at(-1)).toEqual({ phoneNumbers: '13800138000', signName: '加盟商城', templateCode: 'SMS_100003', templateParam: { code: '424242' } });
  });

  it('throws the provider error when the signature is refused', async () => {
    const send = new AliyunSmsProvider(settings({ secretKey: 'wrong-secret' })).send({ mobile: '13800138000', event: 'user_register', code: '1' });
    await expect(send).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(remote.rejected.at(-1)).toBe('SignatureDoesNotMatch');
  });

  it('throws the Message of a business error', async () => {
    remote.failWith('isv.BUSINESS_LIMIT_CONTROL');
    try {
      const send = new AliyunSmsProvider(settings()).send({ mobile: '13800138000', event: 'user_register', code: '1' });
      await expect(send).rejects.toThrow('Alibaba Cloud SMS: isv.BUSINESS_LIMIT_CONTROL refused by the loopback on request of the test');
    } finally {
      remote.failWith(null);
    }
  });

  it('throws when the endpoint does not answer like the API', async () => {
    const send = new AliyunSmsProvider(settings({ endpoint: 'http://127.0.0.1:9' }), 2000).send({ mobile: '13800138000', event: 'user_register', code: '1' });
    await expect(send).rejects.toThrow();
  });
});

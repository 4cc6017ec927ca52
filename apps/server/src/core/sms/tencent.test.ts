import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTencentSmsLoopback, verifyTc3 } from '../../../test/sms-loopback.ts';
import { TencentSmsProvider } from './tencent.ts';
import type { SmsSettings } from './sms-settings.ts';

const SECRET_ID = 'AKIDloopbackTEST';
const SECRET_KEY = 'loopback-secret-key';
let remote: Awaited<ReturnType<typeof startTencentSmsLoopback>>;

beforeAll(async () => {
  remote = await startTencentSmsLoopback({ [SECRET_ID]: SECRET_KEY });
});
afterAll(() => remote.close());

const settings = (over: Partial<SmsSettings> = {}): SmsSettings => ({
  provider: 'tencent',
  endpoint: remote.endpoint,
  region: 'ap-guangzhou',
  secretId: SECRET_ID,
  secretKey: SECRET_KEY,
  sdkAppId: '1400000001',
  signName: 'Franchise',
  templates: { user_register: '100001', user_change_mobile: '100002', user_retrieve_pwd: '100003', user_mobile_verify: '100004' },
  ...over,
});

describe('Tencent Cloud SMS adapter', () => {
  it('the loopback verifier accepts the documented example signature', () => {
    const headers = {
      authorization: 'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
      'content-type': 'application/json; charset=utf-8',
      host: 'cvm.tencentcloudapi.com',
      'x-tc-timestamp': '1551113065',
    };
    const body = '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
    expect(verifyTc3({ headers }, body, { AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE' }, 1551113065)).toBeNull();
    expect(verifyTc3({ headers }, body + ' ', { AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE' }, 1551113065)).toBe('AuthFailure.SignatureFailure');
  });

  it('sends SendSms with a signature the remote verifies, the +86 number, the template of the event and the code', async () => {
    await new TencentSmsProvider(settings()).send({ mobile: '13800138000', event: 'user_retrieve_pwd', code: '424242' });
    expect(remote.rejected).toEqual([]);
    expect(remote.received.at(-1)).toEqual({
      phone: '+8613800138000', sdkAppId: '1400000001', signName: 'Franchise', templateId: '100003', params: ['424242'], region: 'ap-guangzhou',
    });
  });

  it('throws the provider error when the signature is refused', async () => {
    const send = new TencentSmsProvider(settings({ secretKey: 'wrong-key' })).send({ mobile: '13800138000', event: 'user_register', code: '1' });
    await expect(send).rejects.toThrow(/AuthFailure\.SignatureFailure/);
    expect(remote.rejected.at(-1)).toBe('AuthFailure.SignatureFailure');
  });

  it('throws when the endpoint does not answer like the API', async () => {
    const send = new TencentSmsProvider(settings({ endpoint: 'http://127.0.0.1:9' }), 2000).send({ mobile: '13800138000', event: 'user_register', code: '1' });
    await expect(send).rejects.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { acs3Authorization, canonicalQuery } from './acs3-signer.ts';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('ACS3-HMAC-SHA256', () => {
  it('reproduces the worked example of the Alibaba Cloud V3 signature documentation', () => {
    // The documented ECS RunInstances example: key, date, nonce and parameters as published.
    const out = acs3Authorization({
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
      method: 'POST',
      path: '/',
      query: { RegionId: 'cn-shanghai', ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd' },
      payload: '',
      headers: {
        host: 'ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action': 'RunInstances',
        'x-acs-version': '2014-05-26',
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
        'x-acs-content-sha256': EMPTY_SHA256,
      },
    });
    expect(out.authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('encodes the query the RFC 3986 way and sorts it by name', () => {
    expect(canonicalQuery({ b: 'a b*~', a: '{"code":"1"}', 'A!': "'()" })).toBe('A%21=%27%28%29&a=%7B%22code%22%3A%221%22%7D&b=a%20b%2A~');
  });

  it('is deterministic and changes with every signed element, but not with unsigned headers', () => {
    const base = {
      accessKeyId: 'id', accessKeySecret: 'secret', method: 'POST', path: '/', payload: '',
      query: { PhoneNumbers: '13800138000', TemplateParam: '{"code":"123456"}' },
      headers: { host: 'h', 'content-type': 'application/json', 'x-acs-action': 'SendSms', 'x-acs-date': '2024-01-01T00:00:00Z', 'x-acs-signature-nonce': 'n1' },
    };
    const sig = acs3Authorization(base).signature;
    expect(acs3Authorization({ ...base }).signature).toBe(sig);
    const variants = [
      { accessKeySecret: 'secret2' },
      { method: 'GET' },
      { path: '/x' },
      { payload: '{}' },
      { query: { ...base.query, TemplateParam: '{"code":"123457"}' } },
      { query: { ...base.query, Extra: '' } },
      { headers: { ...base.headers, host: 'h2' } },
      { headers: { ...base.headers, 'content-type': 'text/plain' } },
      { headers: { ...base.headers, 'x-acs-action': 'QuerySendDetails' } },
      { headers: { ...base.headers, 'x-acs-date': '2024-01-01T00:00:01Z' } },
      { headers: { ...base.headers, 'x-acs-signature-nonce': 'n2' } },
      { headers: { ...base.headers, 'x-acs-version': '2017-05-25' } },
    ];
    for (const v of variants) expect(acs3Authorization({ ...base, ...v }).signature, JSON.stringify(v)).not.toBe(sig);
    expect(acs3Authorization({ ...base, headers: { ...base.headers, 'user-agent': 'x' } }).signature).toBe(sig);
    expect(acs3Authorization({ ...base, accessKeyId: 'other' }).signature).toBe(sig); // named in the credential, not signed
    expect(acs3Authorization(base).signedHeaders).toBe('content-type;host;x-acs-action;x-acs-date;x-acs-signature-nonce');
  });
});

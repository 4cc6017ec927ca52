import { describe, expect, it } from 'vitest';
import { tc3Authorization } from './tc3-signer.ts';

describe('TC3-HMAC-SHA256', () => {
  it('reproduces the worked example of the Tencent Cloud API 3.0 signature documentation', () => {
    // The documented CVM DescribeInstances example: key, timestamp, body and headers as published.
    const out = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
      headers: { 'Content-Type': 'application/json; charset=utf-8', Host: 'cvm.tencentcloudapi.com' },
    });
    expect(out.signedHeaders).toBe('content-type;host');
    expect(out.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(out.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('changes with the body, the key and a signed header', () => {
    const base = { secretId: 'id', secretKey: 'key', service: 'sms', timestamp: 1700000000, payload: '{}', headers: { 'content-type': 'application/json; charset=utf-8', host: 'h', 'x-tc-action': 'SendSms' } };
    const sig = tc3Authorization(base).signature;
    expect(tc3Authorization({ ...base, payload: '{ }' }).signature).not.toBe(sig);
    expect(tc3Authorization({ ...base, secretKey: 'key2' }).signature).not.toBe(sig);
    expect(tc3Authorization({ ...base, headers: { ...base.headers, 'x-tc-action': 'SendStatus' } }).signature).not.toBe(sig);
    expect(tc3Authorization(base).signedHeaders).toBe('content-type;host;x-tc-action');
  });
});

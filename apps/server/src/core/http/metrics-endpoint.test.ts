import { describe, expect, it } from 'vitest';
import { metricsAuthorizer } from './metrics-endpoint.ts';

describe('who may read /metrics', () => {
  const TOKEN = 'abcdefghijklmnop-0123';

  it('the bearer token, exactly (scheme in any case)', () => {
    const authorized = metricsAuthorizer({ token: TOKEN });
    expect(authorized(`Bearer ${TOKEN}`, '203.0.113.7')).toBe(true);
    expect(authorized(`bearer  ${TOKEN}`, '203.0.113.7')).toBe(true);
    for (const wrong of [undefined, '', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Bearer ${TOKEN} extra`, `Basic ${TOKEN}`, TOKEN]) {
      expect(authorized(wrong, '127.0.0.1'), String(wrong)).toBe(false);
    }
  });

  it('an address or CIDR of the allow list, IPv4-mapped IPv6 clients included', () => {
    const authorized = metricsAuthorizer({ allow: '10.1.0.0/16, 192.0.2.5,2001:db8::/32' });
    for (const ip of ['10.1.2.3', '::ffff:10.1.255.1', '192.0.2.5', '2001:db8::9']) expect(authorized(undefined, ip), ip).toBe(true);
    for (const ip of ['10.2.0.1', '192.0.2.6', '2001:db9::1', '::1', 'not-an-ip']) expect(authorized(undefined, ip), ip).toBe(false);
    expect(authorized(undefined, undefined)).toBe(false);
    // no token configured: no bearer opens it
    expect(authorized('Bearer anything-at-all-123456', '10.2.0.1')).toBe(false);
  });

  it('either of the two when both are set', () => {
    const authorized = metricsAuthorizer({ token: TOKEN, allow: '127.0.0.0/8' });
    expect(authorized(undefined, '127.0.0.1')).toBe(true);
    expect(authorized(`Bearer ${TOKEN}`, '198.51.100.1')).toBe(true);
    expect(authorized('Bearer wrong', '198.51.100.1')).toBe(false);
  });
});

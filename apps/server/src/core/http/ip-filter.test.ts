import { describe, expect, it } from 'vitest';
import { IpListError, ipBlocked, parseIpList } from './ip-filter.ts';

describe('no_access_ip list', () => {
  const list = parseIpList(' 203.0.113.7 \n\n198.51.100.0/24\n2001:db8::/32,::ffff:192.0.2.1\n::1');

  it('matches single addresses and CIDR ranges of both families', () => {
    expect(ipBlocked(list, '203.0.113.7')).toBe(true);
    expect(ipBlocked(list, '203.0.113.8')).toBe(false);
    expect(ipBlocked(list, '198.51.100.0')).toBe(true);
    expect(ipBlocked(list, '198.51.100.255')).toBe(true);
    expect(ipBlocked(list, '198.51.101.1')).toBe(false);
    expect(ipBlocked(list, '2001:db8::1')).toBe(true);
    expect(ipBlocked(list, '2001:DB8:ffff::1')).toBe(true);
    expect(ipBlocked(list, '2001:db9::1')).toBe(false);
    expect(ipBlocked(list, '::1')).toBe(true);
    expect(ipBlocked(list, '::2')).toBe(false);
  });

  it('treats IPv4-mapped IPv6 addresses as their IPv4 address, both ways', () => {
    expect(ipBlocked(list, '::ffff:203.0.113.7')).toBe(true);
    expect(ipBlocked(list, '::ffff:198.51.100.9')).toBe(true);
    expect(ipBlocked(list, '192.0.2.1')).toBe(true);
    expect(ipBlocked(list, '::ffff:198.51.101.9')).toBe(false);
  });

  it('refuses what is not an address or CIDR, naming the entry', () => {
    for (const bad of ['300.1.1.1', '10.0.0.0/33', '2001:db8::/129', 'example.com', '10.0.0.1/8/1', '10.0.0.0/x', '10.0.0.0/']) {
      expect(() => parseIpList(`10.0.0.1\n${bad}`), bad).toThrow(IpListError);
      try {
        parseIpList(bad);
      } catch (e) {
        expect((e as IpListError).entry).toBe(bad);
      }
    }
    // a row written behind the API's back: bad entries are left out, good ones still apply
    const lenient = parseIpList('nonsense\n10.0.0.0/8', true);
    expect(ipBlocked(lenient, '10.1.2.3')).toBe(true);
  });

  it('never matches something that is not an IP', () => {
    expect(ipBlocked(list, '')).toBe(false);
    expect(ipBlocked(list, 'unknown')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { looksLikeRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, recoveryCodeDigest, stepAt, totpCode, totpUrl } from './totp.ts';

// RFC 6238 appendix B, SHA-1: the seed "12345678901234567890" (base32 below); the RFC prints 8
// digits, a 6-digit code is their last six (the same truncation, modulo 10^6).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s the code is the last six digits of %s', (seconds, eight) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(eight.slice(2));
    expect(matchTotpStep(RFC_SECRET, eight.slice(2), seconds * 1000)).toBe(stepAt(seconds * 1000));
  });

  it('accepts the step before and after now, not two away', () => {
    const now = 1_700_000_000_000;
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(stepAt(now) - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(stepAt(now) + 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URL apps scan', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(totpUrl(secret, 'Shop admin', 'alice'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Shop admin');
    expect(decodeURIComponent(url.pathname)).toContain('alice');
  });

  it('recovery codes: ten distinct, digests ignore case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeDigest(codes[0].toUpperCase().replace('-', ' '))).toBe(recoveryCodeDigest(codes[0]));
    expect(recoveryCodeDigest(codes[0])).not.toBe(recoveryCodeDigest(codes[1]));
    expect(looksLikeRecoveryCode(codes[0])).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});

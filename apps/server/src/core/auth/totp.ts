import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults that every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD = 30;
const DIGITS = 6;

const totpOf = (secretBase32: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD, secret: Secret.fromBase32(secretBase32) });

/** A new shared secret: 160 random bits (RFC 4226's recommendation), base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/...` URL an authenticator app scans from the QR code. */
export const totpUrl = (secretBase32: string, issuer: string, account: string): string => totpOf(secretBase32, account, issuer).toString();

/** The code of a time step (tests and the e2e compute codes with the same library). */
export const totpCode = (secretBase32: string, atMs: number): string => totpOf(secretBase32).generate({ timestamp: atMs });

/** The time step of a moment. */
export const stepAt = (atMs: number): number => Math.floor(atMs / 1000 / TOTP_PERIOD);

/**
 * The time step `code` belongs to, accepting the step before and after now (clock drift and a
 * code typed as it turned), or null. Whether that step was already used is the caller's check.
 */
export function matchTotpStep(secretBase32: string, code: string, atMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: atMs, window: 1 });
  return delta === null ? null : stepAt(atMs) + delta;
}

// No 0/o, 1/l/i: codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten one-time recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** What is stored of a recovery code: SHA-256 of its normalised form (case, spaces and dashes do not matter). */
export const recoveryCodeDigest = (code: string): string =>
  crypto.createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

/** Whether a typed code is shaped like a recovery code rather than a TOTP code. */
export const looksLikeRecoveryCode = (code: string): boolean => code.replace(/[\s-]/g, '').length === 10;

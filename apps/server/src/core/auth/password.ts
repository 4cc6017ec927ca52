import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Password policy shared by admins and members: 6–32 characters, none of & < > " ' or line breaks. */
export const PASSWORD_RE = /^(?!.*[&<>"'\n\r]).{6,32}$/;

const ARGON2ID = 2; // @node-rs/argon2 Algorithm.Argon2id (a const enum, so not importable under isolatedModules)

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

/**
 * Checks a password against a stored hash. BuildAdmin's md5(md5(pw)+salt) hashes (imported
 * data) are accepted and reported as needing a re-hash, which the caller stores at once.
 */
export async function verifyPassword(stored: string, salt: string, plain: string): Promise<{ ok: boolean; rehash: boolean }> {
  if (stored.startsWith('$argon2')) {
    try {
      return { ok: await verify(stored, plain), rehash: false };
    } catch {
      return { ok: false, rehash: false };
    }
  }
  if (salt && /^[0-9a-f]{32}$/.test(stored)) {
    const candidate = md5(md5(plain) + salt);
    const ok = crypto.timingSafeEqual(Buffer.from(candidate), Buffer.from(stored));
    return { ok, rehash: ok };
  }
  return { ok: false, rehash: false };
}

/** A random password for the first super administrator when none is configured. */
export function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(16);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

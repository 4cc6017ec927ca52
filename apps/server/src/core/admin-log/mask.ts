// the config centre's `smtp_pass` and `sms_secret_key` are secrets too
const SECRET_KEY = /password|salt|token|secret|(^|_)pass$/i;
export const MASK = '***';

/**
 * Replaces the value of every key that looks like a secret (password, salt, token, in any case
 * and inside any name: `adminPassword`, `refreshToken`) at any depth of objects and arrays.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 32) return MASK; // deeper than any form: do not walk further
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? MASK : maskSecrets(v, depth + 1)]));
  }
  return value;
}

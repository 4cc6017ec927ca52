import { isSecret } from '../security/secret.ts';

export const MASK = '***';

/**
 * Replaces the value of every key that is a secret (`isSecret`: password, salt, token, secret in
 * any case and inside any name, `adminPassword`, `refreshToken`, `smtp_pass`) at any depth of
 * objects and arrays.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 32) return MASK; // deeper than any form: do not walk further
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecret(k) ? MASK : maskSecrets(v, depth + 1)]));
  }
  return value;
}

/**
 * A URL with the value of every secret-looking query parameter masked: tokens given in the query
 * string (`?batoken=`, `?ba-user-token=`) must not reach the admin log or a log line.
 */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const pairs = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq < 0) return pair;
    const key = pair.slice(0, eq);
    let name = key;
    try {
      name = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      // a malformed escape: test the raw key
    }
    return isSecret(name) ? `${key}=${MASK}` : pair;
  });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/**
 * CORS headers of the protocol (reference 1.4); the allowed origin is echoed only when listed.
 * The reference sends all four on every answer; a browser reads the last three only on a
 * preflight, so they go on OPTIONS answers alone (docs/wire-differences.md).
 */
export const CORS_HEADERS: readonly (readonly [string, string])[] = [['Access-Control-Allow-Credentials', 'true']];
export const CORS_PREFLIGHT_HEADERS: readonly (readonly [string, string])[] = [
  ['Access-Control-Max-Age', '1800'],
  ['Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS'],
  [
    'Access-Control-Allow-Headers',
    'think-lang, server, ba_user_token, ba-user-token, ba_token, ba-token, batoken, Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, X-CSRF-TOKEN, X-Requested-With',
  ],
];

/**
 * An origin is allowed when the list holds '*', the full origin or its host, or when it is
 * the request's own host.
 */
export function isOriginAllowed(origin: string, allowed: string[], requestHost: string | undefined): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const hostname = host.replace(/:\d+$/, '');
  if (requestHost && host === requestHost) return true;
  return allowed.some((a) => a === '*' || a === origin || a === host || a === hostname);
}

/** The `cors_request_domain` setting: origins or hosts separated by commas or lines. */
export const parseOriginList = (text: string): string[] =>
  text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);

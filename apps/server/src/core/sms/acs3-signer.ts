import crypto from 'node:crypto';

const sha256Hex = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

/** RFC 3986 percent-encoding as Alibaba Cloud canonicalises it (space %20, `*` %2A, `~` kept). */
export const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** Parameters sorted by name, names and values encoded: both the signed and the sent query string. */
export const canonicalQuery = (query: Record<string, string>) =>
  Object.keys(query).sort().map((k) => `${rfc3986(k)}=${rfc3986(query[k])}`).join('&');

export interface Acs3Request {
  accessKeyId: string;
  accessKeySecret: string;
  method: string;
  /** Path of the request URL, `/` for RPC-style APIs. */
  path: string;
  query: Record<string, string>;
  /** The exact body sent ('' when none); its hash must also be sent as x-acs-content-sha256. */
  payload: string;
  /** Headers as sent; host, content-type and every x-acs-* header are signed. */
  headers: Record<string, string>;
}

/**
 * Alibaba Cloud V3 request signature ACS3-HMAC-SHA256: canonical request (method, URI, sorted
 * query, signed headers, payload hash), string to sign `ACS3-HMAC-SHA256\n<hex sha256>`, and
 * the hex HMAC-SHA256 of it keyed with the AccessKey secret itself (no derived key chain).
 */
export function acs3Authorization(r: Acs3Request): { authorization: string; signature: string; signedHeaders: string } {
  const lower = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  const names = Object.keys(lower).filter((k) => k === 'host' || k === 'content-type' || k.startsWith('x-acs-')).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    r.method.toUpperCase(),
    r.path.split('/').map(rfc3986).join('/'),
    canonicalQuery(r.query),
    names.map((k) => `${k}:${lower[k]}\n`).join(''),
    signedHeaders,
    sha256Hex(r.payload),
  ].join('\n');
  const signature = crypto.createHmac('sha256', r.accessKeySecret).update(`ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`, 'utf8').digest('hex');
  return {
    signature,
    signedHeaders,
    authorization: `ACS3-HMAC-SHA256 Credential=${r.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

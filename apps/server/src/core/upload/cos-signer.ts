import crypto from 'node:crypto';

/** COS's URL encoding in signatures: encodeURIComponent, and `!'()*` too. */
export const cosEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

const hmacSha1 = (key: string, data: string) => crypto.createHmac('sha1', key).update(data).digest('hex');

export interface CosSignInput {
  secretId: string;
  secretKey: string;
  method: string;
  /** The object's path as the key reads, not URL-encoded: `/storage/product/…`. */
  pathname: string;
  query?: Record<string, string>;
  /** Headers to sign (host at least). */
  headers: Record<string, string>;
  nowSeconds?: number;
  expiresSeconds?: number;
}

/** Lower-cased encoded names, sorted; the `name=value` list and the `;` list of names. */
function signedPairs(entries: Record<string, string>) {
  const pairs = Object.entries(entries).map(([k, v]) => [cosEncode(k).toLowerCase(), cosEncode(v.trim())] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { list: pairs.map(([k]) => k).join(';'), text: pairs.map(([k, v]) => `${k}=${v}`).join('&') };
}

/**
 * The `Authorization` of a COS XML API request (Tencent COS "request signature", sha1):
 * SignKey = HMAC-SHA1(SecretKey, KeyTime); HttpString = method, path, parameters, headers;
 * StringToSign = `sha1\n{KeyTime}\n{SHA1(HttpString)}\n`; Signature = HMAC-SHA1(SignKey, StringToSign).
 */
export function cosAuthorization(input: CosSignInput): string {
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  const keyTime = `${now - 1};${now + (input.expiresSeconds ?? 900)}`;
  const params = signedPairs(input.query ?? {});
  const headers = signedPairs(input.headers);
  const httpString = [input.method.toLowerCase(), input.pathname, params.text, headers.text, ''].join('\n');
  const stringToSign = `sha1\n${keyTime}\n${crypto.createHash('sha1').update(httpString).digest('hex')}\n`;
  const signature = hmacSha1(hmacSha1(input.secretKey, keyTime), stringToSign);
  return [
    'q-sign-algorithm=sha1', `q-ak=${input.secretId}`, `q-sign-time=${keyTime}`, `q-key-time=${keyTime}`,
    `q-header-list=${headers.list}`, `q-url-param-list=${params.list}`, `q-signature=${signature}`,
  ].join('&');
}

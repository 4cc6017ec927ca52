import crypto from 'node:crypto';

const sha256Hex = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, msg: string) => crypto.createHmac('sha256', key).update(msg, 'utf8').digest();

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** Product name in the credential scope, e.g. `sms`. */
  service: string;
  /** Unix seconds; also sent as X-TC-Timestamp. */
  timestamp: number;
  /** The exact JSON body sent. */
  payload: string;
  /** Headers taking part in the signature (must include content-type and host), as sent. */
  headers: Record<string, string>;
}

/**
 * Tencent Cloud API 3.0 signature TC3-HMAC-SHA256 for a POST to `/`: canonical request, string
 * to sign with the UTC date scope, the derived key chain TC3<key> → date → service → tc3_request,
 * and the Authorization header value.
 */
export function tc3Authorization(r: Tc3Request): { authorization: string; signature: string; signedHeaders: string } {
  const names = Object.keys(r.headers).map((k) => k.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((k) => `${k}:${lower[k].trim().toLowerCase()}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(r.payload)].join('\n');
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac('TC3' + r.secretKey, date), r.service), 'tc3_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return {
    signature,
    signedHeaders,
    authorization: `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

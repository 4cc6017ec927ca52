import crypto from 'node:crypto';
import http from 'node:http';

export interface ReceivedAliyunSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
// RFC 3986 by hand (unreserved characters kept, every other UTF-8 byte as %XX), apart from the app's encoder.
const encode = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : '%' + b.toString(16).toUpperCase().padStart(2, '0'))).join('');

/**
 * Recomputes an ACS3-HMAC-SHA256 signature from the request as received: method, path, the
 * query parameters re-encoded and sorted, the headers named in SignedHeaders with the values
 * that arrived, the body bytes. Written apart from the app's signer so that the two check each
 * other. Returns the Alibaba Cloud error code, or null when the request is authentic.
 */
export function verifyAcs3(req: { method?: string; url?: string; headers: http.IncomingHttpHeaders }, body: string, secrets: Record<string, string>, now = Date.now()): string | null {
  const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
  if (!m) return 'IncompleteSignature';
  const [, keyId, signedHeaders, signature] = m;
  const secret = secrets[keyId];
  if (!secret) return 'InvalidAccessKeyId.NotFound';
  const date = String(req.headers['x-acs-date'] ?? '');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date) || Math.abs(now - Date.parse(date)) > 15 * 60_000) return 'InvalidTimeStamp.Expired';
  if (!req.headers['x-acs-signature-nonce']) return 'MissingSignatureNonce';
  if (req.headers['x-acs-content-sha256'] !== sha256(body)) return 'SignatureDoesNotMatch';
  const names = signedHeaders.split(';');
  // Every header the API requires signed must be: host and each x-acs-* header sent.
  const mustSign = ['host', ...Object.keys(req.headers).filter((h) => h.startsWith('x-acs-'))];
  if (mustSign.some((h) => !names.includes(h)) || [...names].sort().join(';') !== signedHeaders) return 'SignatureDoesNotMatch';
  const url = new URL(req.url ?? '/', 'http://loopback');
  const params = [...url.searchParams].map(([k, v]) => [encode(k), encode(v)]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const request = [
    req.method,
    url.pathname,
    params.map(([k, v]) => `${k}=${v}`).join('&'),
    names.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join(''),
    signedHeaders,
    sha256(body),
  ].join('\n');
  const expected = crypto.createHmac('sha256', secret).update('ACS3-HMAC-SHA256\n' + sha256(request)).digest('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? null : 'SignatureDoesNotMatch';
}

/**
 * A loopback stand-in for the Alibaba Cloud SMS endpoint (Dysmsapi SendSms 2017-05-25): it checks
 * the signature and the request the way the real API defines them and keeps the messages it
 * accepted. `failWith` makes it refuse the next sends with a business error, as the API does
 * (e.g. `isv.BUSINESS_LIMIT_CONTROL`).
 */
export async function startAliyunSmsLoopback(secrets: Record<string, string>) {
  const received: ReceivedAliyunSms[] = [];
  const rejected: string[] = [];
  const state = { failWith: null as string | null };
  const answer = (res: http.ServerResponse, status: number, response: object) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json;charset=utf-8');
    res.end(JSON.stringify({ RequestId: crypto.randomUUID(), ...response }));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const failure = req.method !== 'POST' || new URL(req.url ?? '/', 'http://loopback').pathname !== '/' ? 'InvalidParameter.Path'
        : req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25' ? 'InvalidAction.NotFound'
          : verifyAcs3(req, body, secrets);
      if (failure) {
        rejected.push(failure);
        return answer(res, 400, { Code: failure, Message: 'rejected by the loopback verifier' });
      }
      const q = new URL(req.url!, 'http://loopback').searchParams;
      if (state.failWith) {
        rejected.push(state.failWith);
        return answer(res, 200, { Code: state.failWith, Message: 'refused by the loopback on request of the test' });
      }
      received.push({ phoneNumbers: q.get('PhoneNumbers') ?? '', signName: q.get('SignName') ?? '', templateCode: q.get('TemplateCode') ?? '', templateParam: JSON.parse(q.get('TemplateParam') ?? '{}') });
      answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    rejected,
    /** Refuse the following sends with this business error code; null to accept again. */
    failWith: (code: string | null) => { state.failWith = code; },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import crypto from 'node:crypto';
import http from 'node:http';

export interface ReceivedSms {
  phone: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  params: string[];
  region: string;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const mac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/**
 * Recomputes a TC3-HMAC-SHA256 signature from the request as received: the headers named in
 * SignedHeaders with the values that actually arrived, the body bytes, the scope of the
 * Authorization header. Written apart from the app's signer so that the two check each other.
 */
export function verifyTc3(req: { headers: http.IncomingHttpHeaders }, body: string, secrets: Record<string, string>, nowSeconds = Math.floor(Date.now() / 1000)): string | null {
  const auth = String(req.headers.authorization ?? '');
  const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedHeaders, signature] = m;
  const secretKey = secrets[secretId];
  if (!secretKey) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return 'AuthFailure.SignatureExpire';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return 'AuthFailure.SignatureFailure';
  let canonical = '';
  for (const name of names) canonical += `${name}:${String(req.headers[name] ?? '').trim().toLowerCase()}\n`;
  const request = `POST\n/\n\n${canonical}\n${signedHeaders}\n${sha256(body)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(request)}`;
  let key = mac('TC3' + secretKey, date);
  key = mac(key, service);
  key = mac(key, 'tc3_request');
  const expected = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? null : 'AuthFailure.SignatureFailure';
}

/**
 * A loopback stand-in for one Tencent Cloud API 3.0 action: POST / with the action and version
 * headers and a TC3 signature checked by `verifyTc3`; a refused request is answered with the
 * API's error shape and its code kept in `rejected`. `accept` answers an accepted request.
 */
export async function startTencentApiLoopback(
  secrets: Record<string, string>,
  action: string,
  version: string,
  accept: (req: http.IncomingMessage, body: string) => object,
) {
  const rejected: string[] = [];
  const answer = (res: http.ServerResponse, response: object) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ Response: { ...response, RequestId: crypto.randomUUID() } }));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const failure = req.method !== 'POST' || req.url !== '/' ? 'InvalidParameter.Path'
        : req.headers['x-tc-action'] !== action || req.headers['x-tc-version'] !== version ? 'InvalidAction'
          : verifyTc3(req, body, secrets);
      if (failure) {
        rejected.push(failure);
        return answer(res, { Error: { Code: failure, Message: 'rejected by the loopback verifier' } });
      }
      answer(res, accept(req, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A loopback stand-in for the Tencent Cloud SMS endpoint: it checks the signature and the
 * SendSms request the way the real API defines them and keeps the messages it accepted.
 */
export async function startTencentSmsLoopback(secrets: Record<string, string>) {
  const received: ReceivedSms[] = [];
  const api = await startTencentApiLoopback(secrets, 'SendSms', '2021-01-11', (req, body) => {
    const p = JSON.parse(body) as { PhoneNumberSet: string[]; SmsSdkAppId: string; SignName: string; TemplateId: string; TemplateParamSet: string[] };
    for (const phone of p.PhoneNumberSet) {
      received.push({ phone, sdkAppId: p.SmsSdkAppId, signName: p.SignName, templateId: p.TemplateId, params: p.TemplateParamSet, region: String(req.headers['x-tc-region']) });
    }
    return { SendStatusSet: p.PhoneNumberSet.map((phone) => ({ SerialNo: crypto.randomUUID(), PhoneNumber: phone, Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' })) };
  });
  return { ...api, received };
}

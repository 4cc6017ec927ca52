import crypto from 'node:crypto';
import http from 'node:http';
import { verifyTc3 } from './sms-loopback.ts';

export interface StsGrant {
  name: string;
  policy: { version: string; statement: { effect: string; action: string[]; resource: string[] }[] };
  duration: number;
  region: string;
}

/**
 * A loopback stand-in for Tencent Cloud STS (GetFederationToken, version 2018-08-13): it checks
 * the TC3-HMAC-SHA256 signature of each request as received (the same verifier as the SMS
 * loopback) and answers temporary credentials the way the real API does.
 */
export async function startStsLoopback(secrets: Record<string, string>) {
  const granted: StsGrant[] = [];
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
        : req.headers['x-tc-action'] !== 'GetFederationToken' || req.headers['x-tc-version'] !== '2018-08-13' ? 'InvalidAction'
          : verifyTc3(req, body, secrets);
      if (failure) {
        rejected.push(failure);
        return answer(res, { Error: { Code: failure, Message: 'rejected by the loopback verifier' } });
      }
      const p = JSON.parse(body) as { Name: string; Policy: string; DurationSeconds?: number };
      const duration = p.DurationSeconds ?? 1800;
      granted.push({ name: p.Name, policy: JSON.parse(decodeURIComponent(p.Policy)), duration, region: String(req.headers['x-tc-region']) });
      const expired = Math.floor(Date.now() / 1000) + duration;
      answer(res, {
        Credentials: { Token: 'token-' + crypto.randomBytes(8).toString('hex'), TmpSecretId: 'AKIDtmp' + crypto.randomBytes(4).toString('hex'), TmpSecretKey: crypto.randomBytes(16).toString('hex') },
        ExpiredTime: expired,
        Expiration: new Date(expired * 1000).toISOString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    granted,
    rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

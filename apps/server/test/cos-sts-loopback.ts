import crypto from 'node:crypto';
import { startTencentApiLoopback } from './sms-loopback.ts';

export interface StsGrant {
  name: string;
  policy: { version: string; statement: { effect: string; action: string[]; resource: string[] }[] };
  duration: number;
  region: string;
}

export interface StsLoopbackOptions {
  /** Lifetime of the credentials issued (seconds), whatever was asked: short-lived ones expire mid-upload. */
  lifetimeSeconds?: number;
  /** Called with each issue (the COS loopback trusts them). */
  onIssue?: (c: { Token: string; TmpSecretId: string; TmpSecretKey: string }, expiredTime: number, grant: StsGrant) => void;
}

/**
 * A loopback stand-in for Tencent Cloud STS (GetFederationToken, version 2018-08-13): it checks
 * the TC3-HMAC-SHA256 signature of each request as received (the loopback shared with SMS)
 * and answers temporary credentials the way the real API does.
 */
export async function startStsLoopback(secrets: Record<string, string>, opts: StsLoopbackOptions = {}) {
  const granted: StsGrant[] = [];
  const api = await startTencentApiLoopback(secrets, 'GetFederationToken', '2018-08-13', (req, body) => {
    const p = JSON.parse(body) as { Name: string; Policy: string; DurationSeconds?: number };
    const duration = opts.lifetimeSeconds ?? p.DurationSeconds ?? 1800;
    const grant: StsGrant = { name: p.Name, policy: JSON.parse(decodeURIComponent(p.Policy)), duration, region: String(req.headers['x-tc-region']) };
    granted.push(grant);
    const expired = Math.floor(Date.now() / 1000) + duration;
    const credentials = { Token: 'token-' + crypto.randomBytes(8).toString('hex'), TmpSecretId: 'AKIDtmp' + crypto.randomBytes(4).toString('hex'), TmpSecretKey: crypto.randomBytes(16).toString('hex') };
    opts.onIssue?.(credentials, expired, grant);
    return {
      Credentials: credentials,
      ExpiredTime: expired,
      Expiration: new Date(expired * 1000).toISOString(),
    };
  });
  return { ...api, granted };
}

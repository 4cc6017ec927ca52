import { tc3Authorization } from '../sms/tc3-signer.ts';
import type { CloudTarget } from './cloud-settings.ts';
import { DIRECT_KEY_PREFIX } from './cloud-settings.ts';

export const TENCENT_STS_ENDPOINT = 'https://sts.tencentcloudapi.com';
const ACTION = 'GetFederationToken';
const VERSION = '2018-08-13';
const CONTENT_TYPE = 'application/json; charset=utf-8';
/** Lifetime asked of the temporary credentials (seconds). */
export const STS_DURATION_SECONDS = 1800;

/** The actions the browser's COS SDK needs for simple and multipart uploads, and nothing else. */
export const COS_UPLOAD_ACTIONS = [
  'name/cos:PutObject',
  'name/cos:PostObject',
  'name/cos:InitiateMultipartUpload',
  'name/cos:ListMultipartUploads',
  'name/cos:ListParts',
  'name/cos:UploadPart',
  'name/cos:CompleteMultipartUpload',
  'name/cos:AbortMultipartUpload',
];

/** `GET /api/cos_sts/get_auth`'s data (spec section 7), the shape of Tencent's own STS SDK answer. */
export interface CosAuth {
  bucket: string;
  region: string;
  sts: {
    credentials: { tmpSecretId: string; tmpSecretKey: string; sessionToken: string };
    startTime: number;
    expiredTime: number;
  };
}

/** The policy of the temporary credentials: uploads under the direct-upload prefix of the one bucket. */
export function cosUploadPolicy(bucket: string, region: string) {
  const appId = bucket.slice(bucket.lastIndexOf('-') + 1);
  return {
    version: '2.0',
    statement: [{
      effect: 'allow',
      action: COS_UPLOAD_ACTIONS,
      resource: [`qcs::cos:${region}:uid/${appId}:${bucket}/${DIRECT_KEY_PREFIX}*`],
    }],
  };
}

interface StsAnswer {
  Response?: {
    Error?: { Code: string; Message: string };
    Credentials?: { Token: string; TmpSecretId: string; TmpSecretKey: string };
    ExpiredTime?: number;
    RequestId?: string;
  };
}

export class CosStsError extends Error {
  constructor(readonly code: string, message: string) {
    super(`${code}: ${message}`);
  }
}

/**
 * Temporary COS credentials from Tencent Cloud STS (API 3.0, GetFederationToken, version
 * 2018-08-13, signed with TC3-HMAC-SHA256 by the permanent SecretId/SecretKey), limited by
 * policy to uploads under `storage/product/` of the configured bucket. The endpoint is
 * configurable (a loopback verifier in tests).
 */
export async function cosFederationToken(t: CloudTarget, nowSeconds = Math.floor(Date.now() / 1000), timeoutMs = 10_000): Promise<CosAuth> {
  const url = new URL(t.stsEndpoint || TENCENT_STS_ENDPOINT);
  const payload = JSON.stringify({
    Name: 'cos-direct-upload',
    Policy: encodeURIComponent(JSON.stringify(cosUploadPolicy(t.bucket, t.region))),
    DurationSeconds: STS_DURATION_SECONDS,
  });
  const { authorization } = tc3Authorization({
    secretId: t.accessKeyId, secretKey: t.secretAccessKey, service: 'sts', timestamp: nowSeconds, payload,
    headers: { 'Content-Type': CONTENT_TYPE, Host: url.host, 'X-TC-Action': ACTION },
  });
  const res = await fetch(new URL('/', url), {
    method: 'POST',
    headers: {
      'Content-Type': CONTENT_TYPE,
      'X-TC-Action': ACTION,
      Authorization: authorization,
      'X-TC-Timestamp': String(nowSeconds),
      'X-TC-Version': VERSION,
      'X-TC-Region': t.region,
    },
    body: payload,
    signal: AbortSignal.timeout(timeoutMs),
  });
  let answer: StsAnswer;
  try {
    answer = (await res.json()) as StsAnswer;
  } catch {
    throw new CosStsError('InvalidResponse', `HTTP ${res.status}`);
  }
  const r = answer.Response;
  if (!r || r.Error) throw new CosStsError(r?.Error?.Code ?? 'InvalidResponse', r?.Error?.Message ?? `HTTP ${res.status}`);
  if (!r.Credentials?.TmpSecretId || !r.Credentials.TmpSecretKey || !r.Credentials.Token || !r.ExpiredTime) throw new CosStsError('InvalidResponse', 'no credentials');
  return {
    bucket: t.bucket,
    region: t.region,
    sts: {
      credentials: { tmpSecretId: r.Credentials.TmpSecretId, tmpSecretKey: r.Credentials.TmpSecretKey, sessionToken: r.Credentials.Token },
      startTime: nowSeconds,
      expiredTime: r.ExpiredTime,
    },
  };
}

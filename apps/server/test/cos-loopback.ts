import crypto from 'node:crypto';
import http from 'node:http';
import { startStsLoopback, type StsLoopbackOptions } from './cos-sts-loopback.ts';

/** A credential the store accepts: a permanent key, or temporary credentials (token, expiry, upload policy) issued by the STS loopback. */
export interface CosCredential {
  secretKey: string;
  token?: string;
  /** Unix seconds; temporary credentials only. */
  expiredTime?: number;
  /** Temporary credentials only: the actions and key prefix their policy allows. */
  actions?: string[];
  prefix?: string;
}

interface Part {
  data: Buffer;
  etag: string;
}
interface Multipart {
  key: string;
  type: string;
  initiated: Date;
  parts: Map<number, Part>;
}

const sha1 = (s: string) => crypto.createHash('sha1').update(s).digest('hex');
const hmacSha1 = (key: string, s: string) => crypto.createHmac('sha1', key).update(s).digest('hex');
const md5Tag = (b: Buffer) => `"${crypto.createHash('md5').update(b).digest('hex')}"`;
const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** COS's URL encoding of names and values in the signature (RFC 3986 unreserved characters kept). */
const camSafe = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** `key=value&…` of the named entries, names lower-cased, sorted, both URL-encoded: COS's HttpParameters and HttpHeaders. */
function formatPairs(names: string[], valueOf: (name: string) => string): string {
  return names.map((n) => `${camSafe(n).toLowerCase()}=${camSafe(valueOf(n))}`).sort().join('&');
}

export class CosError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

/**
 * Checks the COS XML API signature of a request as received (q-sign-algorithm=sha1): the sign
 * key is HMAC-SHA1(SecretKey, q-key-time); the string to sign is `sha1\n{q-sign-time}\n{sha1 of
 * HttpString}\n`, HttpString being the method, the decoded path, and the query parameters and
 * headers named in q-url-param-list and q-header-list with the values that arrived. Written apart
 * from the app's signer and from the browser SDK's so that each checks the others. Returns the
 * credential used.
 */
export function verifyCosRequest(
  req: { method?: string; url?: string; headers: http.IncomingHttpHeaders }, lookup: (ak: string) => CosCredential | undefined, nowSeconds = Math.floor(Date.now() / 1000),
): CosCredential {
  const url = new URL(req.url ?? '/', 'http://loopback');
  const auth = String(req.headers.authorization ?? '') || url.search.slice(1);
  const fields = new Map(auth.split('&').map((kv) => {
    const at = kv.indexOf('=');
    return [kv.slice(0, at), decodeURIComponent(kv.slice(at + 1))] as const;
  }));
  const need = ['q-sign-algorithm', 'q-ak', 'q-sign-time', 'q-key-time', 'q-header-list', 'q-url-param-list', 'q-signature'];
  if (need.some((f) => !fields.has(f))) throw new CosError(403, 'AccessDenied', 'Access Denied.');
  if (fields.get('q-sign-algorithm') !== 'sha1') throw new CosError(403, 'AccessDenied', 'q-sign-algorithm is not sha1');
  const cred = lookup(fields.get('q-ak')!);
  if (!cred) throw new CosError(403, 'InvalidAccessKeyId', 'The access key Id format you provided is invalid.');
  const token = req.headers['x-cos-security-token'] ?? url.searchParams.get('x-cos-security-token');
  if (cred.token !== undefined && token !== cred.token) throw new CosError(403, 'InvalidAccessKeyId', 'The security token does not match the temporary key.');
  if (cred.expiredTime !== undefined && nowSeconds >= cred.expiredTime) throw new CosError(400, 'ExpiredToken', 'The provided token has expired.');
  const [start, end] = fields.get('q-sign-time')!.split(';').map(Number);
  if (!(start <= nowSeconds + 5 && nowSeconds <= end)) throw new CosError(403, 'AccessDenied', 'Request has expired');

  const headerNames = fields.get('q-header-list')!.split(';').filter(Boolean);
  if (!headerNames.includes('host')) throw new CosError(403, 'AccessDenied', 'The host header must be signed.');
  const paramNames = fields.get('q-url-param-list')!.split(';').filter(Boolean);
  const sent = [...url.searchParams.keys()].filter((k) => !k.startsWith('q-') && k !== 'x-cos-security-token').map((k) => k.toLowerCase());
  // every query parameter counts: one left out of the list could be changed freely
  if (sent.some((k) => !paramNames.includes(k))) throw new CosError(403, 'SignatureDoesNotMatch', 'A query parameter is not signed.');
  const param = (n: string) => [...url.searchParams].find(([k]) => k.toLowerCase() === n)?.[1] ?? '';
  const header = (n: string) => String(req.headers[n] ?? '').trim();
  const httpString = [
    (req.method ?? 'GET').toLowerCase(), decodeURIComponent(url.pathname), formatPairs(paramNames, param), formatPairs(headerNames, header), '',
  ].join('\n');
  const signKey = hmacSha1(cred.secretKey, fields.get('q-key-time')!);
  const expected = hmacSha1(signKey, `sha1\n${fields.get('q-sign-time')}\n${sha1(httpString)}\n`);
  const given = fields.get('q-signature')!;
  if (given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
    throw new CosError(403, 'SignatureDoesNotMatch', 'The Signature you specified does not match what we calculated.');
  }
  return cred;
}

/** The COS action of a request, for the temporary credentials' policy. */
function actionOf(method: string, url: URL): string {
  const q = url.searchParams;
  if (url.pathname === '/') return method === 'GET' && q.has('uploads') ? 'ListMultipartUploads' : 'Unknown';
  if (method === 'POST') return q.has('uploads') ? 'InitiateMultipartUpload' : q.has('uploadId') ? 'CompleteMultipartUpload' : 'PostObject';
  if (method === 'PUT') return q.has('uploadId') ? 'UploadPart' : 'PutObject';
  if (method === 'GET') return q.has('uploadId') ? 'ListParts' : 'GetObject';
  if (method === 'HEAD') return 'HeadObject';
  if (method === 'DELETE') return q.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject';
  return 'Unknown';
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,PUT,POST,DELETE,HEAD',
  'access-control-expose-headers': 'ETag,Content-Length,x-cos-request-id,Date',
  'access-control-max-age': '600',
};

/**
 * A loopback Tencent COS bucket reached through a custom domain (`http://127.0.0.1:{port}/{key}`):
 * every request but a CORS preflight carries a COS signature checked by `verifyCosRequest`,
 * with a permanent key or temporary credentials of the STS loopback (`trust` them as it issues
 * them; their policy limits actions and key prefix); a refused request gets COS's XML error.
 * Implements the operations the browser SDK and the server use: PutObject, Initiate/Upload/
 * Complete/Abort multipart, ListParts, ListMultipartUploads, HEAD/GET/DELETE object. The bucket
 * is public-read: an unsigned GET or HEAD of an object is answered (a signed one is checked).
 */
export async function startCosLoopback(bucket: string, permanent: Record<string, string>) {
  const credentials = new Map<string, CosCredential>(Object.entries(permanent).map(([id, secretKey]) => [id, { secretKey }]));
  const objects = new Map<string, { data: Buffer; type: string; etag: string }>();
  const uploads = new Map<string, Multipart>();
  /** Every request by operation, and the refusals by error code: what the tests look at. */
  const log: { op: string; key: string; partNumber?: number; ak: string }[] = [];
  const rejected: string[] = [];
  let hold: ((op: string, partNumber: number) => Promise<void>) | null = null;

  const xml = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { ...CORS, 'content-type': 'application/xml', 'x-cos-request-id': crypto.randomUUID() });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
  };
  const fail = (res: http.ServerResponse, e: CosError, resource: string) => {
    rejected.push(e.code);
    xml(res, e.status, `<Error><Code>${e.code}</Code><Message>${xmlText(e.message)}</Message><Resource>${xmlText(resource)}</Resource><RequestId>${crypto.randomUUID()}</RequestId><ServerTime>${new Date().toISOString()}</ServerTime></Error>`);
  };
  const uploadOf = (id: string | null, key: string) => {
    const u = id ? uploads.get(id) : undefined;
    if (!u || u.key !== key) throw new CosError(404, 'NoSuchUpload', 'The specified upload does not exist.');
    return u;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://loopback');
    const key = decodeURIComponent(url.pathname.slice(1));
    const q = url.searchParams;
    if (method === 'OPTIONS') {
      res.writeHead(200, { ...CORS, 'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? '*') });
      return res.end();
    }
    const op = actionOf(method, url);
    // a public-read bucket: objects are read without a signature (the pages show them)
    if (!req.headers.authorization && !q.has('q-signature') && (op === 'GetObject' || op === 'HeadObject')) {
      log.push({ op, key, ak: '' });
      const o = objects.get(key);
      if (!o) throw new CosError(404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { ...CORS, 'content-type': o.type, 'content-length': String(o.data.length), etag: o.etag });
      return res.end(op === 'GetObject' ? o.data : undefined);
    }
    const cred = verifyCosRequest(req, (ak) => credentials.get(ak));
    if (cred.actions && (!cred.actions.includes(`name/cos:${op}`) || (op !== 'ListMultipartUploads' && !key.startsWith(cred.prefix ?? '')))) {
      throw new CosError(403, 'AccessDenied', 'Access Denied.');
    }
    const ak = /q-ak=([^&]+)/.exec(String(req.headers.authorization ?? '') || url.search)?.[1] ?? '';
    const partNumber = q.has('partNumber') ? Number(q.get('partNumber')) : undefined;
    log.push({ op, key, partNumber, ak });
    if (hold) await hold(op, partNumber ?? 0);
    const type = String(req.headers['content-type'] ?? 'application/octet-stream');
    switch (op) {
      case 'PutObject': {
        const etag = md5Tag(body);
        objects.set(key, { data: body, type, etag });
        res.writeHead(200, { ...CORS, etag });
        return res.end();
      }
      case 'InitiateMultipartUpload': {
        const id = Date.now() + crypto.randomBytes(12).toString('hex');
        uploads.set(id, { key, type, initiated: new Date(), parts: new Map() });
        return xml(res, 200, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlText(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      case 'UploadPart': {
        const u = uploadOf(q.get('uploadId'), key);
        if (!Number.isInteger(partNumber) || partNumber! < 1 || partNumber! > 10_000) throw new CosError(400, 'InvalidArgument', 'Invalid part number.');
        const etag = md5Tag(body);
        u.parts.set(partNumber!, { data: body, etag });
        res.writeHead(200, { ...CORS, etag });
        return res.end();
      }
      case 'ListParts': {
        const u = uploadOf(q.get('uploadId'), key);
        const parts = [...u.parts].sort(([a], [b]) => a - b)
          .map(([n, p]) => `<Part><PartNumber>${n}</PartNumber><LastModified>${u.initiated.toISOString()}</LastModified><ETag>${p.etag}</ETag><Size>${p.data.length}</Size></Part>`);
        return xml(res, 200, `<ListPartsResult><Bucket>${bucket}</Bucket><Key>${xmlText(key)}</Key><UploadId>${q.get('uploadId')}</UploadId><StorageClass>STANDARD</StorageClass><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${u.parts.size}</NextPartNumberMarker><MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`);
      }
      case 'CompleteMultipartUpload': {
        const u = uploadOf(q.get('uploadId'), key);
        const listed = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]+)<\/ETag>/g)].map((m) => ({ n: Number(m[1]), etag: m[2].replace(/&quot;/g, '"') }));
        if (!listed.length) throw new CosError(400, 'MalformedXML', 'The XML you provided was not well-formed.');
        const chunks: Buffer[] = [];
        for (const p of listed) {
          const part = u.parts.get(p.n);
          if (!part || part.etag !== p.etag) throw new CosError(400, 'InvalidPart', `Part ${p.n} is missing or its ETag does not match.`);
          chunks.push(part.data);
        }
        const data = Buffer.concat(chunks);
        const etag = `"${crypto.createHash('md5').update(data).digest('hex')}-${listed.length}"`;
        objects.set(key, { data, type: u.type, etag });
        uploads.delete(q.get('uploadId')!);
        return xml(res, 200, `<CompleteMultipartUploadResult><Location>${bucket}/${xmlText(key)}</Location><Bucket>${bucket}</Bucket><Key>${xmlText(key)}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`);
      }
      case 'AbortMultipartUpload':
        uploadOf(q.get('uploadId'), key);
        uploads.delete(q.get('uploadId')!);
        res.writeHead(204, CORS);
        return res.end();
      case 'ListMultipartUploads': {
        const prefix = q.get('prefix') ?? '';
        const list = [...uploads].filter(([, u]) => u.key.startsWith(prefix))
          .map(([id, u]) => `<Upload><Key>${xmlText(u.key)}</Key><UploadId>${id}</UploadId><StorageClass>STANDARD</StorageClass><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`);
        return xml(res, 200, `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><Prefix>${xmlText(prefix)}</Prefix><IsTruncated>false</IsTruncated>${list.join('')}</ListMultipartUploadsResult>`);
      }
      case 'GetObject':
      case 'HeadObject': {
        const o = objects.get(key);
        if (!o) throw new CosError(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { ...CORS, 'content-type': o.type, 'content-length': String(o.data.length), etag: o.etag });
        return res.end(op === 'GetObject' ? o.data : undefined);
      }
      case 'DeleteObject':
        objects.delete(key);
        res.writeHead(204, CORS);
        return res.end();
      default:
        throw new CosError(405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch((e: unknown) => {
        if (e instanceof CosError) return fail(res, e, req.url ?? '/');
        res.writeHead(500, CORS);
        res.end(String(e));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    log,
    rejected,
    /** Accepts temporary credentials as the STS loopback issues them. */
    trust(ak: string, c: CosCredential) {
      credentials.set(ak, c);
    },
    /** Delays requests (a slow network in e2e); null to release. */
    setHold(fn: typeof hold) {
      hold = fn;
    },
    keys: () => [...objects.keys()].sort(),
    object: (key: string) => objects.get(key)?.data,
    openUploads: () => [...uploads].map(([id, u]) => ({ uploadId: id, key: u.key, parts: [...u.parts.keys()].sort((a, b) => a - b) })),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * A COS bucket and the STS that issues its temporary credentials, on loopback: the bucket accepts
 * the permanent key and each temporary credential the STS issues, within its policy (actions,
 * `resource` prefix) and its lifetime (`lifetimeSeconds` makes them short-lived).
 */
export async function startCosCloud(bucket: string, secret: { id: string; key: string }, opts: { lifetimeSeconds?: number } = {}) {
  const cos = await startCosLoopback(bucket, { [secret.id]: secret.key });
  const options: StsLoopbackOptions = {
    lifetimeSeconds: opts.lifetimeSeconds,
    onIssue: (c, expiredTime, grant) => {
      const { action, resource } = grant.policy.statement[0];
      cos.trust(c.TmpSecretId, { secretKey: c.TmpSecretKey, token: c.Token, expiredTime, actions: action, prefix: resource[0].replace(/^[^/]*\/[^/]*\//, '').replace(/\*$/, '') });
    },
  };
  const sts = await startStsLoopback({ [secret.id]: secret.key }, options);
  return {
    cos,
    sts,
    /** Lifetime of the credentials issued from now on (undefined: what is asked). */
    setLifetime(seconds: number | undefined) {
      options.lifetimeSeconds = seconds;
    },
    close: async () => {
      await cos.close();
      await sts.close();
    },
  };
}

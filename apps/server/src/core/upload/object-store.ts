import { Readable } from 'node:stream';
import type { ReadableStream as WebReadable } from 'node:stream/web';
import type { S3Client } from '@aws-sdk/client-s3';
import { cosOrigin, type CloudTarget } from './cloud-settings.ts';
import { cosAuthorization } from './cos-signer.ts';

/** What the server does with a bucket's objects: read one back, store a thumbnail, delete, abort multipart uploads. */
export interface ObjectStore {
  read(key: string): Promise<{ body: Readable; length: number }>;
  put(key: string, body: Buffer, type: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Aborts the multipart upload of a key: the one given, else every one the store holds for the key. */
  abortUploads(key: string, uploadId?: string): Promise<void>;
}

/** A refusal of the storage, with its error code. */
export class StorageError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** The AWS SDK, loaded by the first cloud request rather than at every start-up (it takes about 0.15 s to load). */
export const s3Sdk = () => import('@aws-sdk/client-s3');

const clients = new Map<string, S3Client>();

/** The S3 API client of a target, one per account and endpoint. */
export async function s3ClientOf(t: CloudTarget): Promise<S3Client> {
  const id = [t.endpoint, t.region, t.accessKeyId, t.secretAccessKey, t.pathStyle].join('\n');
  let c = clients.get(id);
  if (!c) {
    const { S3Client } = await s3Sdk();
    if (clients.size > 16) clients.clear();
    c = new S3Client({
      endpoint: t.endpoint || undefined,
      region: t.region,
      forcePathStyle: t.pathStyle,
      credentials: { accessKeyId: t.accessKeyId, secretAccessKey: t.secretAccessKey },
      // Presigned part URLs must not carry a checksum of an empty body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
    clients.set(id, c);
  }
  return c;
}

function s3Store(t: CloudTarget): ObjectStore {
  const Bucket = t.bucket;
  const sdk = async () => ({ client: await s3ClientOf(t), s3: await s3Sdk() });
  return {
    async read(Key) {
      const { client, s3 } = await sdk();
      const out = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
      return { body: out.Body as Readable, length: Number(out.ContentLength ?? 0) };
    },
    async put(Key, Body, ContentType) {
      const { client, s3 } = await sdk();
      await client.send(new s3.PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async remove(Key) {
      const { client, s3 } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },
    async abortUploads(Key, uploadId) {
      const { client, s3 } = await sdk();
      let ids = uploadId ? [uploadId] : [];
      if (!uploadId) {
        const out = await client.send(new s3.ListMultipartUploadsCommand({ Bucket, Prefix: Key }));
        ids = (out.Uploads ?? []).filter((u) => u.Key === Key).map((u) => u.UploadId ?? '');
      }
      for (const UploadId of ids) await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    },
  };
}

const xmlValues = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
const unescapeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/**
 * Tencent COS through its XML API at the bucket's domain (or the configured custom domain),
 * each request signed with the permanent key (cos-signer.ts); a refusal becomes a
 * StorageError with COS's error code.
 */
function cosStore(t: CloudTarget): ObjectStore {
  const origin = cosOrigin(t);
  const host = new URL(origin).host;
  const send = async (method: string, key: string, query: Record<string, string> = {}, body?: Buffer, type?: string) => {
    const pathname = '/' + key;
    const headers: Record<string, string> = { host };
    const authorization = cosAuthorization({ secretId: t.accessKeyId, secretKey: t.secretAccessKey, method, pathname, query, headers });
    const search = new URLSearchParams(query).toString().replace(/=(&|$)/g, '$1');
    const url = `${origin}/${key.split('/').map(encodeURIComponent).join('/')}${search ? '?' + search : ''}`;
    const res = await fetch(url, {
      method,
      headers: { authorization, ...(type ? { 'content-type': type } : {}) },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(method === 'GET' && !search ? 600_000 : 30_000),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new StorageError(xmlValues(text, 'Code')[0] ?? `HTTP ${res.status}`, unescapeXml(xmlValues(text, 'Message')[0] ?? ''));
    }
    return res;
  };
  return {
    async read(key) {
      const res = await send('GET', key);
      return { body: Readable.fromWeb(res.body as WebReadable<Uint8Array>), length: Number(res.headers.get('content-length') ?? 0) };
    },
    async put(key, body, type) {
      await (await send('PUT', key, {}, body, type)).arrayBuffer();
    },
    async remove(key) {
      await (await send('DELETE', key)).arrayBuffer();
    },
    async abortUploads(key, uploadId) {
      let ids = uploadId ? [uploadId] : [];
      if (!uploadId) {
        const listing = await (await send('GET', '', { uploads: '', prefix: key })).text();
        ids = [...listing.matchAll(/<Upload>([\s\S]*?)<\/Upload>/g)]
          .filter((m) => unescapeXml(xmlValues(m[1], 'Key')[0] ?? '') === key)
          .map((m) => xmlValues(m[1], 'UploadId')[0] ?? '');
      }
      for (const id of ids) await (await send('DELETE', key, { uploadId: id })).arrayBuffer();
    },
  };
}

/** The object store of a cloud target. */
export const objectStoreOf = (t: CloudTarget): ObjectStore => (t.mode === 'cos' ? cosStore(t) : s3Store(t));

import type { Settings } from '../settings.ts';

/** Storage modes of the config centre's `upload_mode`: this server's disk, an S3-compatible store, Tencent COS. */
export const UPLOAD_MODES = ['local', 's3', 'cos'] as const;
export type UploadMode = (typeof UPLOAD_MODES)[number];

/** Key prefix of direct uploads (spec section 7): `storage/product/{uuid}-{filename}`. */
export const DIRECT_KEY_PREFIX = 'storage/product/';

/**
 * The bucket a cloud mode writes to. The server reaches an S3 store through the S3 API (to open
 * and complete multipart uploads, sign part URLs, read the object back before recording it) and
 * COS through its XML API at the bucket's domain (object-store.ts).
 */
export interface CloudTarget {
  mode: Exclude<UploadMode, 'local'>;
  /** S3 API endpoint, '' for AWS's regional one; COS: a custom origin domain, '' for the bucket's. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (MinIO, s3rver); COS and AWS use virtual hosts. */
  pathStyle: boolean;
  /** Base of the public URL of an object (no trailing slash); '' for the endpoint's own. */
  publicUrl: string;
  /** COS only: the STS API endpoint ('' for Tencent's public one). */
  stsEndpoint: string;
}

export const CLOUD_SETTING_DEFAULTS = {
  upload_s3_endpoint: '',
  upload_s3_region: 'us-east-1',
  upload_s3_bucket: '',
  upload_s3_access_key: '',
  upload_s3_secret_key: '',
  upload_s3_path_style: '0',
  upload_s3_public_url: '',
  upload_cos_bucket: '',
  upload_cos_region: 'ap-guangzhou',
  upload_cos_secret_id: '',
  upload_cos_secret_key: '',
  upload_cos_public_url: '',
  upload_cos_sts_endpoint: '',
  upload_cos_domain: '',
  /** Hours after which a direct upload never completed is aborted and forgotten (upload-cleanup.ts). */
  upload_abandoned_hours: '24',
} as const;

export const uploadModeOf = (text: string): UploadMode => ((UPLOAD_MODES as readonly string[]).includes(text) ? (text as UploadMode) : 'local');

/** The bucket of a cloud mode from the config centre; null when a needed setting is empty. */
export async function cloudTarget(settings: Settings, mode: UploadMode): Promise<CloudTarget | null> {
  if (mode === 'local') return null;
  const get = async (name: keyof typeof CLOUD_SETTING_DEFAULTS) => String(await settings.get<string>(name, CLOUD_SETTING_DEFAULTS[name]) ?? '').trim();
  if (mode === 's3') {
    const t: CloudTarget = {
      mode,
      endpoint: (await get('upload_s3_endpoint')).replace(/\/+$/, ''),
      region: (await get('upload_s3_region')) || 'us-east-1',
      bucket: await get('upload_s3_bucket'),
      accessKeyId: await get('upload_s3_access_key'),
      secretAccessKey: await get('upload_s3_secret_key'),
      pathStyle: ['1', 'true'].includes(await get('upload_s3_path_style')),
      publicUrl: (await get('upload_s3_public_url')).replace(/\/+$/, ''),
      stsEndpoint: '',
    };
    return t.bucket && t.accessKeyId && t.secretAccessKey ? t : null;
  }
  const region = await get('upload_cos_region');
  const t: CloudTarget = {
    mode,
    endpoint: (await get('upload_cos_domain')).replace(/\/+$/, ''),
    region,
    bucket: await get('upload_cos_bucket'),
    accessKeyId: await get('upload_cos_secret_id'),
    secretAccessKey: await get('upload_cos_secret_key'),
    pathStyle: false,
    publicUrl: (await get('upload_cos_public_url')).replace(/\/+$/, ''),
    stsEndpoint: await get('upload_cos_sts_endpoint'),
  };
  return cosBucketValid(t.bucket) && cosRegionValid(region) && t.accessKeyId && t.secretAccessKey ? t : null;
}

/** Spec section 5's storage rules: a COS bucket is `name-appid`. */
export const cosBucketValid = (bucket: string) => /^[a-z0-9][a-z0-9-]*-\d+$/.test(bucket);
/** Lower-case letters, digits and hyphens, not starting with `cos.`. */
export const cosRegionValid = (region: string) => /^[a-z0-9-]+$/.test(region) && !region.startsWith('cos.');

/** Where a COS bucket is reached: the custom domain, else `https://{bucket}.cos.{region}.myqcloud.com`. */
export const cosOrigin = (t: CloudTarget) => t.endpoint || `https://${t.bucket}.cos.${t.region}.myqcloud.com`;

/** The public URL of an object: the configured base, else path-style or virtual-host on the endpoint. */
export function objectUrl(t: CloudTarget, key: string): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  if (t.publicUrl) return `${t.publicUrl}/${path}`;
  if (t.mode === 'cos') return `${cosOrigin(t)}/${path}`;
  const endpoint = t.endpoint || `https://s3.${t.region}.amazonaws.com`;
  if (t.pathStyle) return `${endpoint}/${t.bucket}/${path}`;
  const u = new URL(endpoint);
  return `${u.protocol}//${t.bucket}.${u.host}/${path}`;
}

/** The origin the browser sends a direct upload's requests to (presigned S3 URLs, the COS SDK). */
export function uploadOrigin(t: CloudTarget): string {
  if (t.mode === 'cos') return new URL(cosOrigin(t)).origin;
  const endpoint = new URL(t.endpoint || `https://s3.${t.region}.amazonaws.com`);
  return t.pathStyle ? endpoint.origin : `${endpoint.protocol}//${t.bucket}.${endpoint.host}`;
}

const origins = new WeakMap<object, Promise<string[]>>();

/**
 * The origins of the configured cloud storages for the pages' CSP: where the browser sends a
 * direct upload (connect-src) and where the stored files are shown from (img-src). Every storage
 * that is configured counts, not only the upload mode's: files uploaded before the operator
 * switched modes stay where they are and must still show. None when no cloud storage is set up.
 * Worked out once per settings load.
 */
export function storageOrigins(settings: Settings): Promise<string[]> {
  return settings.rows().then((rows) => {
    let found = origins.get(rows);
    if (!found) {
      found = (async () => {
        const targets = await Promise.all((['s3', 'cos'] as const).map((mode) => cloudTarget(settings, mode)));
        return [...new Set(targets.flatMap((t) => (t ? [uploadOrigin(t), new URL(objectUrl(t, 'x')).origin] : [])))];
      })().catch(() => []);
      origins.set(rows, found);
    }
    return found;
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_BUCKET = 'uploads';
export const S3_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Browsers PUT parts from the app's origin and read the ETag of each. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * A real S3-compatible store on loopback (s3rver, files in a temporary folder) with one bucket
 * open to browser uploads. Its endpoint is path-style: `http://127.0.0.1:{port}/{bucket}/{key}`.
 */
export async function startS3(port = 0) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, resetOnClose: true, configureBuckets: [{ name: S3_BUCKET, configs: [CORS] }] });
  const { port: bound } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    bucket: S3_BUCKET,
    directory,
    /** The stored keys of the bucket (s3rver keeps each object as `<key>._S3rver_object`). */
    keys: () =>
      (fs.readdirSync(path.join(directory, S3_BUCKET), { recursive: true }) as string[])
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => f.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
        .sort(),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

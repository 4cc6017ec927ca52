import type COS from 'cos-js-sdk-v5';
import { cosAuthEndpoint, type DirectStarted, type UploadedFile } from '@app/contract';
import { call } from '../../../api/endpoint';
import { uuid } from '../../../utils/uuid';
import { fileIdOf, newTask, UPLOAD_DEFAULTS, UploadIdCache, type UploadTask, type UploadTaskState } from './upload-task';
import { step, UploadCanceled } from './direct-upload';

/** The server's message when it could not hand out credentials (wrong keys, STS down): what a failed upload shows. */
let authFailure = '';

const clients = new Map<string, Promise<COS>>();

/**
 * The COS SDK, once per page and bucket domain: temporary credentials from
 * `GET /api/cos_sts/get_auth` (the SDK refreshes them when under 60 s remain, counting them
 * expired 30 s early, and retries once after a clock skew with its time offset correction),
 * the spec's upload defaults, the bucket's custom domain when the server names one.
 */
function cos(domain: string): Promise<COS> {
  let client = clients.get(domain);
  if (!client) {
    client = import('cos-js-sdk-v5').then(({ default: Cos }) => new Cos({
      getAuthorization(_options, callback) {
        void call(cosAuthEndpoint, undefined, { cancelDuplicateRequest: false }).then(
          (data) => {
            authFailure = '';
            callback({
              TmpSecretId: data.sts.credentials.tmpSecretId,
              TmpSecretKey: data.sts.credentials.tmpSecretKey,
              SecurityToken: data.sts.credentials.sessionToken,
              StartTime: data.sts.startTime,
              ExpiredTime: data.sts.expiredTime,
            });
          },
          (e: Error) => {
            authFailure = e.message;
            // no credentials: the SDK fails the request, the task shows the server's message
            callback({ TmpSecretId: '', TmpSecretKey: '', SecurityToken: '', StartTime: 0, ExpiredTime: 0 });
          },
        );
      },
      Domain: domain || undefined,
      FileParallelLimit: UPLOAD_DEFAULTS.fileParallel,
      ChunkParallelLimit: UPLOAD_DEFAULTS.chunkParallel,
      ChunkRetryTimes: UPLOAD_DEFAULTS.chunkRetry,
      ChunkSize: UPLOAD_DEFAULTS.chunkSize,
      SliceSize: UPLOAD_DEFAULTS.sliceSize,
      ProgressInterval: UPLOAD_DEFAULTS.progressInterval,
      UploadIdCacheLimit: UPLOAD_DEFAULTS.uploadIdCacheLimit,
      UploadCheckContentMd5: false,
      CorrectClockSkew: true,
    }));
    clients.set(domain, client);
  }
  return client;
}

/** Spec section 8: a storage error shows its code and message. */
function errorText(e: unknown): string {
  if (authFailure) return authFailure;
  const err = e as { code?: string; message?: string; error?: { Code?: string; Message?: string } | string } | string;
  if (typeof err === 'string') return err;
  const inner = typeof err?.error === 'object' ? err.error : undefined;
  const code = inner?.Code ?? err?.code;
  const message = inner?.Message ?? err?.message ?? String(e);
  return code && !message.startsWith(code) ? `${code}: ${message}` : message;
}

/** The keys of COS uploads under way by file, so that one resumes after a reload (the SDK finds its parts by the key). */
const keyCache = () => new UploadIdCache(window.localStorage, 'cos_upload_key_cache');

/**
 * A COS direct upload: the server opens it (checks and chooses the key) or confirms the one
 * this file had before a reload, the SDK sends the file (its task states are the spec's:
 * waiting, checking, uploading, success, error, paused, canceled; on a resume it lists the
 * parts stored and sends the others), the server checks the stored object and records the
 * attachment.
 */
export class CosDirectUpload {
  task: UploadTask;
  readonly done: Promise<{ file: UploadedFile; full_url: string }>;
  private resolve!: (v: { file: UploadedFile; full_url: string }) => void;
  private reject!: (e: Error) => void;
  private readonly fileId: string;
  private taskId = '';
  private sdk: COS | null = null;

  constructor(private readonly file: File, private readonly topic: string | undefined, private readonly onChange: (task: UploadTask) => void, private readonly settleOnError = false) {
    this.task = newTask(uuid(), file);
    this.fileId = fileIdOf(file);
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.done.catch(() => undefined);
  }

  private update(patch: Partial<UploadTask>) {
    this.task = { ...this.task, ...patch };
    this.onChange(this.task);
  }

  start() {
    void this.run();
    return this;
  }

  pause() {
    if (this.sdk && this.taskId) this.sdk.pauseTask(this.taskId);
  }

  restart() {
    if (this.sdk && this.taskId) this.sdk.restartTask(this.taskId);
    else if (this.task.state === 'error') void this.run();
  }

  cancel() {
    if (this.task.state === 'canceled') return;
    if (this.sdk && this.taskId) this.sdk.cancelTask(this.taskId);
    this.update({ state: 'canceled' });
    keyCache().remove(this.fileId);
    if (this.task.Key) void step('abort', { key: this.task.Key }, { showCodeMessage: false }).catch(() => undefined);
    this.reject(new UploadCanceled());
  }

  private fail(e: unknown) {
    if (this.task.state === 'canceled') return;
    this.update({ state: 'error', error: errorText(e) });
    if (this.settleOnError) this.reject(e instanceof Error ? e : new Error(errorText(e)));
  }

  /** The upload this file had open before a reload, when the server still has it; else a new one. */
  private async open(): Promise<DirectStarted> {
    const entry = keyCache().get(this.fileId);
    if (entry) {
      try {
        await step('sign', { key: entry.key, parts: [], list: true }, { showCodeMessage: false });
        const partSize = entry.partSize ?? UPLOAD_DEFAULTS.chunkSize;
        return {
          storage: 'cos', bucket: entry.bucket ?? '', region: entry.region ?? '', key: entry.key, upload_id: '', part_size: partSize,
          part_count: Math.ceil(this.file.size / partSize), domain: entry.domain ?? '',
        };
      } catch {
        keyCache().remove(this.fileId);
      }
    }
    const started = await step('start', { name: this.file.name, size: this.file.size, type: this.file.type || undefined, topic: this.topic });
    if (this.file.size > UPLOAD_DEFAULTS.sliceSize) {
      keyCache().set({ fileId: this.fileId, uploadId: '', key: started.key, parts: {}, partSize: started.part_size, bucket: started.bucket, region: started.region, domain: started.domain });
    }
    return started;
  }

  private async run() {
    try {
      this.update({ state: 'checking', error: '' });
      const started = await this.open();
      if (this.task.state === 'canceled') return;
      this.update({ Bucket: started.bucket, Region: started.region, Key: started.key });
      const sdk = (this.sdk = await cos(started.domain));
      const onList = ({ list }: { list: { id: string; state: string }[] }) => {
        const t = list.find((x) => x.id === this.taskId);
        // success waits for the server's record; errors come through the callback
        if (t && t.state !== this.task.state && t.state !== 'success' && t.state !== 'error' && this.task.state !== 'canceled') this.update({ state: t.state as UploadTaskState, error: '' });
      };
      sdk.on('list-update', onList);
      authFailure = '';
      // the callback runs again after a restart from an error
      sdk.uploadFile({
        Bucket: started.bucket,
        Region: started.region,
        Key: started.key,
        Body: this.file,
        SliceSize: UPLOAD_DEFAULTS.sliceSize,
        onTaskReady: (id: string) => {
          this.taskId = id;
        },
        onHashProgress: (p: { percent: number }) => this.update({ hashPercent: p.percent }),
        onProgress: (p: { loaded: number; speed: number; percent: number }) => this.update({ loaded: p.loaded, speed: p.speed, percent: p.percent }),
      } as COS.UploadFileParams, (err) => {
        if (err) return this.fail(err);
        sdk.off('list-update', onList);
        void this.complete(started.key);
      });
    } catch (e) {
      this.fail(e);
    }
  }

  private async complete(key: string) {
    if (this.task.state === 'canceled') return;
    try {
      const data = await step('complete', { key });
      keyCache().remove(this.fileId);
      this.update({ state: 'success', percent: 1, loaded: this.file.size });
      this.resolve(data);
    } catch (e) {
      keyCache().remove(this.fileId);
      this.fail(e);
    }
  }
}

import type COS from 'cos-js-sdk-v5';
import type { CosAuth, DirectStarted, UploadedFile } from '@app/contract';
import { request } from '../../../api/request';
import { isAdminPath } from '../../../app/navigation';
import { uuid } from '../../../utils/uuid';
import { newTask, UPLOAD_DEFAULTS, type UploadTask, type UploadTaskState } from './upload-task';
import { UploadCanceled } from './direct-upload';

const directUrl = (step: string) => `${isAdminPath() ? '/admin' : '/api'}/ajax/upload/direct/${step}`;

let client: Promise<COS> | null = null;

/**
 * The COS SDK, once per page: temporary credentials from `GET /api/cos_sts/get_auth` (the SDK
 * refreshes them when under 60 s remain, counting them expired 30 s early, and retries once
 * after a clock skew with its time offset correction), the spec's upload defaults, its own
 * upload-id cache for resuming after a reload.
 */
function cos(): Promise<COS> {
  client ??= import('cos-js-sdk-v5').then(({ default: Cos }) => new Cos({
    getAuthorization(_options, callback) {
      void request<CosAuth>({ url: '/api/cos_sts/get_auth', method: 'GET' }, { cancelDuplicateRequest: false }).then(({ data }) =>
        callback({
          TmpSecretId: data.sts.credentials.tmpSecretId,
          TmpSecretKey: data.sts.credentials.tmpSecretKey,
          SecurityToken: data.sts.credentials.sessionToken,
          StartTime: data.sts.startTime,
          ExpiredTime: data.sts.expiredTime,
        }));
    },
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
  return client;
}

/**
 * A COS direct upload: the server opens it (checks and chooses the key), the SDK sends the file
 * (its task states are the spec's: waiting, checking, uploading, success, error, paused,
 * canceled), the server checks the stored object and records the attachment.
 */
export class CosDirectUpload {
  task: UploadTask;
  readonly done: Promise<{ file: UploadedFile; full_url: string }>;
  private resolve!: (v: { file: UploadedFile; full_url: string }) => void;
  private reject!: (e: Error) => void;
  private taskId = '';
  private sdk: COS | null = null;

  constructor(private readonly file: File, private readonly topic: string | undefined, private readonly onChange: (task: UploadTask) => void, private readonly settleOnError = false) {
    this.task = newTask(uuid(), file);
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
  }

  cancel() {
    if (this.task.state === 'canceled') return;
    if (this.sdk && this.taskId) this.sdk.cancelTask(this.taskId);
    this.update({ state: 'canceled' });
    void request({ url: directUrl('abort'), method: 'POST', data: { key: this.task.Key } }, { showCodeMessage: false }).catch(() => undefined);
    this.reject(new UploadCanceled());
  }

  private async run() {
    try {
      const started = (await request<DirectStarted>(
        { url: directUrl('start'), method: 'POST', data: { name: this.file.name, size: this.file.size, type: this.file.type || undefined, topic: this.topic } },
        { cancelDuplicateRequest: false },
      )).data;
      this.update({ Bucket: started.bucket, Region: started.region, Key: started.key });
      const sdk = (this.sdk = await cos());
      const onList = ({ list }: { list: { id: string; state: string; error?: { message?: string } | string }[] }) => {
        const t = list.find((x) => x.id === this.taskId);
        if (t && t.state !== this.task.state) this.update({ state: t.state as UploadTaskState, error: t.error ? String(typeof t.error === 'string' ? t.error : t.error.message) : '' });
      };
      sdk.on('list-update', onList);
      try {
        await sdk.uploadFile({
          Bucket: started.bucket,
          Region: started.region,
          Key: started.key,
          Body: this.file,
          SliceSize: UPLOAD_DEFAULTS.sliceSize,
          onTaskReady: (id) => {
            this.taskId = id;
          },
          onHashProgress: (p: { percent: number }) => this.update({ hashPercent: p.percent }),
          onProgress: (p) => this.update({ loaded: p.loaded, speed: p.speed, percent: p.percent }),
        } as COS.UploadFileParams);
      } finally {
        sdk.off('list-update', onList);
      }
      if (this.task.state === 'canceled') return;
      const { data } = await request<{ file: UploadedFile; full_url: string }>({ url: directUrl('complete'), method: 'POST', data: { key: started.key }, timeout: 0 }, { cancelDuplicateRequest: false });
      this.update({ state: 'success', percent: 1, loaded: this.file.size });
      this.resolve(data);
    } catch (e) {
      if (this.task.state === 'canceled') return;
      this.update({ state: 'error', error: (e as Error).message ?? String(e) });
      if (this.settleOnError) this.reject(e as Error);
    }
  }
}

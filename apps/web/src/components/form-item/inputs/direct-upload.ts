import { directUploads, type DirectStarted, type EndpointInput, type EndpointOutput, type UploadedFile } from '@app/contract';
import { call } from '../../../api/endpoint';
import { isAdminPath } from '../../../app/navigation';
import { uuid } from '../../../utils/uuid';
import {
  fileIdOf, newTask, partRanges, progress, transition, UPLOAD_DEFAULTS, UploadIdCache, type UploadTask, type UploadTaskAction,
} from './upload-task';

/** The direct-upload calls of the current area. */
export const directCalls = () => (isAdminPath() ? directUploads.admin : directUploads.api);
type Steps = ReturnType<typeof directCalls>;
/** One step of the current area's direct upload (no time limit: completing reads the object back). */
export const step = <S extends keyof Steps>(s: S, input: EndpointInput<Steps[S]>, options: { showCodeMessage?: false } = {}): Promise<EndpointOutput<Steps[S]>> =>
  call(directCalls()[s], input, { showSuccessMessage: false, cancelDuplicateRequest: false, timeout: 0, ...options });

export class UploadCanceled extends Error {
  constructor() {
    super('upload canceled');
  }
}

class Interrupted extends Error {}

/** One PUT with upload progress; resolves with the ETag header. */
function put(url: string, body: Blob, type: string | undefined, onProgress: (loaded: number) => void, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (type) xhr.setRequestHeader('Content-Type', type);
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new Error(`storage answered ${xhr.status}`));
      const etag = xhr.getResponseHeader('ETag');
      // spec section 8: a missing ETag points to the storage's cross-origin settings
      if (!etag) return reject(new Error('The storage answered without an ETag header: expose ETag in its CORS settings'));
      resolve(etag);
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.onabort = () => reject(new Interrupted());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

const cache = () => new UploadIdCache(window.localStorage);

/**
 * An S3 direct upload (spec sections 3, 4): waiting → checking (open or resume the upload) →
 * uploading (parts in parallel, each retried) → success; pause aborts the requests in flight
 * and keeps the upload for a restart, also after a reload (upload-id cache); cancel aborts the
 * upload on the storage. `done` resolves with the recorded file, or rejects when canceled (and,
 * with `settleOnError`, on an error).
 */
export class S3DirectUpload {
  task: UploadTask;
  readonly done: Promise<{ file: UploadedFile; full_url: string }>;
  private resolve!: (v: { file: UploadedFile; full_url: string }) => void;
  private reject!: (e: Error) => void;
  private controller = new AbortController();
  private readonly fileId: string;
  private started: DirectStarted | null = null;
  private sent = new Map<number, number>();

  constructor(private readonly file: File, private readonly topic: string | undefined, private readonly onChange: (task: UploadTask) => void, private readonly settleOnError = false) {
    this.task = newTask(uuid(), file);
    this.fileId = fileIdOf(file);
    this.done = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
    this.done.catch(() => undefined);
  }

  private apply(action: UploadTaskAction, error = ''): boolean {
    const next = transition(this.task, action, error);
    if (!next) return false;
    this.task = next;
    this.onChange(next);
    return true;
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
    if (this.apply('pause')) this.controller.abort();
  }

  restart() {
    if (this.apply('restart')) void this.run();
  }

  cancel() {
    if (!this.apply('cancel')) return;
    this.controller.abort();
    const s = this.started;
    cache().remove(this.fileId);
    if (s) void step('abort', { key: s.key, upload_id: s.upload_id || undefined }).catch(() => undefined);
    this.reject(new UploadCanceled());
  }

  private async run() {
    if (!this.apply('check')) return;
    this.controller = new AbortController();
    const signal = this.controller.signal;
    try {
      const known = await this.open();
      if (signal.aborted) return;
      this.update({ Bucket: this.started!.bucket, Region: this.started!.region, Key: this.started!.key, hashPercent: 1 });
      if (!this.apply('upload')) return;
      const result = await this.send(known, signal);
      if (signal.aborted || this.task.state !== 'uploading') return;
      cache().remove(this.fileId);
      this.apply('succeed');
      this.resolve(result);
    } catch (e) {
      if (e instanceof Interrupted || signal.aborted) return;
      const message = (e as Error).message || 'upload failed';
      this.apply('fail', message);
      // the other parts in flight stop too: a restart goes on from the parts sent
      this.controller.abort();
      if (this.settleOnError) this.reject(e as Error);
    }
  }

  /** Resumes the cached upload of this file when the server still has it, else opens a new one; the ETags of parts already sent. */
  private async open(): Promise<Map<number, string>> {
    const partsOf = (e: { parts: Record<number, string> } | null) => new Map(Object.entries(e?.parts ?? {}).map(([n, etag]) => [Number(n), etag]));
    // a restart in the same page goes on with the upload it opened
    if (this.started) return this.started.upload_id ? partsOf(cache().get(this.fileId)) : new Map();
    const entry = cache().get(this.fileId);
    if (entry?.partSize) {
      try {
        const signed = await step('sign', { key: entry.key, upload_id: entry.uploadId, parts: [], list: true }, { showCodeMessage: false });
        const parts = partsOf(entry);
        for (const p of signed.uploaded ?? []) parts.set(p.part_number, p.etag);
        this.started = {
          storage: 's3', bucket: entry.bucket ?? '', region: entry.region ?? '', key: entry.key, upload_id: entry.uploadId,
          part_size: entry.partSize, part_count: Math.ceil(this.file.size / entry.partSize), domain: '',
        };
        return parts;
      } catch {
        // the server no longer knows it: start afresh
        cache().remove(this.fileId);
      }
    }
    const s = await step('start', { name: this.file.name, size: this.file.size, type: this.file.type || undefined, topic: this.topic });
    this.started = s;
    if (s.upload_id) cache().set({ fileId: this.fileId, uploadId: s.upload_id, key: s.key, parts: {}, partSize: s.part_size, bucket: s.bucket, region: s.region });
    return new Map();
  }

  private report() {
    let loaded = 0;
    for (const n of this.sent.values()) loaded += n;
    return loaded;
  }

  private async send(known: Map<number, string>, signal: AbortSignal): Promise<{ file: UploadedFile; full_url: string }> {
    const s = this.started!;
    let last = { at: Date.now(), loaded: this.task.loaded };
    const tick = () => {
      const now = Date.now();
      if (now - last.at < UPLOAD_DEFAULTS.progressInterval) return;
      const loaded = this.report();
      this.task = progress(this.task, loaded, last.loaded, now - last.at);
      this.onChange(this.task);
      last = { at: now, loaded };
    };
    if (!s.upload_id) {
      const signed = await step('sign', { key: s.key });
      await this.withRetry(() => put(signed.url!, this.file, this.file.type || undefined, (n) => {
        this.sent.set(1, n);
        tick();
      }, signal), signal);
      return step('complete', { key: s.key });
    }
    const ranges = partRanges(this.file.size, s.part_size);
    const etags = new Map(known);
    for (const r of ranges) if (etags.has(r.partNumber)) this.sent.set(r.partNumber, r.end - r.start);
    const queue = ranges.filter((r) => !etags.has(r.partNumber));
    const urls = new Map<number, { url: string; until: number }>();
    const urlOf = async (n: number) => {
      const u = urls.get(n);
      if (u && u.until - 60 > Date.now() / 1000) return u.url;
      // sign the next parts of the queue in one call
      const wanted = [n, ...queue.map((r) => r.partNumber).filter((m) => m !== n && !urls.has(m))].slice(0, 20);
      const signed = await step('sign', { key: s.key, upload_id: s.upload_id, parts: wanted });
      for (const p of signed.parts) urls.set(p.part_number, { url: p.url, until: signed.expires });
      return urls.get(n)!.url;
    };
    const worker = async () => {
      for (let r = queue.shift(); r; r = queue.shift()) {
        const range = r;
        const etag = await this.withRetry(async () => put(await urlOf(range.partNumber), this.file.slice(range.start, range.end), undefined, (n) => {
          this.sent.set(range.partNumber, n);
          tick();
        }, signal), signal);
        etags.set(range.partNumber, etag);
        cache().part(this.fileId, range.partNumber, etag);
        if (signal.aborted) throw new Interrupted();
      }
    };
    await Promise.all(Array.from({ length: UPLOAD_DEFAULTS.chunkParallel }, worker));
    this.task = progress(this.task, this.file.size, last.loaded, Date.now() - last.at);
    this.onChange(this.task);
    return step('complete', { key: s.key, upload_id: s.upload_id, parts: [...etags].map(([part_number, etag]) => ({ part_number, etag })) });
  }

  /** Spec section 9: a part is retried twice. */
  private async withRetry<T>(fn: () => Promise<T>, signal: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn();
      } catch (e) {
        if (e instanceof Interrupted || signal.aborted || attempt >= UPLOAD_DEFAULTS.chunkRetry) throw e;
      }
    }
  }
}

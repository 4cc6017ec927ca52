import { describe, expect, it } from 'vitest';
import {
  canCancel, canPause, canRestart, fileIdOf, formatSpeed, isRunning, newTask, partRanges, progress, transition, UploadIdCache,
  type UploadTask, type UploadTaskAction, type UploadTaskState,
} from './upload-task';

const STATES: UploadTaskState[] = ['waiting', 'checking', 'uploading', 'success', 'error', 'paused', 'canceled'];
const task = (state: UploadTaskState, patch: Partial<UploadTask> = {}): UploadTask => ({ ...newTask('t1', { name: 'a.zip', size: 1000 }), state, ...patch });

describe('upload task states (spec section 4)', () => {
  it('a new task waits, with the spec fields', () => {
    expect(newTask('x', { name: 'film.mp4', size: 42 }, 'b-1250000000', 'ap-guangzhou')).toEqual({
      id: 'x', Bucket: 'b-1250000000', Region: 'ap-guangzhou', Key: '', FilePath: 'film.mp4', state: 'waiting', loaded: 0, size: 42, speed: 0, percent: 0, hashPercent: 0, error: '',
    });
  });

  it('pause is allowed from waiting, checking or uploading only', () => {
    expect(STATES.filter(canPause)).toEqual(['waiting', 'checking', 'uploading']);
    for (const s of STATES) expect(transition(task(s), 'pause')?.state ?? null).toBe(canPause(s) ? 'paused' : null);
  });

  it('cancel is allowed from every state but canceled', () => {
    expect(STATES.filter(canCancel)).toEqual(['waiting', 'checking', 'uploading', 'success', 'error', 'paused']);
    expect(transition(task('canceled'), 'cancel')).toBeNull();
    expect(transition(task('success'), 'cancel')?.state).toBe('canceled');
  });

  it('restart is allowed from paused or error and returns to waiting, the error cleared', () => {
    expect(STATES.filter(canRestart)).toEqual(['error', 'paused']);
    expect(transition(task('error', { error: 'network error' }), 'restart')).toMatchObject({ state: 'waiting', error: '' });
    expect(transition(task('paused'), 'restart')?.state).toBe('waiting');
    for (const s of ['waiting', 'checking', 'uploading', 'success', 'canceled'] as const) expect(transition(task(s), 'restart')).toBeNull();
  });

  it('runs waiting → checking → uploading → success, nothing skipped', () => {
    let t = task('waiting');
    expect(transition(t, 'upload')).toBeNull();
    for (const [action, state] of [['check', 'checking'], ['upload', 'uploading'], ['succeed', 'success']] as [UploadTaskAction, UploadTaskState][]) {
      t = transition(t, action)!;
      expect(t.state).toBe(state);
    }
    expect(t).toMatchObject({ loaded: 1000, percent: 1, speed: 0 });
    expect(transition(t, 'check')).toBeNull();
    expect(transition(t, 'fail')).toBeNull();
  });

  it('an error keeps its message; a paused task cannot fail or succeed', () => {
    expect(transition(task('uploading'), 'fail', 'storage answered 403')).toMatchObject({ state: 'error', error: 'storage answered 403' });
    expect(transition(task('paused'), 'fail')).toBeNull();
    expect(transition(task('paused'), 'succeed')).toBeNull();
    expect(transition(task('canceled'), 'check')).toBeNull();
  });

  it("'上传中...' shows while checking or uploading", () => {
    expect(STATES.filter(isRunning)).toEqual(['checking', 'uploading']);
  });
});

describe('progress', () => {
  it('speed over the interval and percent with two decimals', () => {
    const t = progress(task('uploading', { size: 3 * 1024 * 1024 }), 1024 * 1024, 0, 1000);
    expect(t).toMatchObject({ loaded: 1024 * 1024, speed: 1024 * 1024, percent: 0.33 });
    expect(progress(t, 3 * 1024 * 1024, 1024 * 1024, 500).speed).toBe(4 * 1024 * 1024);
    expect(progress(t, 3 * 1024 * 1024, 1024 * 1024, 500).percent).toBe(1);
    expect(formatSpeed(1.5 * 1024 * 1024)).toBe('1.5 MB/s');
    expect(formatSpeed(320 * 1024)).toBe('320 KB/s');
  });

  it('parts cover the file exactly, the last one shorter', () => {
    expect(partRanges(25, 10)).toEqual([{ partNumber: 1, start: 0, end: 10 }, { partNumber: 2, start: 10, end: 20 }, { partNumber: 3, start: 20, end: 25 }]);
    expect(partRanges(20, 10)).toHaveLength(2);
  });
});

describe('upload-id cache (50 entries, 30 days)', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };

  it('keeps the upload of a file with the ETags of its parts, until removed', () => {
    const cache = new UploadIdCache(memory());
    const id = fileIdOf({ name: 'a.zip', size: 10, lastModified: 5 });
    cache.set({ fileId: id, uploadId: 'u1', key: 'storage/product/k-a.zip', parts: {}, partSize: 8 });
    cache.part(id, 2, '"e2"');
    cache.part(id, 1, '"e1"');
    expect(cache.get(id)).toMatchObject({ uploadId: 'u1', parts: { 1: '"e1"', 2: '"e2"' }, partSize: 8 });
    cache.remove(id);
    expect(cache.get(id)).toBeNull();
  });

  it('holds at most 50 entries, the most recent', () => {
    let now = 1_000_000;
    const cache = new UploadIdCache(memory(), 'c', () => now);
    for (let i = 0; i < 60; i++) {
      now += 1;
      cache.set({ fileId: `f${i}`, uploadId: `u${i}`, key: 'k', parts: {} });
    }
    expect(cache.entries()).toHaveLength(50);
    expect(cache.get('f9')).toBeNull();
    expect(cache.get('f10')?.uploadId).toBe('u10');
  });

  it('forgets entries older than 30 days, and survives a broken store', () => {
    let now = Date.UTC(2026, 0, 1);
    const store = memory();
    const cache = new UploadIdCache(store, 'c', () => now);
    cache.set({ fileId: 'old', uploadId: 'u', key: 'k', parts: {} });
    now += 29 * 86400_000;
    expect(cache.get('old')).not.toBeNull();
    now += 2 * 86400_000;
    expect(cache.get('old')).toBeNull();
    store.setItem('c', '{not json');
    expect(cache.entries()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import en from '../../../lang/en/pages/form-item';
import zhCn from '../../../lang/zh-cn/pages/form-item';
import { checkUploadFile, LOCAL_PROGRESS_FROM, localProgress, typeAllowed, uploadUrl, valueOf } from './upload';
import type { UploadTask } from './upload-task';

// The site config's upload block as the server sends it by default (spec §3).
const config = { mode: 'local', maxsize: 10 * 1024 * 1024, videoMaxsize: 100 * 1024 * 1024, mimetype: 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3' };
const message = (file: { name?: string; size?: number; type?: string }, c: Parameters<typeof checkUploadFile>[1] = config) => {
  const problem = checkUploadFile(file, c);
  return problem && en.upload[problem];
};

describe('the upload pre-check of spec §5', () => {
  it('says the exact messages, in both languages', () => {
    expect(message({ name: 'a.jpg', size: 0, type: 'image/jpeg' })).toBe('The data of the uploaded file is incomplete!');
    expect(message({ size: 10, type: 'image/jpeg' })).toBe('The data of the uploaded file is incomplete!');
    expect(message({ name: 'run.exe', size: 10, type: 'application/x-msdownload' })).toBe('The type of uploaded file is not allowed!');
    expect(message({ name: 'big.jpg', size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe('The size of the uploaded file exceeds the allowed range!');
    expect(zhCn.upload.dataIncomplete).toBe('上传文件的数据不完整！');
    expect(zhCn.upload.typeNotAllowed).toBe('上传文件的类型不被允许！');
    expect(zhCn.upload.sizeExceeded).toBe('上传文件的大小超出允许范围！');
  });

  it('videos are held to videoMaxsize, images to maxsize', () => {
    expect(message({ name: 'clip.mp4', size: 50 * 1024 * 1024, type: 'video/mp4' })).toBeNull();
    expect(message({ name: 'clip.mp4', size: 100 * 1024 * 1024 + 1, type: 'video/mp4' })).toBe('The size of the uploaded file exceeds the allowed range!');
    expect(message({ name: 'photo.png', size: 50 * 1024 * 1024, type: 'image/png' })).toBe('The size of the uploaded file exceeds the allowed range!');
  });

  it('a type passes by *, by extension with or without a dot, by mime type or type/*', () => {
    expect(typeAllowed({ name: 'a.exe', type: '' }, '*')).toBe(true);
    expect(typeAllowed({ name: 'a.PNG', type: '' }, 'png')).toBe(true);
    expect(typeAllowed({ name: 'a.png', type: '' }, '.png')).toBe(true);
    expect(typeAllowed({ name: 'blob', type: 'image/webp' }, 'image/webp')).toBe(true);
    expect(typeAllowed({ name: 'blob', type: 'image/webp' }, 'image/*')).toBe(true);
    expect(typeAllowed({ name: 'a.svg', type: 'image/svg+xml' }, 'jpg,png')).toBe(false);
  });
});

describe('upload target and value', () => {
  it('the admin area uploads as the admin, the member centre as the member', () => {
    expect(uploadUrl('/admin/routine/attachment')).toBe('/admin/ajax/upload');
    expect(uploadUrl('/user/account/profile')).toBe('/api/ajax/upload');
  });
  it('keeps the relative URL unless the full one is asked for', () => {
    const file = { url: '/storage/a.png', full_url: '//host/storage/a.png' };
    expect(valueOf(file)).toBe('/storage/a.png');
    expect(valueOf(file, true)).toBe('//host/storage/a.png');
  });
});

describe('the progress of a large local upload', () => {
  it('is a task reported once a second and when every byte is sent; a small file has none', () => {
    const seen: UploadTask[] = [];
    expect(localProgress({ name: 'small.png', size: LOCAL_PROGRESS_FROM - 1 }, { onChange: (t) => seen.push(t) })).toBeUndefined();
    expect(seen).toEqual([]);
    let clock = 0;
    const size = 4 * 1024 * 1024;
    const report = localProgress({ name: 'big.zip', size }, { onChange: (t) => seen.push(t) }, () => clock)!;
    expect(seen.map((t) => [t.FilePath, t.state, t.percent])).toEqual([['big.zip', 'uploading', 0]]);
    clock = 500;
    report(1024 * 1024); // within the interval: not reported
    clock = 1000;
    report(2 * 1024 * 1024);
    clock = 1200;
    report(size);
    expect(seen.map((t) => t.percent)).toEqual([0, 0.5, 1]);
    expect(seen[1].speed).toBe(2 * 1024 * 1024);
  });
});

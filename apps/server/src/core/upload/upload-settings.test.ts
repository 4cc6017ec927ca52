import { describe, expect, it } from 'vitest';
import { clientUploadConfig, parseSize } from './upload-settings.ts';

describe('parseSize', () => {
  it('reads the units of the reference', () => {
    expect(parseSize('10mb')).toBe(10 * 1024 ** 2);
    expect(parseSize('10M')).toBe(10 * 1024 ** 2);
    expect(parseSize('512kb')).toBe(512 * 1024);
    expect(parseSize('1g')).toBe(1024 ** 3);
    expect(parseSize('2048')).toBe(2048);
    expect(parseSize('1.5 mb')).toBe(1.5 * 1024 ** 2);
  });
  it('refuses what it cannot read', () => {
    expect(parseSize('ten')).toBeNull();
    expect(parseSize('10 parsecs')).toBeNull();
    expect(parseSize('')).toBeNull();
  });
});

describe('clientUploadConfig', () => {
  it('joins extensions and mime patterns into the client list', () => {
    const c = clientUploadConfig({ mode: 'local', maxSize: 1, videoMaxSize: 2, allowedSuffixes: ['jpg', 'png'], allowedMimeTypes: ['image/*'], saveName: '/s' });
    expect(c).toEqual({ mode: 'local', maxsize: 1, videoMaxsize: 2, mimetype: 'jpg,png,image/*', savename: '/s' });
  });
});

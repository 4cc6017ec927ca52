import { describe, expect, it } from 'vitest';
import { clientUploadConfig, invalidListEntry, parseSize } from './upload-settings.ts';

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
  const settings = (allowedSuffixes: string[], allowedMimeTypes: string[]) =>
    clientUploadConfig({ mode: 'local', maxSize: 1, videoMaxSize: 2, allowedSuffixes, allowedMimeTypes, saveName: '/s' });

  it('hands the client the limits, and the extensions when they are listed', () => {
    expect(settings(['jpg', 'png'], [])).toEqual({
      mode: 'local', maxsize: 1, videoMaxsize: 2, mimetype: 'jpg,png', savename: '/s',
      // the reference's keys (3.1) from the same settings
      maxSize: 1, saveName: '/s', allowedSuffixes: 'jpg,png', allowedMimeTypes: [],
    });
    // the pre-check accepts any matching entry: a mime pattern beside the extensions would let
    // through what the server refuses (a .gif under image/*)
    expect(settings(['jpg', 'png'], ['image/*']).mimetype).toBe('jpg,png');
  });

  it('gives the mime patterns when any extension goes, and * when nothing is limited', () => {
    expect(settings(['*'], ['image/*', 'video/mp4']).mimetype).toBe('image/*,video/mp4');
    expect(settings(['*'], []).mimetype).toBe('*');
    expect(settings(['jpg', '*'], ['*']).mimetype).toBe('*');
  });
});

describe('invalidListEntry', () => {
  it('names the first entry that is not an extension or a mime type', () => {
    expect(invalidListEntry('jpg,.png, *', 'suffix')).toBeNull();
    expect(invalidListEntry('jpg,tar.gz', 'suffix')).toBe('tar.gz');
    expect(invalidListEntry('image/*, application/pdf', 'mime')).toBeNull();
    expect(invalidListEntry('image/*,text', 'mime')).toBe('text');
  });
});

import { describe, expect, it } from 'vitest';
import { formatSize, isImageFile, previewOf, suffixOf } from './attachment-view';

describe('attachment view helpers', () => {
  it('reads the suffix of a name or URL', () => {
    expect(suffixOf('/storage/a/b.PNG')).toBe('png');
    expect(suffixOf('/storage/a/b.png!thumb_200')).toBe('file');
    expect(suffixOf('README')).toBe('file');
    expect(suffixOf('x.zip?x=1')).toBe('zip');
  });
  it('previews images by their thumbnail and other files by their icon', () => {
    expect(previewOf({ url: '/storage/a.png', mimetype: 'image/png' }, '//cdn.example.com')).toBe('//cdn.example.com/storage/a.png!thumb_200');
    expect(previewOf({ url: '/storage/a.zip', mimetype: 'application/zip', suffix: 'zip' })).toBe('/api/ajax/buildSuffixSvg?suffix=zip&server=1');
    expect(previewOf({ url: '/storage/a.svg', mimetype: 'image/svg+xml', suffix: 'svg' })).toBe('/api/ajax/buildSuffixSvg?suffix=svg&server=1');
    expect(previewOf({ url: 'https://example.com/x.jpg' })).toBe('https://example.com/x.jpg');
    expect(isImageFile({ url: '/storage/a.webp' })).toBe(true);
  });
  it('formats sizes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});

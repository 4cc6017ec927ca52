import { describe, expect, it } from 'vitest';
import { formatSize, isImageFile, nextChoice, previewOf, suffixOf } from './attachment-view';

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
  it('keeps the choice across pages, in ticking order, within the limit', () => {
    const row = (id: number) => ({ id });
    const page1 = [row(1), row(2), row(3)];
    const page2 = [row(4), row(5)];
    let chosen = nextChoice([], page1, [2], 3);
    chosen = nextChoice(chosen, page1, [2, 1], 3);
    expect(chosen.map((r) => r.id)).toEqual([2, 1]);
    chosen = nextChoice(chosen, page2, [5, 4], 3); // another page: the first page's ticks stay
    expect(chosen.map((r) => r.id)).toEqual([2, 1, 4]);
    chosen = nextChoice(chosen, page1, [1], 3); // unticking 2 on its page
    expect(chosen.map((r) => r.id)).toEqual([1, 4]);
    // a single input: the newest tick replaces the choice
    expect(nextChoice([row(1)], page1, [1, 3], 1).map((r) => r.id)).toEqual([3]);
    expect(nextChoice([row(4)], page1, [2], 1).map((r) => r.id)).toEqual([2]);
  });
});

import { describe, expect, it } from 'vitest';
import { adler32, buildSuffixSvg, hsvToRgb, suffixColour } from './suffix-svg.ts';

describe('buildSuffixSvg', () => {
  it('adler32 matches the known value', () => {
    expect(adler32('Wikipedia')).toBe(0x11e60398);
  });
  it('hsv to rgb floors as the reference', () => {
    expect(hsvToRgb(0, 0.3, 0.9)).toEqual([229, 160, 160]);
    expect(hsvToRgb(0.5, 0.3, 0.9)).toEqual([160, 229, 229]);
  });
  it('colours the label as the original (byte-swapped adler32)', () => {
    // adler32('ZIP') = 0x01f300f4; its bytes read little-endian: 0xf400f301 = 4093702913, mod 360 = 353
    expect(adler32('ZIP')).toBe(0x01f300f4);
    expect(suffixColour('ZIP')).toBe(`rgb(${hsvToRgb(353 / 360, 0.3, 0.9).join(',')})`);
  });
  it('shows the first four upper-cased characters, escaped', () => {
    expect(buildSuffixSvg('docx1')).toContain('>DOCX</tspan>');
    expect(buildSuffixSvg('<a>')).toContain('>&#60;A&#62;</tspan>');
    expect(buildSuffixSvg('')).toContain('>FILE</tspan>');
  });
  it('takes a plain colour as background and ignores anything else', () => {
    expect(buildSuffixSvg('zip', '#ff0000')).toContain('fill:#ff0000;');
    expect(buildSuffixSvg('zip', 'rgb(1, 2, 3)')).toContain('fill:rgb(1, 2, 3);');
    const evil = buildSuffixSvg('zip', 'red;"/><script>alert(1)</script>');
    expect(evil).not.toContain('<script');
    expect(evil).toContain(`fill:${suffixColour('ZIP')};`);
  });
});

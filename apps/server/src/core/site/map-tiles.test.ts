import { describe, expect, it } from 'vitest';
import { tileSource } from './map-tiles.ts';

describe('tileSource', () => {
  it('is the origin of an http(s) template of {z}, {x} and {y}', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource(' http://127.0.0.1:8831/tiles/{z}/{x}/{y}.png ')).toBe('http://127.0.0.1:8831');
    expect(tileSource('https://T0.Tianditu.gov.cn/vec_w/wmts?tk=KEY&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}')).toBe('https://t0.tianditu.gov.cn');
  });

  it('turns a {s} in the first label into the CSP wildcard', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}')).toBe('https://*.is.autonavi.com');
  });

  it('refuses what is not a tile template, or a {s} CSP cannot express', () => {
    for (const bad of [
      '',
      'tile.openstreetmap.org/{z}/{x}/{y}.png',
      'javascript://x/{z}/{x}/{y}',
      'https://tile.openstreetmap.org/{z}/{x}.png',
      'https://tiles.{s}.example.com/{z}/{x}/{y}.png',
      'https://exa mple.com/{z}/{x}/{y}.png',
      "https://a.com';script-src *;/{z}/{x}/{y}",
      "https://a.com';script-src/{z}/{x}/{y}",
      'https://a.com:80:80/{z}/{x}/{y}',
      'https:///{z}/{x}/{y}.png',
    ]) expect(tileSource(bad), bad).toBeNull();
  });
});

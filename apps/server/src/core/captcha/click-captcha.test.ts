import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ICON_LABELS, CAPTCHA_ICON_NAMES, loadCaptchaAssets } from './assets.ts';
import {
  checkClickCaptchaPoints,
  layoutClickCaptcha,
  renderClickCaptcha,
  solveClickCaptcha,
  type CaptchaPoint,
} from './click-captcha.ts';
import * as barrel from './index.ts';

const W = 350;
const H = 200;

/** The click box of a point as [left, top, right, bottom]. */
function box(p: CaptchaPoint): [number, number, number, number] {
  return p.icon ? [p.x, p.y, p.x + p.width, p.y + p.height] : [p.x, p.y - p.height, p.x + p.width, p.y];
}

function intersects(a: CaptchaPoint, b: CaptchaPoint): boolean {
  const [al, at, ar, ab] = box(a);
  const [bl, bt, br, bb] = box(b);
  return al < br && bl < ar && at < bb && bt < ab;
}

const click = (x: number, y: number, rw = W, rh = H) => `${x},${y};${rw};${rh}`;

describe('renderClickCaptcha', () => {
  it('returns a 350×200 PNG with exactly `length` targets', async () => {
    const r = await renderClickCaptcha({ lang: 'zh-cn' });
    expect(r.width).toBe(W);
    expect(r.height).toBe(H);
    expect(r.png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(r.png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(r.png.readUInt32BE(16)).toBe(W);
    expect(r.png.readUInt32BE(20)).toBe(H);
    const img = await loadImage(r.png); // a real decoder accepts it
    expect([img.width, img.height]).toEqual([W, H]);
    expect(r.points).toHaveLength(2);
    expect(r.text).toEqual(r.points.map((p) => p.text));
    for (const p of r.points) {
      const [l, t, rr, b] = box(p);
      expect(l).toBeGreaterThanOrEqual(0);
      expect(t).toBeGreaterThanOrEqual(0);
      expect(rr).toBeLessThanOrEqual(W);
      expect(b).toBeLessThanOrEqual(H);
    }
  });

  it('labels characters as themselves and icons as <label> in zh-cn and en', async () => {
    const { charset } = loadCaptchaAssets();
    const text = await renderClickCaptcha({ lang: 'en', mode: ['text'] });
    for (const p of text.points) {
      expect(p.icon).toBe(false);
      expect(charset).toContain(p.text);
      expect(p.size).toBeGreaterThanOrEqual(15);
      expect(p.size).toBeLessThanOrEqual(30);
    }
    expect(new Set(text.text).size).toBe(2);

    for (const lang of ['zh-cn', 'en'] as const) {
      const r = await renderClickCaptcha({ lang, mode: ['icon'] });
      expect(r.text).toHaveLength(2);
      for (const p of r.points) {
        expect(p.icon).toBe(true);
        expect(CAPTCHA_ICON_NAMES).toContain(p.name);
        const name = p.name as (typeof CAPTCHA_ICON_NAMES)[number];
        expect(p.text).toBe(`<${CAPTCHA_ICON_LABELS[lang][name]}>`);
        expect(p.size).toBeGreaterThanOrEqual(32);
        expect(p.size).toBeLessThanOrEqual(41);
      }
    }
    const zh = await renderClickCaptcha({ lang: 'zh-cn', mode: ['icon'] });
    expect(zh.text.every((t) => /^<[\u4e00-\u9fff]+>$/.test(t))).toBe(true);
    const en = await renderClickCaptcha({ lang: 'en', mode: ['icon'] });
    expect(en.text.every((t) => /^<[a-z ]+>$/.test(t))).toBe(true);
  });

  it('mixes characters and icons by default', () => {
    let icons = 0;
    let chars = 0;
    for (let i = 0; i < 200; i++) {
      for (const p of layoutClickCaptcha({ lang: 'zh-cn' }).points) {
        if (p.icon) icons++;
        else chars++;
      }
    }
    expect(icons).toBeGreaterThan(100);
    expect(chars).toBeGreaterThan(100);
  });

  it('never overlaps targets with each other or with decoys, and keeps everything inside', () => {
    for (const length of [2, 4]) {
      for (let i = 0; i < 300; i++) {
        const { points, length: n } = layoutClickCaptcha({ lang: 'zh-cn', length, confuseLength: length === 2 ? 2 : 6 });
        expect(n).toBe(length);
        expect(points).toHaveLength(length === 2 ? 4 : 10);
        expect(new Set(points.map((p) => p.name ?? p.text)).size).toBe(points.length);
        for (let a = 0; a < points.length; a++) {
          const [l, t, r, b] = box(points[a]!);
          expect(l >= 0 && t >= 0 && r <= W && b <= H).toBe(true);
          for (let b2 = a + 1; b2 < points.length; b2++) expect(intersects(points[a]!, points[b2]!)).toBe(false);
        }
      }
    }
  });

  it('rejects impossible options', async () => {
    await expect(renderClickCaptcha({ lang: 'zh-cn', length: 0 })).rejects.toThrow(RangeError);
    await expect(renderClickCaptcha({ lang: 'zh-cn', length: 1.5 })).rejects.toThrow(RangeError);
    await expect(renderClickCaptcha({ lang: 'zh-cn', confuseLength: -1 })).rejects.toThrow(RangeError);
    await expect(renderClickCaptcha({ lang: 'zh-cn', length: 8, confuseLength: 8 })).rejects.toThrow(RangeError);
    await expect(renderClickCaptcha({ lang: 'zh-cn', mode: ['video' as 'text'] })).rejects.toThrow(RangeError);
  });

  it('is re-exported by the index', () => {
    expect(barrel.renderClickCaptcha).toBe(renderClickCaptcha);
    expect(barrel.checkClickCaptchaPoints).toBe(checkClickCaptchaPoints);
    expect(barrel.solveClickCaptcha).toBe(solveClickCaptcha);
  });
});

describe('checkClickCaptchaPoints', () => {
  it('accepts the solution at natural and scaled rendered sizes', async () => {
    for (let i = 0; i < 100; i++) {
      const { points } = layoutClickCaptcha({ lang: i % 2 ? 'en' : 'zh-cn', mode: i % 3 === 0 ? ['text'] : ['text', 'icon'] });
      const targets = points.slice(0, 2);
      for (const [rw, rh] of [[350, 200], [300, 171], [175, 100], [700, 400], [333.5, 190.25]] as const) {
        const info = solveClickCaptcha(targets, W, H, rw, rh);
        expect(checkClickCaptchaPoints(targets, W, H, info)).toBe(true);
      }
    }
    const r = await renderClickCaptcha({ lang: 'zh-cn' });
    expect(checkClickCaptchaPoints(r.points, r.width, r.height, solveClickCaptcha(r.points, r.width, r.height, 300, 171))).toBe(true);
  });

  it('scales clicks by rendered size', () => {
    const p: CaptchaPoint = { text: '<火>', icon: true, name: 'fire', size: 40, x: 100, y: 50, width: 40, height: 40 };
    // (120, 70) in image space is (60, 35) in a half-size rendering
    expect(checkClickCaptchaPoints([p], W, H, click(60, 35, 175, 100))).toBe(true);
    // the same raw click against a full-size rendering is outside
    expect(checkClickCaptchaPoints([p], W, H, click(60, 35))).toBe(false);
  });

  it('rejects clicks outside a target', () => {
    const { points } = layoutClickCaptcha({ lang: 'zh-cn' });
    const [a, b] = [points[0]!, points[1]!];
    const ok = solveClickCaptcha([a, b], W, H, W, H);
    expect(checkClickCaptchaPoints([a, b], W, H, ok)).toBe(true);
    const [, secondClick] = ok.split(';')[0]!.split('-');
    const [al, at, ar, ab] = box(a);
    const cy = (at + ab) / 2;
    const cx = (al + ar) / 2;
    for (const [x, y] of [[al - 1, cy], [ar + 1, cy], [cx, at - 1], [cx, ab + 1]]) {
      if (x! < 0 || y! < 0) continue;
      expect(checkClickCaptchaPoints([a, b], W, H, `${x},${y}-${secondClick};${W};${H}`)).toBe(false);
    }
    // a decoy's centre is not a target
    const decoy = points[2]!;
    const decoyInfo = solveClickCaptcha([decoy, b], W, H, W, H);
    expect(checkClickCaptchaPoints([a, b], W, H, decoyInfo)).toBe(false);
  });

  it('rejects the right points in the wrong order', () => {
    for (let i = 0; i < 50; i++) {
      const { points } = layoutClickCaptcha({ lang: 'zh-cn' });
      const targets = points.slice(0, 2);
      const swapped = solveClickCaptcha([targets[1]!, targets[0]!], W, H, W, H);
      expect(checkClickCaptchaPoints(targets, W, H, swapped)).toBe(false);
    }
  });

  it('requires exactly `length` clicks', () => {
    const { points } = layoutClickCaptcha({ lang: 'zh-cn', length: 3, confuseLength: 1 });
    const targets = points.slice(0, 3);
    const full = solveClickCaptcha(targets, W, H, W, H);
    expect(checkClickCaptchaPoints(targets, W, H, full)).toBe(true);
    const [clicks, rw, rh] = full.split(';') as [string, string, string];
    const list = clicks.split('-');
    expect(checkClickCaptchaPoints(targets, W, H, `${list.slice(0, 2).join('-')};${rw};${rh}`)).toBe(false);
    expect(checkClickCaptchaPoints(targets, W, H, `${list[0]};${rw};${rh}`)).toBe(false);
    expect(checkClickCaptchaPoints(targets, W, H, `${[...list, list[2]].join('-')};${rw};${rh}`)).toBe(false);
    expect(checkClickCaptchaPoints(targets, W, H, `;${rw};${rh}`)).toBe(false);
    expect(checkClickCaptchaPoints([], W, H, `;${rw};${rh}`)).toBe(false);
  });

  it('rejects malformed info strings and never throws', () => {
    const p: CaptchaPoint = { text: '<火>', icon: true, name: 'fire', size: 40, x: 100, y: 50, width: 40, height: 40 };
    const good = '120,70;350;200';
    expect(checkClickCaptchaPoints([p], W, H, good)).toBe(true);
    const bad = [
      '',
      ';',
      ';;',
      '120,70',
      '120,70;350',
      '120,70;350;200;1',
      '120,70;0;200',
      '120,70;350;0',
      '120,70;-350;200',
      '120,70;350;-200',
      '120,70;NaN;200',
      '120,70;350;Infinity',
      '120,70;abc;200',
      '120,70;1e400;200',
      '120,70;0x15e;200',
      'NaN,70;350;200',
      '120,NaN;350;200',
      '-120,70;350;200',
      '120,-70;350;200',
      '120;350;200',
      '120,70,1;350;200',
      '120,,70;350;200',
      ',70;350;200',
      '120,;350;200',
      '1.2.3,70;350;200',
      '120,70-;350;200',
      '-120,70;350;200',
      '120 70;350;200',
      '12e1,70;350;200',
      `${'1'.repeat(2000)},70;350;200`,
    ];
    for (const info of bad) expect({ info, ok: checkClickCaptchaPoints([p], W, H, info) }).toEqual({ info, ok: false });
    const weird: unknown[] = [undefined, null, 42, {}, ['120,70;350;200']];
    for (const info of weird) expect(checkClickCaptchaPoints([p], W, H, info as string)).toBe(false);
    // bad image sizes or points never throw either
    expect(checkClickCaptchaPoints([p], 0, H, good)).toBe(false);
    expect(checkClickCaptchaPoints([p], W, Number.NaN, good)).toBe(false);
    expect(checkClickCaptchaPoints(null as unknown as CaptchaPoint[], W, H, good)).toBe(false);
    expect(checkClickCaptchaPoints([null as unknown as CaptchaPoint], W, H, good)).toBe(false);
    expect(checkClickCaptchaPoints([{ ...p, width: Number.NaN }], W, H, good)).toBe(false);
  });

  it('treats a text point’s y as its baseline (box above it) and an icon’s y as its top', () => {
    const text: CaptchaPoint = { text: '花', icon: false, size: 20, x: 100, y: 100, width: 20, height: 20 };
    const icon: CaptchaPoint = { ...text, text: '<火>', icon: true, name: 'fire' };
    // above the baseline, within height
    expect(checkClickCaptchaPoints([text], W, H, click(110, 90))).toBe(true);
    expect(checkClickCaptchaPoints([text], W, H, click(110, 80))).toBe(true);
    expect(checkClickCaptchaPoints([text], W, H, click(110, 100))).toBe(true);
    // below the baseline, or above the top
    expect(checkClickCaptchaPoints([text], W, H, click(110, 105))).toBe(false);
    expect(checkClickCaptchaPoints([text], W, H, click(110, 79))).toBe(false);
    // icons: box below y
    expect(checkClickCaptchaPoints([icon], W, H, click(110, 105))).toBe(true);
    expect(checkClickCaptchaPoints([icon], W, H, click(110, 90))).toBe(false);
    // x range is the same for both
    expect(checkClickCaptchaPoints([text], W, H, click(99, 90))).toBe(false);
    expect(checkClickCaptchaPoints([text], W, H, click(121, 90))).toBe(false);
    expect(checkClickCaptchaPoints([text], W, H, click(120.5, 90))).toBe(false);
    expect(checkClickCaptchaPoints([text], W, H, click(119.5, 90))).toBe(true);
  });
});

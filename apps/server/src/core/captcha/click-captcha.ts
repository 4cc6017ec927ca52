import { randomInt } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  CAPTCHA_FONT_FAMILY,
  CAPTCHA_ICON_LABELS,
  CAPTCHA_ICON_NAMES,
  ICON_RASTER_PAD,
  ICON_RASTER_SIZE,
  loadCaptchaAssets,
  type CaptchaIconName,
} from './assets.ts';
import { drawBackground } from './background.ts';
import { encodeOpaquePng } from './png.ts';

/**
 * BuildAdmin-compatible "click the characters/icons in order" captcha.
 *
 * Geometry of a point (image pixels, origin top-left):
 * - icon: the box is [x, x + width] × [y, y + height] (y is the top edge);
 * - text: the box is [x, x + width] × [y − height, y] (y is the bottom edge, the "baseline" of the
 *   original; here it is the bottom of the glyph's ink box plus a small padding, so the whole
 *   glyph is clickable).
 */
export interface CaptchaPoint {
  text: string;
  icon: boolean;
  name?: string;
  size: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ClickCaptchaOptions {
  lang: 'zh-cn' | 'en';
  mode?: ('text' | 'icon')[];
  length?: number;
  confuseLength?: number;
}

export interface RenderedClickCaptcha {
  png: Buffer;
  width: number;
  height: number;
  text: string[];
  /** The `length` targets only, in click order. */
  points: CaptchaPoint[];
}

export const CLICK_CAPTCHA_WIDTH = 350;
export const CLICK_CAPTCHA_HEIGHT = 200;

const DEFAULT_MODE: ('text' | 'icon')[] = ['text', 'icon'];
const DEFAULT_LENGTH = 2;
const DEFAULT_CONFUSE_LENGTH = 2;
/** More points than this do not fit reliably on a 350×200 image without overlapping. */
const MAX_POINTS = 10;

const TEXT_SIZE_MIN = 15;
const TEXT_SIZE_MAX = 30;
const ICON_SIZE_MIN = 32;
const ICON_SIZE_MAX = 41;
/** Extra clickable margin (px) around a glyph's ink box. */
const TEXT_PAD = 2;
/** Minimum free space (px) between the rotated extents of two points. */
const GAP = 4;
/** Maximum rotation of a point, radians (±). */
const MAX_TEXT_ROTATION = (25 * Math.PI) / 180;
const MAX_ICON_ROTATION = (20 * Math.PI) / 180;

interface Candidate {
  kind: 'text' | 'icon';
  /** The character, or the icon name. */
  value: string;
}

interface Placed {
  point: CaptchaPoint;
  cx: number;
  cy: number;
  rotation: number;
  /** Half extents of the rotated box, used for collision and bounds. */
  hx: number;
  hy: number;
  /** Text only: offset from the centre to the fillText anchor (un-rotated). */
  drawDx: number;
  drawDy: number;
}

const rndFloat = (min: number, max: number): number => min + Math.random() * (max - min);

function pickDistinct<T>(pool: readonly T[], n: number): T[] {
  const copy = pool.slice();
  const out: T[] = [];
  for (let i = 0; i < n && copy.length > 0; i++) {
    const j = randomInt(copy.length);
    out.push(copy[j]!);
    copy[j] = copy[copy.length - 1]!;
    copy.pop();
  }
  return out;
}

function shuffle<T>(arr: T[]): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [arr[i], arr[j]] = [arr[j]!, arr[i]!];
  }
  return arr;
}

function intOption(value: number | undefined, fallback: number, min: number, name: string): number {
  const v = value ?? fallback;
  if (!Number.isInteger(v) || v < min) throw new RangeError(`click captcha: ${name} must be an integer >= ${min}`);
  return v;
}

function buildCandidates(mode: ('text' | 'icon')[], total: number, charset: readonly string[]): Candidate[] {
  const useText = mode.includes('text');
  const useIcon = mode.includes('icon');
  if (!useText && !useIcon) throw new RangeError("click captcha: mode must contain 'text' and/or 'icon'");
  if (useIcon && !useText && total > CAPTCHA_ICON_NAMES.length) {
    throw new RangeError(`click captcha: icon mode supports at most ${CAPTCHA_ICON_NAMES.length} points`);
  }
  const chars: Candidate[] = useText ? pickDistinct(charset, total).map((value) => ({ kind: 'text', value })) : [];
  const icons: Candidate[] = useIcon
    ? pickDistinct(CAPTCHA_ICON_NAMES, total).map((value) => ({ kind: 'icon', value }))
    : [];
  // Both modes: `total` chars + `total` icons, shuffled, keep `total` (as the original does).
  return shuffle([...chars, ...icons]).slice(0, total);
}

function measure(ctx: SKRSContext2D, c: Candidate, lang: 'zh-cn' | 'en'): Omit<Placed, 'cx' | 'cy' | 'hx' | 'hy'> {
  if (c.kind === 'icon') {
    const size = randomInt(ICON_SIZE_MIN, ICON_SIZE_MAX + 1);
    const name = c.value as CaptchaIconName;
    return {
      point: { text: `<${CAPTCHA_ICON_LABELS[lang][name]}>`, icon: true, name, size, x: 0, y: 0, width: size, height: size },
      rotation: rndFloat(-MAX_ICON_ROTATION, MAX_ICON_ROTATION),
      drawDx: 0,
      drawDy: 0,
    };
  }
  const size = randomInt(TEXT_SIZE_MIN, TEXT_SIZE_MAX + 1);
  ctx.font = `${size}px ${CAPTCHA_FONT_FAMILY}`;
  const m = ctx.measureText(c.value);
  const left = m.actualBoundingBoxLeft;
  const inkW = Math.max(left + m.actualBoundingBoxRight, size * 0.5);
  const inkH = Math.max(m.actualBoundingBoxAscent + m.actualBoundingBoxDescent, size * 0.5);
  const width = Math.ceil(inkW) + 2 * TEXT_PAD;
  const height = Math.ceil(inkH) + 2 * TEXT_PAD;
  return {
    point: { text: c.value, icon: false, size, x: 0, y: 0, width, height },
    rotation: rndFloat(-MAX_TEXT_ROTATION, MAX_TEXT_ROTATION),
    // With textAlign 'left' / textBaseline 'alphabetic' this puts the ink box's centre at the origin.
    drawDx: -inkW / 2 + left,
    drawDy: inkH / 2 - m.actualBoundingBoxDescent,
  };
}

function overlaps(a: Placed, b: Placed): boolean {
  return Math.abs(a.cx - b.cx) < a.hx + b.hx + GAP && Math.abs(a.cy - b.cy) < a.hy + b.hy + GAP;
}

/** Random non-overlapping centres; returns null when this attempt got stuck. */
function tryLayout(items: Omit<Placed, 'cx' | 'cy' | 'hx' | 'hy'>[], width: number, height: number): Placed[] | null {
  const placed: Placed[] = [];
  for (const it of items) {
    const { width: w, height: h } = it.point;
    const cos = Math.abs(Math.cos(it.rotation));
    const sin = Math.abs(Math.sin(it.rotation));
    // Extents of the rotated box, but never smaller than the (unrotated) click box itself.
    const hx = Math.max(w * cos + h * sin, w) / 2;
    const hy = Math.max(w * sin + h * cos, h) / 2;
    const margin = 3;
    let ok = false;
    for (let attempt = 0; attempt < 60 && !ok; attempt++) {
      const cx = rndFloat(hx + margin, width - hx - margin);
      const cy = rndFloat(hy + margin, height - hy - margin);
      const cand: Placed = { ...it, cx, cy, hx, hy };
      if (placed.every((p) => !overlaps(p, cand))) {
        placed.push(cand);
        ok = true;
      }
    }
    if (!ok) return null;
  }
  return placed;
}

function finalisePoint(p: Placed): CaptchaPoint {
  const pt = p.point;
  const x = Math.round(p.cx - pt.width / 2);
  if (pt.icon) return { ...pt, x, y: Math.round(p.cy - pt.height / 2) };
  return { ...pt, x, y: Math.round(p.cy + pt.height / 2) };
}

function drawPoint(ctx: SKRSContext2D, p: Placed, icons: ReturnType<typeof loadCaptchaAssets>['icons']): void {
  ctx.save();
  ctx.translate(p.cx, p.cy);
  ctx.rotate(p.rotation);
  if (p.point.icon) {
    const img = icons.get(p.point.name as CaptchaIconName)!;
    const s = p.point.size;
    const full = (s * (ICON_RASTER_SIZE + 2 * ICON_RASTER_PAD)) / ICON_RASTER_SIZE;
    ctx.globalAlpha = rndFloat(0.82, 0.95);
    ctx.drawImage(img, -full / 2, -full / 2, full, full);
  } else {
    ctx.font = `${p.point.size}px ${CAPTCHA_FONT_FAMILY}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    // light, semi-transparent colour with a soft dark halo: readable by people, not a clean OCR target
    ctx.shadowColor = 'rgba(0,0,0,0.55)';
    ctx.shadowBlur = 3;
    ctx.fillStyle = `hsla(${randomInt(360)},${randomInt(55, 90)}%,${randomInt(80, 92)}%,${rndFloat(0.72, 0.85).toFixed(2)})`;
    ctx.fillText(p.point.text, p.drawDx, p.drawDy);
  }
  ctx.restore();
}

/** Loads the font, charset and icons now instead of on the first render (optional). */
export function preloadClickCaptcha(): void {
  loadCaptchaAssets();
}

interface Plan {
  length: number;
  /** Targets first (in click order), then decoys. */
  placed: Placed[];
}

function plan(opts: ClickCaptchaOptions, ctx: SKRSContext2D, width: number, height: number): Plan {
  const lang = opts.lang === 'en' ? 'en' : 'zh-cn';
  const mode = opts.mode && opts.mode.length > 0 ? opts.mode : DEFAULT_MODE;
  const length = intOption(opts.length, DEFAULT_LENGTH, 1, 'length');
  const confuseLength = intOption(opts.confuseLength, DEFAULT_CONFUSE_LENGTH, 0, 'confuseLength');
  const total = length + confuseLength;
  if (total > MAX_POINTS) throw new RangeError(`click captcha: length + confuseLength must be <= ${MAX_POINTS}`);

  const assets = loadCaptchaAssets();
  for (let round = 0; round < 50; round++) {
    const items = buildCandidates(mode, total, assets.charset).map((c) => measure(ctx, c, lang));
    const placed = tryLayout(items, width, height);
    if (placed) return { length, placed };
  }
  throw new Error('click captcha: could not lay out points');
}

/**
 * @internal For tests: the layout of one captcha without drawing it: every point (targets first, in order,
 * then the decoys) in the same geometry as `RenderedClickCaptcha.points`.
 */
export function layoutClickCaptcha(opts: ClickCaptchaOptions): { length: number; points: CaptchaPoint[] } {
  const ctx = createCanvas(1, 1).getContext('2d');
  const { length, placed } = plan(opts, ctx, CLICK_CAPTCHA_WIDTH, CLICK_CAPTCHA_HEIGHT);
  return { length, points: placed.map(finalisePoint) };
}

export async function renderClickCaptcha(opts: ClickCaptchaOptions): Promise<RenderedClickCaptcha> {
  const width = CLICK_CAPTCHA_WIDTH;
  const height = CLICK_CAPTCHA_HEIGHT;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const { length, placed } = plan(opts, ctx, width, height);
  const { icons } = loadCaptchaAssets();

  drawBackground(ctx, width, height);
  for (const p of placed) drawPoint(ctx, p, icons);

  const points = placed.slice(0, length).map(finalisePoint);
  const png = await encodeOpaquePng(ctx.getImageData(0, 0, width, height).data, width, height);
  return { png, width, height, text: points.map((p) => p.text), points };
}

const NUM = /^\d+(?:\.\d+)?$/;

function parseNumber(s: string): number {
  return NUM.test(s) ? Number(s) : NaN;
}

function isValidPoint(p: unknown): p is CaptchaPoint {
  if (!p || typeof p !== 'object') return false;
  const q = p as CaptchaPoint;
  return [q.x, q.y, q.width, q.height].every((n) => typeof n === 'number' && Number.isFinite(n)) && q.width > 0 && q.height > 0;
}

/**
 * Verifies a user's clicks. `info` is `"x1,y1-x2,y2;<rendered width>;<rendered height>"` with the click
 * positions measured in the rendered (possibly scaled) image. Exactly `points.length` clicks are required,
 * in order. Never throws: anything malformed yields false.
 */
export function checkClickCaptchaPoints(points: CaptchaPoint[], imageWidth: number, imageHeight: number, info: string): boolean {
  try {
    if (!Array.isArray(points) || points.length === 0 || !points.every(isValidPoint)) return false;
    if (!(Number.isFinite(imageWidth) && imageWidth > 0 && Number.isFinite(imageHeight) && imageHeight > 0)) return false;
    if (typeof info !== 'string' || info.length > 1000) return false;

    const parts = info.split(';');
    if (parts.length !== 3) return false;
    const renderedWidth = parseNumber(parts[1]!.trim());
    const renderedHeight = parseNumber(parts[2]!.trim());
    if (!(renderedWidth > 0 && renderedHeight > 0)) return false; // also rejects NaN
    const xPro = renderedWidth / imageWidth;
    const yPro = renderedHeight / imageHeight;

    const clicks = parts[0]!.split('-');
    if (clicks.length !== points.length) return false;

    for (let k = 0; k < points.length; k++) {
      const xy = clicks[k]!.split(',');
      if (xy.length !== 2) return false;
      const cx = parseNumber(xy[0]!.trim());
      const cy = parseNumber(xy[1]!.trim());
      if (!Number.isFinite(cx) || !Number.isFinite(cy)) return false;
      const x = cx / xPro;
      const y = cy / yPro;
      const p = points[k]!;
      if (x < p.x || x > p.x + p.width) return false;
      if (p.icon) {
        if (y < p.y || y > p.y + p.height) return false;
      } else if (y < p.y - p.height || y > p.y) {
        return false;
      }
    }
    return true;
  } catch {
    return false;
  }
}

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** For tests and e2e: the centre of each target as a click position in a rendered image of the given size. */
export function solveClickCaptcha(
  points: CaptchaPoint[],
  imageWidth: number,
  imageHeight: number,
  renderedWidth: number,
  renderedHeight: number,
): string {
  const xPro = renderedWidth / imageWidth;
  const yPro = renderedHeight / imageHeight;
  const clicks = points.map((p) => {
    const cx = p.x + p.width / 2;
    const cy = p.icon ? p.y + p.height / 2 : p.y - p.height / 2;
    return `${fmt(cx * xPro)},${fmt(cy * yPro)}`;
  });
  return `${clicks.join('-')};${fmt(renderedWidth)};${fmt(renderedHeight)}`;
}

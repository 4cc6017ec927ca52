import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts, Image, type Canvas } from '@napi-rs/canvas';

/**
 * Static assets of the click captcha (see apps/server/assets/captcha/README.md):
 * a CJK font subset, the character set it covers, and 20 SVG icons.
 * Everything is loaded lazily on first use and cached for the life of the process.
 */

/** Family alias the CJK subset font is registered under (never a system font name). */
export const CAPTCHA_FONT_FAMILY = 'ClickCaptchaCJK';

/** Icon rasters are pre-rendered at this size (px) and scaled down when drawn. */
export const ICON_RASTER_SIZE = 96;
/** Transparent margin (raster px) on each side of an icon raster, holding its baked-in soft shadow. */
export const ICON_RASTER_PAD = 8;

export const CAPTCHA_ICON_NAMES = [
  'aeroplane', 'apple', 'banana', 'bell', 'bicycle', 'bird', 'bomb', 'butterfly', 'candy', 'crab',
  'cup', 'dolphin', 'fire', 'guitar', 'hexagon', 'pear', 'rocket', 'sailboat', 'snowflake', 'wolf head',
] as const;
export type CaptchaIconName = (typeof CAPTCHA_ICON_NAMES)[number];

export const CAPTCHA_ICON_LABELS: Record<'zh-cn' | 'en', Record<CaptchaIconName, string>> = {
  'zh-cn': {
    aeroplane: '飞机', apple: '苹果', banana: '香蕉', bell: '铃铛', bicycle: '自行车',
    bird: '小鸟', bomb: '炸弹', butterfly: '蝴蝶', candy: '糖果', crab: '螃蟹',
    cup: '杯子', dolphin: '海豚', fire: '火', guitar: '吉他', hexagon: '六角形',
    pear: '梨', rocket: '火箭', sailboat: '帆船', snowflake: '雪花', 'wolf head': '狼头',
  },
  en: {
    aeroplane: 'aeroplane', apple: 'apple', banana: 'banana', bell: 'bell', bicycle: 'bicycle',
    bird: 'bird', bomb: 'bomb', butterfly: 'butterfly', candy: 'candy', crab: 'crab',
    cup: 'cup', dolphin: 'dolphin', fire: 'fire', guitar: 'guitar', hexagon: 'hexagon',
    pear: 'pear', rocket: 'rocket', sailboat: 'sailboat', snowflake: 'snowflake', 'wolf head': 'wolf head',
  },
};

export interface CaptchaAssets {
  /** Characters the registered font is guaranteed to have glyphs for. */
  charset: readonly string[];
  /**
   * Square pre-rendered icon rasters (transparent background) of ICON_RASTER_SIZE + 2 × ICON_RASTER_PAD px,
   * the icon in the middle with a soft dark shadow baked in (a live canvas shadow costs ~3 ms per icon).
   */
  icons: ReadonlyMap<CaptchaIconName, Canvas>;
}

/** apps/server/assets/captcha, resolved from this file (src/core/captcha). */
export const CAPTCHA_ASSET_DIR = fileURLToPath(new URL('../../../assets/captcha/', import.meta.url));

let cached: CaptchaAssets | undefined;

/** Registers the font and loads charset and icons once; later calls return the cache. */
export function loadCaptchaAssets(): CaptchaAssets {
  if (cached) return cached;
  const dir = CAPTCHA_ASSET_DIR;

  const fontPath = path.join(dir, 'NotoSansSC-Bold.subset.ttf');
  if (!GlobalFonts.has(CAPTCHA_FONT_FAMILY) && !GlobalFonts.registerFromPath(fontPath, CAPTCHA_FONT_FAMILY)) {
    throw new Error(`click captcha: cannot register font ${fontPath}`);
  }

  const charset = [...new Set(fs.readFileSync(path.join(dir, 'charset.txt'), 'utf8').replace(/\s+/g, ''))];
  if (charset.length < 20) throw new Error('click captcha: charset.txt is too small');

  const icons = new Map<CaptchaIconName, Canvas>();
  for (const name of CAPTCHA_ICON_NAMES) {
    const file = path.join(dir, 'icons', `${name.replace(/\s+/g, '-')}.svg`);
    const img = new Image();
    // For SVG sources width/height set before src choose the raster size.
    img.width = ICON_RASTER_SIZE;
    img.height = ICON_RASTER_SIZE;
    img.src = fs.readFileSync(file);
    if (!img.complete || img.naturalWidth === 0) throw new Error(`click captcha: cannot decode icon ${file}`);
    const c = createCanvas(ICON_RASTER_SIZE + 2 * ICON_RASTER_PAD, ICON_RASTER_SIZE + 2 * ICON_RASTER_PAD);
    const ctx = c.getContext('2d');
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 8;
    ctx.drawImage(img, ICON_RASTER_PAD, ICON_RASTER_PAD, ICON_RASTER_SIZE, ICON_RASTER_SIZE);
    icons.set(name, c);
  }

  cached = { charset, icons };
  return cached;
}

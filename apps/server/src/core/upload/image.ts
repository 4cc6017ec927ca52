import fs from 'node:fs/promises';
import type { FormatEnum } from 'sharp';
import { THUMB_SUFFIX } from '@app/contract';
import type { Sniffed } from './sniff.ts';

/** Names and types treated as images (reference 8.2 step 6): they must decode. */
export const IMAGE_SUFFIXES = ['gif', 'jpg', 'jpeg', 'bmp', 'png', 'webp'];
const IMAGE_MIMES = ['image/gif', 'image/jpg', 'image/jpeg', 'image/bmp', 'image/png', 'image/webp'];

export { THUMB_SUFFIX };
/** Thumbnails (`<url>!thumb_200`) fit in 200×200. */
const THUMB_SIZE = 200;

export const isImageUpload = (suffix: string, sniffed: Sniffed) => IMAGE_SUFFIXES.includes(suffix) || IMAGE_MIMES.includes(sniffed.mime);

export interface DecodedImage {
  width: number;
  height: number;
  /** The 200-pixel preview in the image's own format; null when we cannot make one (BMP). */
  thumb: Buffer | null;
}

// sharp decodes SVG and more; only these raster formats count as images here.
const RASTER: Record<string, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * Width and height from a BMP header (sharp does not read BMP); null when it is not one or the
 * file is too short for the uncompressed pixels its header announces.
 */
function bmpSize(head: Buffer, bytes: number): { width: number; height: number } | null {
  if (head.length < 34 || head.toString('latin1', 0, 2) !== 'BM' || head.readUInt32LE(14) < 40) return null;
  const width = head.readInt32LE(18);
  const height = Math.abs(head.readInt32LE(22));
  const bpp = head.readUInt16LE(28);
  const compression = head.readUInt32LE(30);
  if (width <= 0 || height <= 0 || ![1, 4, 8, 16, 24, 32].includes(bpp)) return null;
  const pixels = head.readUInt32LE(10) + Math.floor((bpp * width + 31) / 32) * 4 * height;
  if ((compression === 0 || compression === 3) && bytes < pixels) return null;
  return { width, height };
}

/**
 * Decodes an uploaded image completely (so a truncated or fake image fails) and makes its
 * thumbnail in the same pass; null when it is not a valid raster image of a known format.
 */
export async function decodeImage(file: string, sniffed: Sniffed, head: Buffer): Promise<DecodedImage | null> {
  if (sniffed.ext === 'bmp') {
    const size = bmpSize(head, (await fs.stat(file)).size);
    return size && { ...size, thumb: null };
  }
  // Loaded on the first image: the library costs start-up time for a server that may never need it.
  const { default: sharp } = await import('sharp');
  try {
    const input = sharp(file, { failOn: 'error', limitInputPixels: 100_000_000 });
    const meta = await input.metadata();
    const format = RASTER[meta.format ?? ''];
    if (!format || !meta.width || !meta.height || format !== (sniffed.ext === 'jpeg' ? 'jpg' : sniffed.ext)) return null;
    const thumb = await input
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .toFormat(meta.format as keyof FormatEnum)
      .toBuffer();
    return { width: meta.width, height: meta.height, thumb };
  } catch {
    return null;
  }
}

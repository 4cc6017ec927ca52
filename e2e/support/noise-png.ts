import crypto from 'node:crypto';
import sharp from 'sharp';

/** A PNG of noise (it does not compress): about width·height·3 bytes. */
export const noisePng = (width: number, height: number) =>
  sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();

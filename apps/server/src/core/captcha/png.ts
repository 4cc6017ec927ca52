import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Minimal PNG encoder for opaque images (colour type 2, 8-bit RGB).
 *
 * Skia's PNG encoder in @napi-rs/canvas 1.0.x takes ~20 ms for a 350×200 captcha. Filtering rows here and
 * deflating with zlib's Z_RLE strategy (fast, and about as small as level 6 on filtered photo-like data;
 * run off the main thread) takes a few ms for a similar file size.
 */

const deflate = promisify(zlib.deflate);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/**
 * Scanlines with a per-row filter chosen by the usual minimum-sum-of-absolute-differences heuristic
 * among Sub, Up and Paeth (alpha is dropped: the image is assumed opaque).
 */
function filterRows(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const rgb = new Uint8Array(stride * (height + 1)); // row 0 is a zero row standing for "above the image"
  for (let i = stride, j = 0; i < rgb.length; i += 3, j += 4) {
    rgb[i] = rgba[j]!;
    rgb[i + 1] = rgba[j + 1]!;
    rgb[i + 2] = rgba[j + 2]!;
  }
  const out = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = (y + 1) * stride;
    const prev = row - stride;
    let sumS = 0;
    let sumU = 0;
    let sumP = 0;
    for (let i = 0; i < stride; i++) {
      const x = rgb[row + i]!;
      const a = i >= 3 ? rgb[row + i - 3]! : 0;
      const b = rgb[prev + i]!;
      const c = i >= 3 ? rgb[prev + i - 3]! : 0;
      const s = (x - a) & 0xff;
      const u = (x - b) & 0xff;
      const p = (x - paeth(a, b, c)) & 0xff;
      sumS += s < 128 ? s : 256 - s;
      sumU += u < 128 ? u : 256 - u;
      sumP += p < 128 ? p : 256 - p;
    }
    const type = sumS <= sumU && sumS <= sumP ? 1 : sumU <= sumP ? 2 : 4; // PNG filter types: 1 Sub, 2 Up, 4 Paeth
    let o = y * (stride + 1);
    out[o++] = type;
    for (let i = 0; i < stride; i++, o++) {
      const x = rgb[row + i]!;
      const a = i >= 3 ? rgb[row + i - 3]! : 0;
      const b = rgb[prev + i]!;
      out[o] = type === 1 ? x - a : type === 2 ? x - b : x - paeth(a, b, i >= 3 ? rgb[prev + i - 3]! : 0);
    }
  }
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes opaque RGBA pixels (e.g. ImageData.data) as an RGB PNG. */
export async function encodeOpaquePng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<Buffer> {
  if (rgba.length !== width * height * 4) throw new RangeError('encodeOpaquePng: pixel buffer size mismatch');
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  const idat = await deflate(filterRows(rgba, width, height), { level: 6, strategy: zlib.constants.Z_RLE });
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]);
}

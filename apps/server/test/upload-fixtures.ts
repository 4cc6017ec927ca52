import zlib from 'node:zlib';
import crypto from 'node:crypto';
import sharp from 'sharp';

/** Test files for uploads, made on the spot (nothing binary is checked in). */

/** A PNG (or another raster format) of the given size, filled with noise so sizes differ. */
export async function image(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 64, height = 48, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed;
  for (let i = 0; i < raw.length; i++) raw[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/** An uncompressed 24-bit BMP. */
export function bmp(width = 4, height = 3): Buffer {
  const row = Math.floor((24 * width + 31) / 32) * 4;
  const buf = Buffer.alloc(54 + row * height);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(width, 18);
  buf.writeInt32LE(height, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(24, 28);
  buf.fill(0x7f, 54);
  return buf;
}

/** A zip archive holding one stored (uncompressed) file. */
export function zip(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

export const SVG_WITH_SCRIPT = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
export const PHP_SCRIPT = Buffer.from('<?php system($_GET["c"]); ?>\n');
export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

/** POSTs one file as multipart/form-data. */
export async function postFile(url: string, file: { name: string; data: Buffer; type?: string }, headers: Record<string, string> = {}, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = await fetch(url, { method: 'POST', headers: { server: 'true', ...headers }, body: form });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as { code: number; msg: string; data: any } };
  } catch {
    return { status: res.status, body: { code: -1, msg: text, data: null } };
  }
}

/** The head of an MP4 file (an `ftyp` box, as file-type recognises it) padded to `size` bytes. */
export function mp4(size: number): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  return Buffer.concat([ftyp, crypto.randomBytes(size - ftyp.length)]);
}

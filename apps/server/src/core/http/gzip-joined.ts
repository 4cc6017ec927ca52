/**
 * A gzip answer joined from a part that changes per request and a cached part compressed once.
 * The admin bootstrap's tail (menus, site config, terminal) is the same Buffer for every admin
 * with the same rule set, language and site host until something changes: its deflate is made
 * once and kept here beside it. The per-request part (the envelope's time, the admin block: a
 * few hundred bytes) goes in front of it uncompressed, as stored deflate blocks, so a request
 * runs no compressor; the gzip checksum of the whole comes from the two parts' checksums.
 */
import zlib from 'node:zlib';
import { crc32Combine } from './crc32-combine.ts';

/** False on Node before 20.15 (no zlib.crc32): such a server answers through the compress plugin. */
export const canJoinGzip = typeof zlib.crc32 === 'function';

// A browser sends the same Accept-Encoding with every request: the last one is read once.
let lastHeader: string | undefined;
let lastAccepts = false;

/** Whether an Accept-Encoding header takes gzip: named with q > 0, else `*` with q > 0 (RFC 9110 12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  if (header !== lastHeader) {
    lastAccepts = readAcceptsGzip(header);
    lastHeader = header;
  }
  return lastAccepts;
}

function readAcceptsGzip(header: string | undefined): boolean {
  let any = false;
  for (const item of header?.split(',') ?? []) {
    const [coding, ...params] = item.split(';');
    const name = coding.trim().toLowerCase();
    if (name === 'gzip') return qualityOf(params) > 0;
    if (name === '*') any = qualityOf(params) > 0;
  }
  return any;
}

/** The `q` parameter: 1 when absent, NaN (not > 0) when malformed. */
function qualityOf(params: string[]): number {
  const q = params.map((p) => p.split('=')).find(([name]) => name.trim().toLowerCase() === 'q');
  return q ? Number(q[1]) : 1;
}

interface DeflatedTail {
  /** Raw deflate blocks, the last one final. */
  blocks: Buffer;
  crc: number;
}
const deflatedTails = new WeakMap<Buffer, DeflatedTail>();

function deflated(tail: Buffer): DeflatedTail {
  let entry = deflatedTails.get(tail);
  if (!entry) deflatedTails.set(tail, (entry = { blocks: zlib.deflateRawSync(tail, { level: 9 }), crc: zlib.crc32(tail) }));
  return entry;
}

// ID1 ID2, CM deflate, no flags, no mtime, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_MAX = 0xffff;

/** Bytes as non-final stored deflate blocks: at a byte boundary, 0x00 (BFINAL 0, BTYPE 00), LEN and NLEN (16-bit LE), the bytes. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(chunk.length ^ 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** CRC-32 and ISIZE (the length modulo 2^32), both little-endian. */
function gzipTrailer(crc: number, length: number): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return trailer;
}

/**
 * One gzip member holding `head` then `tail`. `tail` must be a cached Buffer (the same object
 * until its content changes): its deflate is made on the first call and reused after.
 */
export function gzipJoined(head: Buffer, tail: Buffer): Buffer {
  const { blocks, crc } = deflated(tail);
  const crcAll = crc32Combine(zlib.crc32(head), crc, tail.length);
  return Buffer.concat([GZIP_HEADER, ...storedBlocks(head), blocks, gzipTrailer(crcAll, head.length + tail.length)]);
}

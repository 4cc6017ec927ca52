import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptsGzip, gzipJoined } from './gzip-joined.ts';

// Text that compresses (as the bootstrap's JSON does), with some noise so that it is not trivial.
const text = (length: number) =>
  Buffer.from(Array.from({ length: Math.ceil(length / 40) }, (_, i) => `{"id":${i},"name":"${crypto.randomBytes(6).toString('hex')}"},`).join('')).subarray(0, length);

describe('gzipJoined', () => {
  const heads = [0, 1, 300, 70_000];
  const tails = [0, 1, 2_000, 40_000, 140_000];
  it.each(heads.flatMap((h) => tails.map((t) => [h, t])))('gunzips to the %i-byte head then the %i-byte tail', (headLength, tailLength) => {
    const head = crypto.randomBytes(headLength);
    const tail = text(tailLength);
    expect(zlib.gunzipSync(gzipJoined(head, tail)).equals(Buffer.concat([head, tail]))).toBe(true);
  });

  it('stores the head as is, in front of the deflated tail', () => {
    const joined = gzipJoined(Buffer.from('{"time":1,'), text(40_000));
    expect(joined.subarray(10, 15)).toEqual(Buffer.from([0, 10, 0, 0xf5, 0xff])); // BFINAL 0, BTYPE 00, LEN 10, NLEN
    expect(joined.subarray(15, 25).toString()).toBe('{"time":1,');
    expect(joined.length).toBeLessThan(40_000 / 2);
  });

  it('deflates a tail Buffer once, whatever the heads', () => {
    const deflate = vi.spyOn(zlib, 'deflateRawSync');
    try {
      const tail = text(10_000);
      for (const head of ['{"time":1,', '{"time":2,', '']) gzipJoined(Buffer.from(head), tail);
      expect(deflate).toHaveBeenCalledTimes(1);
      gzipJoined(Buffer.from('x'), Buffer.from(tail)); // another Buffer: deflated anew
      expect(deflate).toHaveBeenCalledTimes(2);
    } finally {
      deflate.mockRestore();
    }
  });

  it('a wrong CRC or length does not gunzip (the test above checks them)', () => {
    const joined = gzipJoined(Buffer.from('head'), text(5_000));
    for (const at of [joined.length - 8, joined.length - 4]) {
      const bad = Buffer.from(joined);
      bad[at] ^= 1;
      expect(() => zlib.gunzipSync(bad)).toThrow(/incorrect (data check|length check)/);
    }
  });
});

describe('acceptsGzip', () => {
  it('takes gzip with q > 0, or * when gzip is not named', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, GZIP ; q=0.5', 'deflate, *', '*;q=0.1', 'br, gzip;q=1', 'gzip;q=0.001, *;q=0'])
      expect(acceptsGzip(header), header).toBe(true);
  });
  it('refuses q=0, another coding, a malformed q and no header', () => {
    for (const header of [undefined, '', 'identity', 'br', 'deflate, br', 'gzip;q=0', 'gzip; q=0.000, br', 'gzip;q=0, *', '*;q=0', 'x-gzip-not', 'gzip;q=abc'])
      expect(acceptsGzip(header), String(header)).toBe(false);
  });
});

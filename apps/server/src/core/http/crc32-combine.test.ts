import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine } from './crc32-combine.ts';

describe('crc32Combine', () => {
  const lengths = [0, 1, 2, 3, 7, 300, 4096, 65_535, 65_536, 70_000, 200_003, ...Array.from({ length: 12 }, () => crypto.randomInt(0, 150_000))];
  it.each(lengths.flatMap((a) => [0, 1, 65_536, 150_001, crypto.randomInt(0, 100_000)].map((b) => [a, b])))(
    'equals zlib.crc32 of the joined bytes (%i + %i bytes)',
    (lengthA, lengthB) => {
      const a = crypto.randomBytes(lengthA);
      const b = crypto.randomBytes(lengthB);
      expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), b.length)).toBe(zlib.crc32(Buffer.concat([a, b])));
    },
  );
});

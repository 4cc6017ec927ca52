/**
 * zlib's crc32_combine (1.2.12+): the CRC-32 of A followed by B from crc32(A), crc32(B) and B's
 * length, without reading either again. Polynomials over GF(2) in zlib's reflected order: bit 31
 * is x^0, and the CRC polynomial without its x^32 term is 0xedb88320.
 */
const POLY = 0xedb88320;

/** a(x) * b(x) modulo p(x). `a` must not be 0 (no power of x is). */
function multmodp(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo p(x) for k = 0..31; they repeat from k = 32 on, as x^(2^32) = x modulo p(x). */
const X2N_TABLE = (() => {
  const table = [0x40000000]; // x^1
  for (let k = 1; k < 32; k++) table.push(multmodp(table[k - 1], table[k - 1]));
  return table;
})();

/** x^(n * 2^k) modulo p(x). */
function x2nmodp(n: number, k: number): number {
  let p = 0x80000000; // x^0
  for (; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multmodp(X2N_TABLE[k & 31], p);
  }
  return p;
}

/** The CRC-32 of A then B, from crc32(A), crc32(B) and B's length in bytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multmodp(x2nmodp(lengthB, 3), crcA) ^ crcB) >>> 0;
}

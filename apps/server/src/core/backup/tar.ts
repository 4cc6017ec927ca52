import { Readable } from 'node:stream';

/**
 * The smallest tar (POSIX ustar, long names and sizes in a pax header) a backup needs: files
 * only, streamed in and out, so a database dump of gigabytes never sits in memory. Any `tar`
 * reads what this writes (`tar tzf backup.tar.gz`).
 */

const BLOCK = 512;
const USTAR_NAME_MAX = 100;
/** 11 octal digits: the largest size a ustar header holds. */
const USTAR_SIZE_MAX = 0o77777777777;

export interface TarEntry {
  /** Path inside the archive, `/`-separated, no leading slash. */
  name: string;
  size: number;
  /** The file's bytes, exactly `size` of them. */
  body: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  mtime?: Date;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | 'x', mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name.slice(0, USTAR_NAME_MAX), 0, 'utf8');
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(Math.min(size, USTAR_SIZE_MAX), 12), 124);
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  h.write('        ', 148); // the checksum counts its own field as spaces
  h.write(type, 156);
  h.write('ustar\x0000', 257, 'latin1');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148);
  return h;
}

/** A pax record `<len> key=value\n`, whose length counts its own digits. */
function paxRecord(key: string, value: string): string {
  const rest = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(rest);
  while (String(len).length + Buffer.byteLength(rest) !== len) len = String(len).length + Buffer.byteLength(rest);
  return `${len}${rest}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive's bytes (not compressed) for the entries, in order. */
export function tarStream(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): Readable {
  return Readable.from(
    (async function* () {
      for await (const e of entries) {
        const mtime = e.mtime ?? new Date();
        const pax = [
          ...(Buffer.byteLength(e.name) > USTAR_NAME_MAX ? [paxRecord('path', e.name)] : []),
          ...(e.size > USTAR_SIZE_MAX ? [paxRecord('size', String(e.size))] : []),
        ].join('');
        if (pax) {
          const body = Buffer.from(pax);
          yield header('PaxHeader', body.length, 'x', mtime);
          yield body;
          yield padding(body.length);
        }
        yield header(e.name, e.size, '0', mtime);
        let written = 0;
        for await (const chunk of e.body()) {
          written += chunk.length;
          yield chunk;
        }
        if (written !== e.size) throw new Error(`${e.name} changed while it was archived (${written} bytes, expected ${e.size})`);
        yield padding(e.size);
      }
      yield Buffer.alloc(BLOCK * 2);
    })(),
    { objectMode: false },
  );
}

export interface TarFile {
  name: string;
  size: number;
  /** The file's bytes; must be consumed (or drained) before the next file is read. */
  body: AsyncIterable<Buffer>;
}

/** Reads exactly n bytes at a time from a byte stream. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(stream: AsyncIterable<Buffer>) {
    this.source = stream[Symbol.asyncIterator]();
  }

  /** Up to n bytes (fewer only at the end of the stream). */
  async take(n: number): Promise<Buffer> {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) break;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = Buffer.concat(this.buffered);
    const out = all.subarray(0, n);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - out.length;
    return out;
  }

  /** Up to n bytes, in the chunks they arrive in (a large file passes through without copies). */
  async *chunks(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.length === 0) {
        const next = await this.source.next();
        if (next.done) throw new Error('the archive ends inside a file');
        this.buffered = [next.value];
        this.length = next.value.length;
      }
      const head = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
      const out = head.subarray(0, Math.min(left, head.length));
      this.buffered = head.length > out.length ? [head.subarray(out.length)] : [];
      this.length = head.length - out.length;
      left -= out.length;
      yield out;
    }
  }
}

const field = (h: Buffer, start: number, len: number) => h.subarray(start, start + len).toString('utf8').replace(/\0.*$/s, '').trim();

/** The files of an archive (not compressed), in order; other entry types are skipped. */
export async function* readTar(stream: AsyncIterable<Buffer>): AsyncGenerator<TarFile> {
  const reader = new ByteReader(stream);
  let pax: Record<string, string> = {};
  for (;;) {
    const h = await reader.take(BLOCK);
    if (h.length < BLOCK || h.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i];
    if (parseInt(field(h, 148, 8), 8) !== sum) throw new Error('not a backup archive (bad tar header)');
    const type = String.fromCharCode(h[156] || 48);
    const size = Number(pax.size ?? parseInt(field(h, 124, 12) || '0', 8));
    const prefix = field(h, 345, 155);
    const name = pax.path ?? (prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100));
    pax = {};
    if (type === 'x') {
      const text = (await reader.take(size)).toString('utf8');
      await reader.take((BLOCK - (size % BLOCK)) % BLOCK);
      for (const m of text.matchAll(/\d+ ([^=]+)=([^\n]*)\n/g)) pax[m[1]] = m[2];
      continue;
    }
    let taken = 0;
    if (type === '0' || type === '7') {
      const chunks = reader.chunks(size);
      yield { name, size, body: (async function* () { for await (const c of chunks) { taken += c.length; yield c; } })() };
    }
    // what the reader left of the file (or an entry of another type) is skipped
    for await (const chunk of reader.chunks(size - taken)) void chunk;
    await reader.take((BLOCK - (size % BLOCK)) % BLOCK);
  }
}

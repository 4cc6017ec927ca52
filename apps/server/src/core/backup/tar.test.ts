import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTar, tarStream, type TarEntry } from './tar.ts';

const entry = (name: string, bytes: Buffer): TarEntry => ({ name, size: bytes.length, body: () => [bytes] });

async function collect(stream: AsyncIterable<Buffer>) {
  const out: { name: string; bytes: Buffer }[] = [];
  for await (const f of readTar(stream)) {
    const parts: Buffer[] = [];
    for await (const c of f.body) parts.push(c);
    out.push({ name: f.name, bytes: Buffer.concat(parts) });
  }
  return out;
}

describe('backup tar', () => {
  const longName = `storage/${'deep/'.repeat(30)}file-名字.txt`;
  const files = [entry('manifest.json', Buffer.from('{"a":1}')), entry('empty', Buffer.alloc(0)), entry(longName, Buffer.from('x'.repeat(1000))), entry('block', Buffer.alloc(1024, 7))];

  it('reads back what it writes, long names and empty files included', async () => {
    expect(await collect(tarStream(files))).toEqual(files.map((f) => ({ name: f.name, bytes: Buffer.concat([...(f.body() as Buffer[])]) })));
  });

  it('skips what a reader leaves of a file', async () => {
    const names: string[] = [];
    for await (const f of readTar(tarStream(files))) names.push(f.name);
    expect(names).toEqual(files.map((f) => f.name));
  });

  it('is a tar any tar reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tar-test-'));
    try {
      await pipeline(tarStream(files), createGzip(), fs.createWriteStream(path.join(dir, 'a.tar.gz')));
      execFileSync('tar', ['xzf', 'a.tar.gz'], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, longName), 'utf8')).toBe('x'.repeat(1000));
      expect(fs.readFileSync(path.join(dir, 'block'))).toEqual(Buffer.alloc(1024, 7));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails an archive whose file is not the size it announced', async () => {
    const liar: TarEntry = { name: 'x', size: 10, body: () => [Buffer.from('short')] };
    await expect(collect(tarStream([liar]))).rejects.toThrow(/changed while it was archived/);
  });

  it('refuses bytes that are not a tar', async () => {
    await expect(collect((async function* () { yield Buffer.alloc(512, 65); })())).rejects.toThrow(/not a backup archive/);
  });
});

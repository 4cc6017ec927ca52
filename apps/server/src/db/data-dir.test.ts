import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirProblem, pgControlIntact } from './data-dir.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A pg_control as PostgreSQL 18 writes it: control data, then its CRC-32C at byte 292, zero-padded to 8 KB. */
function pgControl(): Buffer {
  const file = Buffer.alloc(8192);
  for (let i = 0; i < 292; i++) file[i] = (i * 37 + 11) & 0xff;
  let crc = 0xffffffff;
  for (const b of file.subarray(0, 292)) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  file.writeUInt32LE((crc ^ 0xffffffff) >>> 0, 292);
  return file;
}

/** A data folder holding a pgdata that looks like a database. */
function withPgdata(): string {
  const dir = tmp();
  fs.mkdirSync(path.join(dir, 'pgdata/global'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'pgdata/PG_VERSION'), '18\n');
  fs.writeFileSync(path.join(dir, 'pgdata/global/pg_control'), pgControl());
  return dir;
}

describe('data folder checks', () => {
  it('accepts a new folder (created), an empty pgdata and an intact database', () => {
    const fresh = path.join(tmp(), 'a/b');
    expect(dataDirProblem(fresh, { embedded: true })).toBeUndefined();
    expect(fs.statSync(fresh).isDirectory()).toBe(true);
    fs.mkdirSync(path.join(fresh, 'pgdata'));
    expect(dataDirProblem(fresh, { embedded: true })).toBeUndefined();
    expect(dataDirProblem(withPgdata(), { embedded: true })).toBeUndefined();
  });

  it('checks pg_control by its checksum', () => {
    const good = pgControl();
    expect(pgControlIntact(good)).toBe(true);
    const bad = Buffer.from(good);
    bad[40] ^= 0xff;
    expect(pgControlIntact(bad)).toBe(false);
    expect(pgControlIntact(Buffer.alloc(8192))).toBe(false);
    expect(pgControlIntact(good.subarray(0, 100))).toBe(false);
  });

  it('refuses a pgdata that is not a database, naming the path', () => {
    const noVersion = withPgdata();
    fs.rmSync(path.join(noVersion, 'pgdata/PG_VERSION'));
    expect(dataDirProblem(noVersion, { embedded: true })).toBe(`${noVersion}/pgdata is not a database (PG_VERSION is missing); restore it from a backup or move it away`);
    // on PostgreSQL (DATABASE_URL) the embedded folder is not used
    expect(dataDirProblem(noVersion, { embedded: false })).toBeUndefined();

    const corrupt = withPgdata();
    const control = path.join(corrupt, 'pgdata/global/pg_control');
    const bytes = fs.readFileSync(control);
    bytes[100] ^= 1;
    fs.writeFileSync(control, bytes);
    expect(dataDirProblem(corrupt, { embedded: true })).toBe(`${control} is corrupt (checksum mismatch); restore the database from a backup`);

    const noControl = withPgdata();
    fs.rmSync(path.join(noControl, 'pgdata/global/pg_control'));
    expect(dataDirProblem(noControl, { embedded: true })).toMatch(/pg_control is missing/);

    const file = tmp();
    fs.writeFileSync(path.join(file, 'pgdata'), 'x');
    expect(dataDirProblem(file, { embedded: true })).toBe(`${file}/pgdata is not a folder`);
  });

  it('refuses a data folder that is a file, under /proc, or holds a short secret.key', () => {
    const file = path.join(tmp(), 'file');
    fs.writeFileSync(file, 'x');
    expect(dataDirProblem(file, { embedded: false })).toBe(`DATA_DIR ${file} is not a folder`);
    expect(dataDirProblem(path.join(file, 'below'), { embedded: false })).toMatch(/^DATA_DIR .*below cannot be created \(ENOTDIR\)$/);
    expect(dataDirProblem('/proc/self/data', { embedded: true })).toBe('DATA_DIR /proc/self/data is under /proc, not storage; choose a folder on a disk');
    // a link into /proc is seen through
    const link = path.join(tmp(), 'link');
    fs.symlinkSync('/proc', link);
    expect(dataDirProblem(path.join(link, 'x'), { embedded: true })).toMatch(/is under \/proc/);

    const short = tmp();
    fs.writeFileSync(path.join(short, 'secret.key'), 'abc\n');
    expect(dataDirProblem(short, { embedded: true })).toBe(`${short}/secret.key: the token secret is 3 bytes long; it must be at least 32 (e.g. \`openssl rand -hex 32\`)`);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attachmentName, cleanOriginalName, fileNamePart, renderSaveName, safeStorageUrl, storagePath, suffixOf } from './save-name.ts';

const DEFAULT = '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}';
const SHA1 = 'a'.repeat(40);
const at = (template: string, originalName: string, extra: Partial<Parameters<typeof renderSaveName>[1]> = {}) =>
  renderSaveName(template, { topic: 'default', originalName, suffix: suffixOf(originalName), sha1: SHA1, now: new Date('2024-01-15T01:02:03Z'), timeZone: 'Asia/Shanghai', ...extra });

describe('suffixOf', () => {
  it('is the lower-case extension, or file', () => {
    expect(suffixOf('Photo.JPG')).toBe('jpg');
    expect(suffixOf('archive.tar.gz')).toBe('gz');
    expect(suffixOf('README')).toBe('file');
    expect(suffixOf('.htaccess')).toBe('htaccess');
    expect(suffixOf('x.ph p')).toBe('file');
    expect(suffixOf('x.p%68p')).toBe('file');
  });
  it('reads the name after any directory part and without control characters', () => {
    expect(suffixOf('../../x.php')).toBe('php');
    expect(suffixOf('a.php\u0000.jpg')).toBe('jpg');
    expect(suffixOf('dir\\evil.jpg')).toBe('jpg');
  });
});

describe('names', () => {
  it('cleanOriginalName drops directories, tags and NUL', () => {
    expect(cleanOriginalName('../../x.php')).toBe('x.php');
    expect(cleanOriginalName('a/b\u0000c.jpg')).toBe('bc.jpg');
    expect(cleanOriginalName('<b>bold</b>.png')).toBe('bold.png');
  });
  it('{fileName} removes the reference characters and more, keeps 15 characters', () => {
    expect(fileNamePart("my photo:@#?&=',+.jpg")).toBe('myphoto');
    expect(fileNamePart('abcdefghijklmnopqrstuvwxyz.jpg')).toBe('abcdefghijklmno');
    expect(fileNamePart('照片照片照片照片照片照片照片照片.jpg')).toBe('照片照片照片照片照片照片照片照');
    expect(fileNamePart('....hidden.jpg')).toBe('hidden');
    expect(fileNamePart('.htaccess')).toBe('');
    expect(fileNamePart('a"<>%!*b.jpg')).toBe('ab');
  });
  it('the name column is the clean name cut to 100 characters plus the suffix', () => {
    expect(attachmentName('../evil/<i>pic</i>.PNG', 'png')).toBe('pic.png');
    expect(attachmentName('x'.repeat(150) + '.jpg', 'jpg')).toBe('x'.repeat(100) + '.jpg');
    expect(attachmentName('\u0000.jpg', 'jpg')).toBe('file.jpg');
  });
});

describe('renderSaveName', () => {
  it('fills the default template in the site time zone', () => {
    expect(at(DEFAULT, 'my-photo.jpg')).toBe(`/storage/default/20240115/my-photo${SHA1}.jpg`);
  });
  it('knows every placeholder', () => {
    const url = at('/storage/{topic}/{year}-{mon}-{day}/{hour}{min}{sec}/{random}-{random32}-{suffix}{.suffix}', 'a.gif', { topic: 'avatar' })!;
    expect(url).toMatch(/^\/storage\/avatar\/2024-01-15\/090203\/[A-Za-z0-9]{8}-[A-Za-z0-9]{32}-gif\.gif$/);
  });
  it('path tricks in the name never leave the storage folder', () => {
    expect(at(DEFAULT, '../../x.php')).toBe(`/storage/default/20240115/x${SHA1}.php`);
    expect(at('/storage/{topic}/{fileName}{.suffix}', '../../..')).toBeNull(); // would be a bare "." segment: refused
    expect(at('/storage/{topic}/{fileName}{.suffix}', '..\\..\\etc.passwd')).toBe('/storage/default/etc.passwd');
  });
  it('refuses templates outside /storage/', () => {
    expect(at('/public/{fileName}{.suffix}', 'a.jpg')).toBeNull();
    expect(at('/storage/../{fileName}{.suffix}', 'a.jpg')).toBeNull();
  });
});

describe('storage paths', () => {
  const root = path.resolve('/data/storage');
  it('maps a URL below the root, and nothing else', () => {
    expect(storagePath(root, '/storage/default/a.jpg')).toBe(path.join(root, 'default/a.jpg'));
    expect(storagePath(root, '/storage/../a.jpg')).toBeNull();
    expect(storagePath(root, '/storage/.tmp/x')).toBeNull();
    expect(storagePath(root, '/etc/passwd')).toBeNull();
    expect(safeStorageUrl('/storage/a\u0000b')).toBeNull();
    expect(safeStorageUrl('/storage/a//b')).toBeNull();
  });
});

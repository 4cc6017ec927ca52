import { describe, expect, it } from 'vitest';
import en from '../../../lang/en/pages/form-item';
import zhCn from '../../../lang/zh-cn/pages/form-item';
import { useSiteConfig } from '../../../stores/site-config';
import { acceptOf, checkFileKind, dragHasFiles, isTextTarget, pastedName, screenFiles, transferFiles } from './file-drop';
import { checkUploadFile } from './upload';

// jsdom has no DataTransfer: the shape browsers give a drop's dataTransfer and a paste's clipboardData
const transfer = (files: File[], text = '') =>
  ({
    types: [...(files.length ? ['Files'] : []), ...(text ? ['text/plain'] : [])],
    items: [...files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f })), ...(text ? [{ kind: 'string', type: 'text/plain', getAsFile: () => null }] : [])],
    files,
  }) as unknown as DataTransfer;

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const config = { mimetype: 'jpg,png,zip', maxsize: 1000, videoMaxsize: 2000 };
const check = (f: File) => checkUploadFile(f, config);

describe('the files of a drop or a paste', () => {
  it('takes the file items, not text or links, and a drop keeps the names', () => {
    const a = file('a.png', 'image/png');
    const b = file('notes.zip', 'application/zip');
    expect(transferFiles(transfer([a, b], 'a link')).map((f) => f.name)).toEqual(['a.png', 'notes.zip']);
    expect(transferFiles(transfer([], 'just text'))).toEqual([]);
    expect(transferFiles(null)).toEqual([]);
    expect(dragHasFiles(transfer([a]))).toBe(true);
    expect(dragHasFiles(transfer([], 'text'))).toBe(false);
  });

  it('names a pasted screenshot paste-<site time>.<ext>; a copied file keeps its name', () => {
    useSiteConfig.setState({ timeZone: 'Asia/Shanghai' });
    const at = Date.UTC(2026, 11, 3, 6, 5, 9); // 14:05:09 in Shanghai
    const [shot, copied] = transferFiles(transfer([file('image.png', 'image/png'), file('holiday.jpg', 'image/jpeg')]), true, at);
    expect(shot.name).toBe('paste-20261203-140509.png');
    expect(shot.type).toBe('image/png');
    expect(shot.size).toBe(10);
    expect(copied.name).toBe('holiday.jpg');
    expect(pastedName({ name: '', type: 'image/jpeg' }, at, 1)).toBe('paste-20261203-140509-2.jpg');
  });

  it('a text field keeps its paste; a button does not', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    const area = document.createElement('textarea');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect([input, area, button, checkbox, null].map(isTextTarget)).toEqual([true, true, false, false, false]);
  });
});

describe('screening a batch (picked, dropped or pasted alike)', () => {
  it('accepts what the pre-check passes and refuses by size and by type, each with its reason', () => {
    const ok = file('ok.png', 'image/png');
    const big = file('big.png', 'image/png', 1001);
    const exe = file('run.exe', 'application/x-msdownload');
    const { accepted, refused } = screenFiles([ok, big, exe], { check, multiple: true, room: Infinity });
    expect(accepted).toEqual([ok]);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['big.png', 'sizeExceeded'],
      ['run.exe', 'typeNotAllowed'],
    ]);
  });

  it('an image field refuses other files the site allows', () => {
    const { accepted, refused } = screenFiles([file('notes.zip', 'application/zip'), file('a.png', 'image/png')], { check, multiple: false, room: 1, imagesOnly: true });
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(refused.map((r) => r.problem)).toEqual(['notImage']);
  });

  it('a single field takes the first good file; a multi field no more than its room', () => {
    const three = [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')];
    const single = screenFiles(three, { check, multiple: false, room: 1 });
    expect(single.accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(single.refused.map((r) => r.problem)).toEqual(['onlyOne', 'onlyOne']);
    const multi = screenFiles(three, { check, multiple: true, room: 2 });
    expect(multi.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(multi.refused.map((r) => [r.file.name, r.problem])).toEqual([['3.png', 'tooMany']]);
    // a refused file does not use up the room
    const mixed = screenFiles([file('x.exe', 'application/x-msdownload'), ...three], { check, multiple: true, room: 1 });
    expect(mixed.accepted.map((f) => f.name)).toEqual(['1.png']);
    expect(screenFiles(three, { check, multiple: true, room: 0 }).accepted).toEqual([]);
  });

  it('every refusal and hint is said in both languages', () => {
    for (const key of ['notImage', 'onlyOne', 'tooMany', 'received'] as const) {
      expect(en.upload[key]).toBeTruthy();
      expect(zhCn.upload[key]).toBeTruthy();
    }
    expect(Object.keys(zhCn.upload.dropHint)).toEqual(Object.keys(en.upload.dropHint));
    expect(Object.keys(zhCn.upload.dropHere)).toEqual(Object.keys(en.upload.dropHere));
  });
});

describe('a one-purpose field’s own kind of file (an import’s spreadsheet, a module’s zip)', () => {
  const sheet = { suffixes: ['csv', 'xlsx'], mimes: ['text/csv', 'application/vnd.ms-excel', 'application/octet-stream'], maxBytes: 100 };

  it('takes its suffixes with a type browsers give them, or none; refuses others by suffix or type', () => {
    expect(checkFileKind(file('members.CSV', 'text/csv'), sheet)).toBeNull();
    expect(checkFileKind(file('members.csv', 'application/vnd.ms-excel'), sheet)).toBeNull();
    expect(checkFileKind(file('members.xlsx', ''), sheet)).toBeNull();
    expect(checkFileKind(file('photo.png', 'image/png'), sheet)).toBe('typeNotAllowed');
    expect(checkFileKind(file('csv', ''), sheet)).toBe('typeNotAllowed');
    expect(checkFileKind(file('.csv', ''), sheet)).toBe('typeNotAllowed');
    expect(checkFileKind(file('renamed.csv', 'image/png'), sheet)).toBe('typeNotAllowed');
  });

  it('refuses an empty file and one over the limit (the limit itself passes)', () => {
    expect(checkFileKind(file('empty.csv', 'text/csv', 0), sheet)).toBe('dataIncomplete');
    expect(checkFileKind(file('big.csv', 'text/csv', 101), sheet)).toBe('sizeExceeded');
    expect(checkFileKind(file('full.csv', 'text/csv', 100), sheet)).toBeNull();
  });

  it('screens a drop of two with it: the first goes, the second is left out of a single field', () => {
    const { accepted, refused } = screenFiles([file('a.csv', 'text/csv'), file('b.csv', 'text/csv')], { check: (f) => checkFileKind(f, sheet), multiple: false, room: 1 });
    expect(accepted.map((f) => f.name)).toEqual(['a.csv']);
    expect(refused.map((r) => r.problem)).toEqual(['onlyOne']);
  });

  it('gives the file dialog its suffixes and types (not the catch-all octet-stream)', () => {
    expect(acceptOf(sheet)).toBe('.csv,.xlsx,text/csv,application/vnd.ms-excel');
  });
});

import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MEMBER_IMPORT_COLUMNS, memberImportRow } from '@app/contract';
import { cellText, formatOf, mapHeader, recordOf, sheetRows, type ImportFormat } from './read-rows.ts';
import { reportOf, type RowOutcome } from './kit.ts';

const all = async (data: Buffer, format: ImportFormat) => {
  const out = [];
  for await (const r of sheetRows(data, format)) out.push(r);
  return out;
};
const en = (c: { en: string }) => c.en;

describe('reading import files', () => {
  it('CSV: a BOM, quotes, line breaks inside quotes, CRLF; the export’s formula guard taken off', async () => {
    const data = Buffer.from('\uFEFFUsername,Motto\r\nabc,"one, ""two""\nthree"\r\ndef,\'=SUM(1)\r\n', 'utf8');
    expect(formatOf(data)).toBe('csv');
    expect(await all(data, 'csv')).toEqual([
      { line: 1, cells: ['Username', 'Motto'] },
      { line: 2, cells: ['abc', 'one, "two"\nthree'] },
      { line: 3, cells: ['def', '=SUM(1)'] },
    ]);
  });

  it('CSV: a broken quote is an error naming the row', async () => {
    await expect(all(Buffer.from('a,b\n"x,y\n'), 'csv')).rejects.toMatchObject({ msgKey: 'The file could not be read as CSV (near row %d): %s' });
  });

  it('XLSX: the first sheet, numbers, dates, rich text and formulas as text', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('one');
    ws.addRow(['用户名', '余额', '生日', '签名']);
    ws.addRow(['abc', 12.5, new Date(Date.UTC(2001, 0, 2)), { richText: [{ text: 'he' }, { text: 'llo' }] }]);
    ws.addRow([]);
    ws.addRow(['def', { formula: '1+1', result: 2 }, '', '']);
    wb.addWorksheet('two').addRow(['ignored']);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    expect(formatOf(data)).toBe('xlsx');
    const rows = await all(data, 'xlsx');
    expect(rows.filter((r) => r.cells.some(Boolean))).toEqual([
      { line: 1, cells: ['用户名', '余额', '生日', '签名'] },
      { line: 2, cells: ['abc', '12.5', '2001-01-02', 'hello'] },
      { line: 4, cells: ['def', '2'] },
    ]);
  });

  it('cell values: a time of day is kept, booleans as 1/0, an error as empty', () => {
    expect(cellText(new Date(Date.UTC(2024, 1, 3, 4, 5, 6)))).toBe('2024-02-03 04:05:06');
    expect(cellText(true)).toBe('1');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText(null)).toBe('');
  });
});

describe('headers and rows', () => {
  it('headers in either language, any case and spacing; unknown ones left out', () => {
    expect(mapHeader(['USERNAME', '昵称', 'id', 'upline'], MEMBER_IMPORT_COLUMNS, en)).toEqual(['username', 'nickname', undefined, 'upline']);
    expect(mapHeader(['用户名', '余额', '积分'], MEMBER_IMPORT_COLUMNS, en)).toEqual(['username', 'money', 'score']);
  });

  it('a required column missing or a column twice refuses the file', () => {
    expect(() => mapHeader(['Nickname'], MEMBER_IMPORT_COLUMNS, en)).toThrow(expect.objectContaining({ msgKey: 'The file lacks the column %s', args: ['Username'] }));
    expect(() => mapHeader(['username', '用户名'], MEMBER_IMPORT_COLUMNS, en)).toThrow(expect.objectContaining({ msgKey: 'The column %s appears twice in the file' }));
  });

  it('a record leaves empty cells out; the contract schema reads yuan as cents and refuses bad rows', () => {
    const keys = ['username', 'money', 'score', undefined];
    const record = recordOf(['abc', ' 1.50 ', '', 'x'], keys);
    expect(record).toEqual({ username: 'abc', money: '1.50' });
    expect(memberImportRow.parse(record)).toMatchObject({ username: 'abc', money: 150 });
    expect(memberImportRow.safeParse({ username: 'abc', money: '-1' }).success).toBe(false);
    expect(memberImportRow.safeParse({ username: 'abc', mobile: '123' }).success).toBe(false);
    expect(memberImportRow.safeParse({ username: '1abc' }).success).toBe(false);
  });
});

describe('the report', () => {
  it('counts every row; lists refused and skipped rows first when capped, in line order', () => {
    const outcomes = new Map<number, RowOutcome>();
    for (let line = 2; line < 2002; line++) outcomes.set(line, { action: 'create' });
    outcomes.set(2002, { action: 'refuse', reason: 'bad' });
    outcomes.set(2003, { action: 'skip', reason: 'exists' });
    const report = reportOf(outcomes, true);
    expect(report.counts).toEqual({ create: 2000, skip: 1, refuse: 1 });
    expect(report.truncated).toBe(true);
    expect(report.rows).toHaveLength(1000);
    expect(report.rows.slice(-2)).toEqual([{ line: 2002, action: 'refuse', reason: 'bad' }, { line: 2003, action: 'skip', reason: 'exists' }]);
    expect(report.rows[0]).toEqual({ line: 2, action: 'create' });
  });
});

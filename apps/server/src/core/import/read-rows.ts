import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { ImportColumn } from '@app/contract';
import { ApiError } from '../http/errors.ts';

/**
 * The rows of an import file, streamed: CSV (csv-parse; UTF-8, a byte order mark skipped, RFC
 * 4180 quoting) or XLSX (exceljs's streaming reader, first worksheet). A row's `line` is its
 * record number in the file (the header is 1), as a spreadsheet numbers it; empty rows are
 * passed over but counted.
 */

export type ImportFormat = 'csv' | 'xlsx';

export interface SheetRow {
  line: number;
  cells: string[];
}

/** XLSX is a zip (`PK\3\4`); anything else is read as CSV text. */
export const formatOf = (data: Buffer): ImportFormat => (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv');

// The export puts an apostrophe before a text a spreadsheet would run as a formula: taken off again.
const GUARDED = /^'[=+\-@\t\r]/;
const unguard = (s: string) => (GUARDED.test(s) ? s.slice(1) : s);

async function* csvRows(data: Buffer): AsyncGenerator<SheetRow> {
  const parser = Readable.from([data]).pipe(parse({ bom: true, relax_column_count: true, trim: false }));
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      yield { line, cells: record.map(unguard) };
    }
  } catch (err) {
    throw new ApiError('The file could not be read as CSV (near row %d): %s', 0, null, [line + 1, (err as Error).message]);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: numbers as written, dates as 'YYYY-MM-DD' (with the time when it has one), rich text joined, formulas by their result. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return unguard(v);
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (v instanceof Date) {
    // A spreadsheet's date has no zone: exceljs reads it as that wall time in UTC.
    const day = `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
    const secs = v.getUTCHours() * 3600 + v.getUTCMinutes() * 60 + v.getUTCSeconds();
    return secs ? `${day} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}` : day;
  }
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if ('text' in o) return cellText(o.text);
  }
  return '';
}

async function* xlsxRows(data: Buffer): AsyncGenerator<SheetRow> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([data]), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit' });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // `values` is 1-based (index 0 empty); missing cells are holes.
        const values = (row as { values: unknown[] }).values;
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        yield { line: (row as { number: number }).number, cells };
      }
      return; // the first worksheet only
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('The file could not be read as XLSX: %s', 0, null, [(err as Error).message]);
  }
}

export const sheetRows = (data: Buffer, format: ImportFormat): AsyncGenerator<SheetRow> => (format === 'xlsx' ? xlsxRows(data) : csvRows(data));

/** A header as compared: trimmed, lower case, inner spaces and underscores alike. */
const headerKey = (s: string) => s.trim().toLowerCase().replace(/[\s_]+/g, ' ');

/**
 * Which column each header cell is (by index): a column's key, English or Chinese header.
 * Unknown headers are left out (an exported file's extra columns); a required column missing
 * or a column given twice refuses the file.
 */
export function mapHeader(header: string[], columns: readonly ImportColumn[], label: (c: ImportColumn) => string): (string | undefined)[] {
  const names = new Map<string, string>();
  for (const c of columns) for (const n of [c.key, c.en, c.zh]) names.set(headerKey(n), c.key);
  const keys = header.map((h) => names.get(headerKey(h)));
  const seen = new Set<string>();
  for (const k of keys) {
    if (!k) continue;
    if (seen.has(k)) throw new ApiError('The column %s appears twice in the file', 0, null, [label(columns.find((c) => c.key === k)!)]);
    seen.add(k);
  }
  const missing = columns.filter((c) => c.required && !seen.has(c.key));
  if (missing.length) throw new ApiError('The file lacks the column %s', 0, null, [missing.map(label).join(', ')]);
  return keys;
}

/** A data row by column key; empty cells are left out (an absent optional value). */
export function recordOf(cells: string[], keys: (string | undefined)[]): Record<string, string> {
  const out: Record<string, string> = {};
  keys.forEach((k, i) => {
    const v = (cells[i] ?? '').trim();
    if (k && v !== '') out[k] = v;
  });
  return out;
}

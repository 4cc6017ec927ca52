import { PassThrough, Readable, type Writable } from 'node:stream';
import { and, getTableColumns, or, sql, type Column, type SQL, type Table } from 'drizzle-orm';
import { yuanOf, type ExportFormat } from '@app/contract';
import type { ColumnKind } from './columns.ts';
import { baseQuery, listCondition, orderKeysOf } from './list.ts';
import { orderSql, type OrderKey } from './search.ts';
import { readStored } from '../i18n/stored.ts';
import { wallTimeFormatter } from './time.ts';
import type { ActionContext, Compiled, ParsedListQuery } from './types.ts';

/**
 * `GET /admin/<path>/export?format=csv|xlsx`: the whole filtered list of a resource as a file.
 *
 * The rows are read in keyset batches (`WHERE <filter> AND (order keys) after (last row's keys)
 * ORDER BY … LIMIT n`), each batch a query of its own: memory stays flat whatever the size, no
 * connection or transaction is held while a slow client downloads (PGlite has one connection,
 * a pool has few), and a batch is read only when the previous one has been sent. The price:
 * rows added or removed during a long export may or may not appear (no snapshot), and an order
 * on a column without an index costs a sort per batch.
 */

export { EXPORT_FORMATS, type ExportFormat } from '@app/contract';

/** Rows per query. */
export const EXPORT_BATCH = 2000;

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an export answers (the route's declared file types). */
export const EXPORT_TYPES = [CSV_TYPE, XLSX_TYPE] as const;
/** Data rows per worksheet: Excel's 1,048,576 rows less the title row; more rows go on to the next sheet. */
export const XLSX_SHEET_ROWS = 1_048_575;

type Raw = Record<string, unknown>;
type Cell = string | number | null;

/**
 * The condition "comes after `last` in this order". PostgreSQL sorts NULL above every value
 * (last when ascending, first when descending); keys are compared as the text PostgreSQL gave
 * (`cast(col as text)`), bound as parameters of the column's type, so nothing is lost to a
 * JavaScript round trip (a timestamptz has microseconds, a Date milliseconds).
 */
export function keysetAfter(keys: readonly OrderKey[], last: readonly (string | null)[], table: Table): SQL {
  const branches: SQL[] = [];
  for (let i = 0; i < keys.length; i++) {
    const { column, dir } = keys[i];
    const v = last[i];
    // A column of a LEFT JOINed table is NULL when there is no related row, NOT NULL or not.
    const nullable = !column.notNull || column.table !== table;
    let beyond: SQL | undefined;
    if (dir === 'asc') beyond = v === null ? undefined : nullable ? sql`(${column} > ${v} or ${column} is null)` : sql`${column} > ${v}`;
    else beyond = v === null ? sql`${column} is not null` : sql`${column} < ${v}`;
    if (!beyond) continue;
    const equal = keys.slice(0, i).map((k, j) => (last[j] === null ? sql`${k.column} is null` : sql`${k.column} = ${last[j]}`));
    branches.push(and(...equal, beyond)!);
  }
  return or(...branches) ?? sql`false`;
}

/**
 * Batches of raw rows (`c<i>`: export columns, `k<i>`: order keys as text) in the list's order.
 * The next batch is asked for as soon as one arrives, so the database works while the caller
 * formats and sends (two batches at most in memory).
 */
async function* batches(r: Compiled, c: ActionContext, where: SQL | undefined, keys: OrderKey[], size: number): AsyncGenerator<Raw[]> {
  const shape: Record<string, unknown> = {};
  r.exportColumns.forEach((col, i) => {
    shape[`c${i}`] = col.field.column;
    const stored = storedCompanion(col.field.column);
    if (stored) shape[`s${i}`] = stored;
  });
  keys.forEach((k, i) => (shape[`k${i}`] = sql<string | null>`cast(${k.column} as text)`));
  const order = keys.map(orderSql);
  const read = (last?: (string | null)[]): Promise<Raw[]> => {
    const p: Promise<Raw[]> = baseQuery(r, c, shape)
      .where(last ? and(where, keysetAfter(keys, last, r.table)) : where)
      .orderBy(...order)
      .limit(size)
      .then((rows: Raw[]) => rows);
    p.catch(() => undefined); // awaited below; a caller that stopped early must not leave it unhandled
    return p;
  };
  let next: Promise<Raw[]> | undefined = read();
  while (next) {
    const rows: Raw[] = await next;
    const tail = rows[rows.length - 1];
    next = rows.length < size ? undefined : read(keys.map((_, i) => (tail[`k${i}`] ?? null) as string | null));
    if (rows.length) yield rows;
  }
}

/**
 * The `<column>_i18n` beside a text column the server writes (ledger and timeline memos,
 * core/i18n/stored.ts): the export gives the text in the reader's language, as the list does.
 */
function storedCompanion(column: Column): Column | undefined {
  const table = (column as Column & { table?: Table }).table;
  return table ? Object.values(getTableColumns(table)).find((c) => c.name === `${column.name}_i18n`) : undefined;
}

/** A database value as a cell: times in the zone, booleans 1/0, arrays comma-joined. */
function cellOf(v: unknown, kind: ColumnKind, time: (d: Date) => string, numbers: boolean): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return time(v);
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') {
    if (numbers && kind === 'number' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
    return v;
  }
  if (Array.isArray(v)) return v.map((x) => (x instanceof Date ? time(x) : String(x ?? ''))).join(',');
  if (typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

/** Cents as yuan: a number in XLSX, the two-decimal string in CSV. */
const moneyCell = (cents: number, numbers: boolean): Cell => (numbers ? cents / 100 : yuanOf(cents));

// A spreadsheet reads a cell starting with one of these as a formula (tab and CR too, per OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A text starting
 * like a formula gets a leading apostrophe so that a spreadsheet shows it instead of running
 * it; numbers are never formulas and stay as they are.
 */
export function csvField(v: Cell): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const s = FORMULA_START.test(v) ? "'" + v : v;
  return NEEDS_QUOTES.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

const csvLine = (cells: Cell[]) => cells.map(csvField).join(',') + '\r\n';

/** Resolves when the stream can take more, or is gone (a client that went away never drains). */
const drainOrClose = (s: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      s.off('drain', done);
      s.off('close', done);
      resolve();
    };
    s.on('drain', done);
    s.on('close', done);
  });

/** Bytes waiting in a stream (written, not yet read on); works for Node's and readable-stream's. */
const pendingBytes = (stream: unknown): number => {
  const st = stream as { _writableState?: { length?: number }; _readableState?: { length?: number } } | undefined;
  return (st?._writableState?.length ?? 0) + (st?._readableState?.length ?? 0);
};

/**
 * Where exceljs's worksheet stream hands its XML: the zip entry's input (internal, looked up
 * defensively). exceljs writes into it without waiting, so a producer faster than the
 * compressor would pile up the XML of every row in front of it.
 */
const zipInput = (sheet: unknown): unknown => {
  const pipes = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  return Array.isArray(pipes) ? pipes[0] : undefined;
};
const ZIP_BACKLOG = 1 << 20;

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** `auth.AdminLog-20240115-123045.csv`: letters, digits, dot, dash and underscore only. */
export function exportFileName(path: string, now: string, format: ExportFormat): string {
  const stem = path.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'export';
  return `${stem}-${now.replace(/\D/g, '').replace(/^(\d{8})(\d{6})$/, '$1-$2')}.${format}`;
}

/** `attachment` with the safe name, plus the RFC 5987 form. */
export const contentDisposition = (fileName: string) => `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Prepares an export: the filter and order are checked and the first batch is read before
 * anything is sent, so a bad parameter or a failing query still answers as an envelope error.
 */
export async function exportList(r: Compiled, c: ActionContext, q: ParsedListQuery, format: ExportFormat, batchSize = EXPORT_BATCH): Promise<ExportFile> {
  const where = await listCondition(r, c, q);
  const keys = orderKeysOf(r, q);
  const source = batches(r, c, where, keys, batchSize);
  const first = await source.next();
  const time = wallTimeFormatter(c.timeZone);
  const columns = r.exportColumns;
  const numbers = format === 'xlsx';
  const toCells = (row: Raw): Cell[] =>
    columns.map((col, i) => {
      const v = `s${i}` in row ? readStored(c.req.lang, String(row[`c${i}`] ?? ''), row[`s${i}`]) : row[`c${i}`];
      return col.field.money && v !== null && v !== undefined ? moneyCell(Number(v), numbers) : cellOf(v, col.field.kind, time, numbers);
    });
  async function* rowBatches(): AsyncGenerator<Raw[]> {
    if (first.done) return;
    yield first.value;
    yield* source;
  }

  const fileName = exportFileName(r.def.path, time(new Date()), format);
  const titles = columns.map((col) => col.title);
  if (format === 'csv') {
    async function* csv(): AsyncGenerator<string> {
      // The byte order mark makes Excel read the file as UTF-8.
      yield '\uFEFF' + csvLine(titles);
      for await (const batch of rowBatches()) {
        let chunk = '';
        for (const row of batch) chunk += csvLine(toCells(row));
        yield chunk;
      }
    }
    return { fileName, contentType: `${CSV_TYPE}; charset=utf-8`, body: Readable.from(csv(), { objectMode: false }) };
  }

  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  void (async () => {
    let sheetNo = 1;
    let sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(titles).commit();
    let inSheet = 0;
    for await (const batch of rowBatches()) {
      for (const row of batch) {
        if (inSheet === XLSX_SHEET_ROWS) {
          sheet.commit();
          sheet = workbook.addWorksheet(`Sheet${++sheetNo}`);
          sheet.addRow(titles).commit();
          inSheet = 0;
        }
        // Strings go in as text cells: a spreadsheet never runs them as formulas.
        sheet.addRow(toCells(row)).commit();
        inSheet++;
      }
      // Go on only once the zip has compressed most of what was written and the client has
      // taken it (memory stays flat whoever is slower: the database, deflate or the client).
      await new Promise((resolve) => setImmediate(resolve));
      const input = zipInput(sheet);
      while (pendingBytes(input) > ZIP_BACKLOG && !out.destroyed) await new Promise((resolve) => setTimeout(resolve, 1));
      while (out.writableNeedDrain && !out.destroyed) await drainOrClose(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return { fileName, contentType: XLSX_TYPE, body: out };
}

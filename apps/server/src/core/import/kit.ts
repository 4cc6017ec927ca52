import type { z } from 'zod';
import { IMPORT_REPORT_ROWS, type ImportAction, type ImportColumn, type ImportReport, type ImportReportRow } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { t, type Lang } from '../i18n/index.ts';
import { issueText } from '../http/validation.ts';
import { ApiError } from '../http/errors.ts';
import { mapHeader, recordOf, sheetRows, type ImportFormat } from './read-rows.ts';

/**
 * The import kit: a resource declares its columns, how one row is parsed (its contract schema),
 * how the rows of a file are decided (create, skip, refuse) and how a chunk is written; the kit
 * reads the file, validates every row, asks for the plan, writes the rows to create in chunks
 * (one transaction each) and reports row by row. A dry run stops after the plan.
 */

export interface ImportLine<R> {
  line: number;
  value: R;
}

export interface RowOutcome {
  action: ImportAction;
  reason?: string;
}

export interface ImportRun {
  db: Db;
  lang: Lang;
  /** Ids of the rows this run created, by line: a later row may refer to an earlier one (a member's upline). */
  created: Map<number, number>;
}

export interface ImportPlan<W> {
  /** Every valid row's outcome, by line. */
  outcomes: Map<number, RowOutcome>;
  /** The rows to create, as they will be written and in that order (an upline before its downline). */
  create: ImportLine<W>[];
}

/** `R`: a row as parsed; `W`: a row to create as the plan resolved it (references found). */
export interface ImportSpec<R, W = R> {
  /** Controller path: `/admin/<path>/import`; its node (`hq.Product` → `hq/product/import`) opens the import, its progress and its template. */
  path: string;
  columns: readonly ImportColumn[];
  /** One row's cells by column key (empty cells absent) → the value to import. */
  row: z.ZodType<R>;
  /** Rows written per transaction. */
  chunk: number;
  /** Decides every valid row against the file as a whole and the database. */
  plan(rows: ImportLine<R>[], run: ImportRun): Promise<ImportPlan<W>>;
  /**
   * Writes one chunk of planned rows (in a transaction); answers the outcome of rows it did not
   * create after all (another import or an admin created them meanwhile).
   */
  write(tx: Db, rows: ImportLine<W>[], run: ImportRun): Promise<Map<number, RowOutcome>>;
}

export interface Progress {
  phase: 'read' | 'check' | 'write';
  done: number;
  total: number;
}

/** A column's header in a language. */
export const headerIn = (lang: Lang) => (c: ImportColumn) => (lang === 'en' ? c.en : c.zh);

/** The file's rows: parsed ones and the lines refused with why. */
async function readFile<R, W>(spec: ImportSpec<R, W>, data: Buffer, format: ImportFormat, lang: Lang, progress: (p: Progress) => void) {
  const label = headerIn(lang);
  const valid: ImportLine<R>[] = [];
  const refused = new Map<number, RowOutcome>();
  let keys: (string | undefined)[] | undefined;
  for await (const { line, cells } of sheetRows(data, format)) {
    if (!keys) {
      keys = mapHeader(cells, spec.columns, label);
      continue;
    }
    const record = recordOf(cells, keys);
    if (!Object.keys(record).length) continue;
    const parsed = spec.row.safeParse(record);
    if (parsed.success) valid.push({ line, value: parsed.data });
    else {
      const issue = parsed.error.issues[0];
      const column = spec.columns.find((c) => c.key === issue.path[0]);
      refused.set(line, { action: 'refuse', reason: column ? t(lang, '%s: %s', label(column), issueText(issue, lang)) : issueText(issue, lang) });
    }
    if ((valid.length + refused.size) % 5000 === 0) progress({ phase: 'read', done: valid.length + refused.size, total: 0 });
  }
  if (!keys) throw new ApiError('The file is empty');
  return { valid, refused };
}

/** Counts of every row; the rows listed capped, those with something to say (refused, then skipped) first. */
export function reportOf(outcomes: Map<number, RowOutcome>, dryRun: boolean): ImportReport {
  const counts = { create: 0, skip: 0, refuse: 0 };
  const byAction: Record<ImportAction, ImportReportRow[]> = { refuse: [], skip: [], create: [] };
  for (const [line, o] of outcomes) {
    counts[o.action]++;
    const list = byAction[o.action];
    if (list.length < IMPORT_REPORT_ROWS) list.push(o.reason ? { line, action: o.action, reason: o.reason } : { line, action: o.action });
  }
  const rows = [...byAction.refuse, ...byAction.skip, ...byAction.create].slice(0, IMPORT_REPORT_ROWS).sort((a, b) => a.line - b.line);
  return { dryRun, rows, counts, truncated: outcomes.size > IMPORT_REPORT_ROWS };
}

/** Reads, plans and (unless a dry run) writes a file; `progress` hears how far it is. */
export async function runImport<R, W>(spec: ImportSpec<R, W>, data: Buffer, format: ImportFormat, dryRun: boolean, run: ImportRun, progress: (p: Progress) => void): Promise<ImportReport> {
  const { valid, refused } = await readFile(spec, data, format, run.lang, progress);
  progress({ phase: 'check', done: 0, total: valid.length });
  const plan = await spec.plan(valid, run);
  const outcomes = new Map<number, RowOutcome>([...refused, ...plan.outcomes]);
  if (!dryRun) {
    const total = plan.create.length;
    progress({ phase: 'write', done: 0, total });
    for (let i = 0; i < total; i += spec.chunk) {
      const chunk = plan.create.slice(i, i + spec.chunk);
      const after = await run.db.transaction((tx) => spec.write(tx, chunk, run));
      for (const [line, o] of after) outcomes.set(line, o);
      progress({ phase: 'write', done: Math.min(i + spec.chunk, total), total });
    }
  }
  return reportOf(new Map([...outcomes].sort((a, b) => a[0] - b[0])), dryRun);
}

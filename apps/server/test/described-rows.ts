import { z } from 'zod';
import type { ResourceDescription } from '@app/contract';

/** The rows of a list, a tree's children taken out and checked as rows of their own. */
function flatten(d: ResourceDescription, rows: unknown[]): unknown[] {
  if (!d.tree) return rows;
  return rows.flatMap((row) => {
    const { children, ...own } = row as { children?: unknown[] };
    return [own, ...flatten(d, children ?? [])];
  });
}

/**
 * Checks listed rows against the description's row schema, strictly: a key the schema does
 * not know (or a missing one, or another type) fails, so the contract cannot drift from the wire.
 * A tree's `children` are checked as rows too.
 */
export function expectDescribedRows(d: ResourceDescription, rows: unknown[]): void {
  const strict = (d.row as z.ZodObject).strict();
  for (const row of flatten(d, rows)) {
    const result = strict.safeParse(row);
    if (!result.success) throw new Error(`${d.path}: ${z.prettifyError(result.error)}\nrow: ${JSON.stringify(row)}`);
  }
}

/** Whether a value is a resource description (an exported `describeResource(…)`). */
export const isDescription = (v: unknown): v is ResourceDescription =>
  typeof v === 'object' && v !== null && typeof (v as ResourceDescription).path === 'string' && 'fields' in v && 'row' in v;

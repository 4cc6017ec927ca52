import { z } from 'zod';
import type { ResourceDescription } from '@app/contract';

/**
 * Checks listed rows against the description's row schema, strictly: a key the schema does
 * not know (or a missing one, or another type) fails, so the contract cannot drift from the wire.
 */
export function expectDescribedRows(d: ResourceDescription, rows: unknown[]): void {
  const strict = (d.row as z.ZodObject).strict();
  for (const row of rows) strict.parse(row);
}

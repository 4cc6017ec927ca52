import { sql } from 'drizzle-orm';
import { registeredResources, type ActionContext, type ActionRunContext, type Compiled, type Row } from '../../core/crud/index.ts';
import { recycledOutsideKitTargets } from '../../core/security/capture.ts';
import { MASKED } from '@app/contract';

/**
 * The tables a restore or rollback writes to: once its transaction has committed, the caches of
 * the resources serving them are dropped by their own `afterWrite` (restoring a rule must reload
 * the rules, and so on), and those of tables recycled outside the kit (the config centre).
 */
export function touchedTables(c: ActionRunContext): Set<string> {
  const touched = new Set<string>();
  c.onCommit(async () => {
    for (const r of registeredResources(c.app).values()) {
      if (touched.has(r.tableName)) await r.def.hooks?.afterWrite?.(c);
    }
    for (const t of recycledOutsideKitTargets(c.app)) if (touched.has(t.tableName)) t.changed?.();
  });
  return touched;
}

/** The served resource of a table, if any (its scope limits what a non-super admin may roll back). */
export const resourceOfTable = (c: ActionContext, table: string): Compiled | undefined =>
  [...registeredResources(c.app).values()].find((r) => r.tableName === table);

/** Secrets (`isSecret`: password hashes, salts, tokens…) never leave the API: they show as `******` (empty stays empty). */
export const masked = (value: unknown) => (value === null || value === undefined || value === '' ? value : MASKED);

/** An identifier (table or column) already checked against the catalog. */
export const ident = (name: string) => sql.identifier(name);

export type { Row };

import { and, inArray, isNotNull, isNull, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FieldGuard, StateMachine } from '@app/contract';
import { columnsByName } from './resource.ts';

const tableColumns = new WeakMap<PgTable, ReturnType<typeof columnsByName>>();
function columnOf(table: PgTable, name: string): Column {
  let columns = tableColumns.get(table);
  if (!columns) tableColumns.set(table, (columns = columnsByName(table)));
  const entry = columns.get(name);
  if (!entry) throw new Error(`A state machine names the field "${name}", which its table does not have`);
  return entry.column;
}

const guardSql = (column: Column, guard: FieldGuard): SQL =>
  guard === 'set' ? isNotNull(column) : guard === 'unset' ? isNull(column) : inArray(column, [...guard]);

/**
 * The WHERE that lets a conditional UPDATE make `action`'s move (the states it leaves and the
 * other fields the declaration names), so the server refuses exactly what the pages' buttons
 * (`machine.can`) do not offer.
 */
export function allowedWhere<S extends string, A extends string>(table: PgTable, machine: StateMachine<S, A>, action: A): SQL {
  const t = machine.transitions[action];
  return and(
    inArray(columnOf(table, 'status'), [...t.from]),
    ...Object.entries(t.when ?? {}).map(([field, guard]) => guardSql(columnOf(table, field), guard)),
  )!;
}

import { and, getTableColumns, inArray, isNotNull, isNull, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FieldGuard, StateMachine } from '@app/contract';

/** A table's columns by their database name, which is their wire name. */
const columnsByName = new WeakMap<PgTable, Map<string, Column>>();
function columnOf(table: PgTable, name: string): Column {
  let columns = columnsByName.get(table);
  if (!columns) {
    columns = new Map(Object.values(getTableColumns(table)).map((c) => [(c as Column).name, c as Column]));
    columnsByName.set(table, columns);
  }
  const column = columns.get(name);
  if (!column) throw new Error(`A state machine names the field "${name}", which its table does not have`);
  return column;
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

import { createContext, useContext, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { createTableStore, type TableActions, type TableOptions, type TableState, type TableStore } from './table-store';
import type { AnyRow } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const TableContext = createContext<TableStore<any> | null>(null);

/** The controller of the surrounding DataTable. */
export function useTableStore<Row extends AnyRow = AnyRow>(): TableStore<Row> {
  const store = useContext(TableContext);
  if (!store) throw new Error('useTableStore must be used inside a DataTable');
  return store as TableStore<Row>;
}

/** Reads a slice of the surrounding table's state (re-renders when that slice changes). */
export function useTable<T, Row extends AnyRow = AnyRow>(selector: (state: TableState<Row> & TableActions<Row>) => T): T {
  return useStore(useTableStore<Row>(), selector);
}

/** Creates a table controller once for a page that wants to drive the table itself. */
export function useDataTable<Row extends AnyRow = AnyRow>(options: TableOptions<Row>): TableStore<Row> {
  const client = useContext(QueryClientContext);
  const [store] = useState(() => createTableStore({ client, ...options }));
  return store;
}

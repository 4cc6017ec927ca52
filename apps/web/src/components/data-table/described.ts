import { commonOperator, quickSearchFields, type ResourceDescription } from '@app/contract';
import type { AnyRow, TableColumn } from './types';

/**
 * The `DataTable` props a resource's description implies: the resource path, key, tree, the
 * quick-search fields, and each described column's common-search operator and sorting (a column
 * states them only where it differs). Spread it: `<DataTable {...describedTable(d, columns)} lang=… />`.
 */
export function describedTable<Row extends AnyRow>(d: ResourceDescription, columns: TableColumn<Row>[]) {
  return {
    resource: d.path,
    ...(d.pk ? { pk: d.pk } : {}),
    ...(d.tree ? { tree: true } : {}),
    quickSearchFields: quickSearchFields(d),
    columns: columns.map((c) => {
      const f = d.fields[c.field];
      if (!f) return c;
      return { ...c, operator: c.operator !== undefined ? c.operator : commonOperator(f), sort: c.sort ?? f.sort };
    }),
  };
}

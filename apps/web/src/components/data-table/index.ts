export { DataTable, type DataTableProps } from './DataTable';
export { crudApi, stripNulls, type CrudApi } from './crud-api';
export { useDataTable, useTable, useTableStore } from './table-context';
export { createTableStore, type TableStore, type TableOptions } from './table-store';
export { useAuth } from './use-auth';
export { describedColumns, describedForm, describedTable, enumContent, enumLabels } from './described';
export { columnsOf, valueAt, type TableColumn, type AnyRow, type RowId, type RowButton } from './types';
export type { HeaderButton } from './TableHeader';
export { ImportButton, type ImportButtonProps } from './ImportButton';

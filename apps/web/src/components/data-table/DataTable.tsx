import { lazy, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { Alert, Skeleton, theme } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FormSchema } from '../form-item/types';
import { crudApi, type CrudApi } from './crud-api';
import { searchValuesFromQuery, type SearchItem } from './search-params';
import { TableContext, useTable } from './table-context';
import { createTableStore, type TableOptions, type TableStore } from './table-store';
import { DEFAULT_BUTTONS, TableHeader, type HeaderButton } from './TableHeader';
import { TableView } from './TableView';
import type { AnyRow, TableColumn } from './types';
import { useAuth } from './use-auth';
import './data-table.css';

// The edit dialog and the common search (antd Form, Modal and the field inputs) load when first
// shown, and in the background once the table has its first page.
const loadFormDialog = () => import('./FormDialog');
const loadComSearch = () => import('./ComSearch');
const FormDialog = lazy(loadFormDialog);
const ComSearch = lazy(loadComSearch);

export interface DataTableProps<Row extends AnyRow = AnyRow> {
  /** The controller path (`auth.Admin`); or give `api`, or a whole `table` from useDataTable. */
  resource?: string;
  api?: CrudApi<Row>;
  table?: TableStore<Row>;
  columns: TableColumn<Row>[];
  /** The page's language pack: column titles and form labels are `<lang>.<field>`. */
  lang: string;
  /** The add / edit dialog; none: no dialog (read-only tables). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form?: FormSchema<any>;
  buttons?: HeaderButton[];
  /** Tree table: no pagination, rows nest under `children`. */
  tree?: boolean;
  /** Tree tables: drags stay among rows with the same value of this field (default `pid`). */
  dragSortLimitField?: string;
  /** The page URL's query pre-fills the common search (default true). */
  acceptQuery?: boolean;
  /** Fields the quick search looks in (their titles show in its placeholder). */
  quickSearchFields?: string[];
  /** Extra parameters of every index request. */
  params?: Record<string, unknown>;
  /** Search conditions every request carries besides the user's. */
  fixedSearch?: SearchItem[];
  limit?: number;
  pk?: string;
  /** Tree tables: open every row. */
  expandAll?: boolean;
  /** Extra header buttons. */
  headerExtra?: ReactNode;
  /** Show the selection column although no edit or delete button needs it (an extra header button acts on the selection). */
  selectable?: boolean;
  /** Rendered inside the table's context (e.g. a detail dialog that reads the store). */
  children?: ReactNode;
}

/**
 * A resource's admin table declared from its column schema (the BaTable of reference 16.5):
 * header buttons, common search, the table, and the edit dialog of `form`.
 */
export function DataTable<Row extends AnyRow = AnyRow>(props: DataTableProps<Row>) {
  const { columns, lang, form, tree, acceptQuery = true } = props;
  const { search } = useLocation();
  const client = useContext(QueryClientContext);
  const [store] = useState<TableStore<Row>>(() => {
    if (props.table) return props.table;
    const options: TableOptions<Row> = {
      client,
      api: props.api ?? crudApi<Row>(props.resource ?? ''),
      columns,
      pk: props.pk,
      limit: props.limit,
      params: props.params,
      fixedSearch: props.fixedSearch,
      expandAll: props.expandAll,
      initialSearch: acceptQuery ? searchValuesFromQuery(columns as TableColumn[], new URLSearchParams(search)) : undefined,
    };
    return createTableStore(options);
  });

  // the first page, then again whenever a write invalidates the resource's lists
  useEffect(() => {
    void store.getState().refresh();
    return store.getState().watch();
  }, [store]);

  return (
    <TableContext.Provider value={store}>
      <DataTableBody {...props} tree={tree} form={form} lang={lang} />
    </TableContext.Provider>
  );
}

function DataTableBody<Row extends AnyRow>({ columns, lang, form, buttons, tree, dragSortLimitField, quickSearchFields, headerExtra, selectable: select, children }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const auth = useAuth();
  const { token } = theme.useToken();
  const remark = useTable((s) => s.remark);
  const showComSearch = useTable((s) => s.showComSearch);
  const formOpen = useTable((s) => s.form.operate !== null);
  const loaded = useTable((s) => s.data.length > 0 || s.total > 0);
  const [dialogUsed, setDialogUsed] = useState(false);
  if (formOpen && !dialogUsed) setDialogUsed(true);

  useEffect(() => {
    if (!loaded) return;
    const warm = () => {
      if (form) void loadFormDialog();
      void loadComSearch();
    };
    const idle = window.requestIdleCallback?.(warm) ?? window.setTimeout(warm, 500);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [loaded, form]);
  const cols = columns as TableColumn[];
  const titleOf = useCallback(
    (c: TableColumn) => (c.title ? t(c.title, { defaultValue: c.title }) : t(`${lang}.${c.field}`, { defaultValue: c.field })),
    [t, lang],
  );
  const withTree = buttons ?? (tree ? [...DEFAULT_BUTTONS.slice(0, 4), 'unfold', ...DEFAULT_BUTTONS.slice(4)] : DEFAULT_BUTTONS);
  const headerButtons = form ? withTree : withTree.filter((b) => b !== 'add' && b !== 'edit');
  const selectable = select || (headerButtons.includes('edit') && auth('edit')) || (headerButtons.includes('delete') && auth('del'));
  // a page whose form only adds (a ledger) offers no edit, so a double-click opens nothing
  const editable = Boolean(form) && (headerButtons.includes('edit') || cols.some((c) => c.buttons?.includes('edit')));
  const quickFields = quickSearchFields?.map((f) => titleOf(cols.find((c) => c.field === f) ?? { field: f })).join(' / ');

  return (
    <div className="data-table">
      {remark && <Alert className="data-table-remark" type="info" showIcon message={t(remark, { defaultValue: remark })} />}
      <div className="data-table-box" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
        {showComSearch && (
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
            <ComSearch columns={cols} titleOf={titleOf} />
          </Suspense>
        )}
        <TableHeader buttons={headerButtons} columns={cols} titleOf={titleOf} quickSearchFields={quickFields} extra={headerExtra} />
        <TableView columns={cols} titleOf={titleOf} tree={tree} dragSortLimitField={dragSortLimitField} dblClickEdit={editable} selectable={selectable} />
      </div>
      {form && dialogUsed && (
        <Suspense fallback={null}>
          <FormDialog schema={form} lang={lang} />
        </Suspense>
      )}
      {children}
    </div>
  );
}

export default DataTable;

import { isCancelledError, queryOptions, type QueryClient } from '@tanstack/react-query';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isCancel } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { resourceKeys } from '../../api/query-keys';
import type { CrudApi } from './crud-api';
import { stripNulls } from './crud-api';
import { loadColumnDisplay, saveColumnDisplay } from './column-display';
import { afterSave, closedForm, currentId, openAdd, openEdit, type FormState } from './edit-queue';
import { buildSearch, type SearchItem, type SearchValues, type TableFilter } from './search-params';
import type { AnyRow, RowId, TableColumn } from './types';

export const PAGE_SIZES = [10, 20, 50, 100];
export const QUICK_SEARCH_DELAY = 500;

export interface TableOptions<Row extends AnyRow = AnyRow> {
  api: CrudApi<Row>;
  columns: readonly TableColumn<Row>[];
  /** Names the table's remembered column choices (default: the api base). */
  tableKey?: string;
  /** Primary key (default `id`). */
  pk?: string;
  /** Rows per page (default 10). */
  limit?: number;
  /** Common-search values to start with (e.g. from the URL); the panel opens when there are any. */
  initialSearch?: SearchValues;
  /** Extra index parameters of every request. */
  params?: Record<string, unknown>;
  /** Search conditions every request carries besides the user's (e.g. own log rows only). */
  fixedSearch?: SearchItem[];
  /** Tree tables: open every row after each load. */
  expandAll?: boolean;
  /** The query client its reads are cached and keyed in (default: the app's). */
  client?: QueryClient;
}

export interface TableState<Row extends AnyRow = AnyRow> {
  filter: TableFilter;
  data: Row[];
  total: number;
  /** False when the server's total is a capped count or an estimate (the pager shows "10,000+"). */
  totalExact: boolean;
  remark: string;
  /** Other keys of the index answer (e.g. the group list's `group`). */
  extra: Record<string, unknown>;
  loading: boolean;
  /** Keys of the selected rows. */
  selection: RowId[];
  expandedKeys: RowId[];
  showComSearch: boolean;
  searchValues: SearchValues;
  columnShown: Record<string, boolean>;
  form: FormState;
}

export interface TableActions<Row extends AnyRow = AnyRow> {
  refresh(): Promise<void>;
  setPage(page: number, limit?: number): void;
  /** `field,asc|desc`, or undefined for the server's default. */
  setOrder(order: string | undefined): void;
  /** Updates the box at once and asks the server after QUICK_SEARCH_DELAY of quiet. */
  setQuickSearch(text: string): void;
  applySearch(values: SearchValues): void;
  resetSearch(): void;
  toggleComSearch(): void;
  setSelection(keys: RowId[]): void;
  setExpandedKeys(keys: RowId[]): void;
  /** Opens every row of a tree, or closes them all. */
  toggleExpandAll(): void;
  setColumnShown(field: string, shown: boolean): void;
  openAdd(): void;
  /** Edits the given ids one after another (default: the selection). */
  openEdit(ids?: RowId[]): void;
  closeForm(): void;
  /** Saves the dialog (nulls dropped), refreshes, then edits the next queued id or closes. */
  submitForm(values: AnyRow): Promise<void>;
  del(ids: RowId[]): Promise<void>;
  /** Saves one field at once (a switch cell): `edit {pk: id, field: value}`. */
  saveField(row: AnyRow, field: string, value: unknown): Promise<void>;
  /** Drag sort: the moved row is inserted at the drop position (the row there and those between move one place). */
  sortable(id: RowId, targetId: RowId): Promise<void>;
  /** The primary key of a row. */
  keyOf(row: AnyRow): RowId;
  /** The id the edit dialog shows now. */
  editingId(): RowId | undefined;
  /** The filter as sent: the user's plus the fixed search. */
  requestFilter(): TableFilter;
  /**
   * The edit form's row under the resource's row key: never taken as fresh (the dialog reads it
   * anew each time it opens, and shows it once that read is in).
   */
  rowQuery(id: RowId): ReturnType<typeof rowQueryOf<Row>>;
  /** The edit form's row, read now under the resource's row key. */
  readRow(id: RowId): Promise<Row>;
  /**
   * Reads the list again whenever a write invalidates it (any key of the resource's lists, as
   * `resourceKeys.list(path)`): a write elsewhere naming the resource refreshes the table. Answers the unsubscribe.
   */
  watch(): () => void;
}

/** State and actions, as selectors see them. */
export type TableSnapshot<Row extends AnyRow = AnyRow> = TableState<Row> & TableActions<Row>;

export type TableStore<Row extends AnyRow = AnyRow> = StoreApi<TableState<Row> & TableActions<Row>> & {
  readonly options: Required<Pick<TableOptions<Row>, 'pk' | 'tableKey'>> & TableOptions<Row>;
  /** The query client its reads are cached and keyed in. */
  readonly client: QueryClient;
};

/** A row's read under `resourceKeys.row` (staleTime 0: an operator never edits what may have changed). */
const rowQueryOf = <Row extends AnyRow>(api: CrudApi<Row>, id: RowId) =>
  queryOptions({ queryKey: resourceKeys.row(api.base, id), queryFn: () => api.read(id), staleTime: 0 });

/** Every key of a tree that has children (for "expand all"). */
export function parentKeys(rows: readonly AnyRow[], pk: string): RowId[] {
  const keys: RowId[] = [];
  const walk = (nodes: readonly AnyRow[]) => {
    for (const node of nodes) {
      const children = node.children as AnyRow[] | undefined;
      if (children?.length) {
        keys.push(node[pk] as RowId);
        walk(children);
      }
    }
  };
  walk(rows);
  return keys;
}

/**
 * The controller of a DataTable (BuildAdmin's baTable, typed): filter, data, selection, the
 * common search, the column choices and the edit dialog's queue, with the calls that change them.
 * The UI only reads it; tests drive it without React.
 */
export function createTableStore<Row extends AnyRow = AnyRow>(input: TableOptions<Row>): TableStore<Row> {
  const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as TableOptions<Row>;
  const options = { pk: 'id', tableKey: input.api.base, ...given };
  const { api, columns, pk, tableKey } = options;
  const client = options.client ?? queryClient;
  /** A list read's key: the resource's index route with the filter and parameters sent. */
  const listKey = (filter: TableFilter) => resourceKeys.list(api.base, options.params ? { ...filter, params: options.params } : filter);
  const initialSearch = options.initialSearch ?? {};
  let sequence = 0;
  let quickTimer: ReturnType<typeof setTimeout> | undefined;
  let expandAllWanted = Boolean(options.expandAll);

  const store = createStore<TableState<Row> & TableActions<Row>>()((set, get) => {
    const setFilter = (patch: Partial<TableFilter>) => {
      set((s) => ({ filter: { ...s.filter, ...patch } }));
      void get().refresh();
    };
    return {
      filter: { page: 1, limit: options.limit ?? 10, quickSearch: '', search: buildSearch(columns as TableColumn[], initialSearch) },
      data: [],
      total: 0,
      totalExact: true,
      remark: '',
      extra: {},
      loading: false,
      selection: [],
      expandedKeys: [],
      showComSearch: Object.keys(initialSearch).length > 0,
      searchValues: initialSearch,
      columnShown: loadColumnDisplay(tableKey, columns as TableColumn[]),
      form: closedForm,

      async refresh() {
        const mine = ++sequence;
        set({ loading: true });
        try {
          const filter = get().requestFilter();
          const queryKey = listKey(filter);
          // a read already under way may predate a write: this one is sent anew (the cancel is at once)
          void client.cancelQueries({ queryKey, exact: true });
          const { list, total, totalExact, remark, ...extra } = await client.fetchQuery({ queryKey, queryFn: () => api.index(filter, options.params), staleTime: 0 });
          if (mine !== sequence) return;
          const keys = new Set(list.map((row) => row[pk] as RowId));
          set((s) => ({
            data: list,
            total,
            totalExact: totalExact !== false,
            remark: remark ?? '',
            extra,
            selection: s.selection.filter((key) => keys.has(key)),
            expandedKeys: expandAllWanted ? parentKeys(list, pk) : s.expandedKeys,
          }));
        } catch (error) {
          // a newer identical request replaced this one; other failures were shown by the request layer
          if (!isCancel(error) && !isCancelledError(error) && mine === sequence) set({ data: get().data });
        } finally {
          if (mine === sequence) set({ loading: false });
        }
      },
      setPage: (page, limit) => setFilter({ page, limit: limit ?? get().filter.limit }),
      setOrder: (order) => setFilter({ order, page: 1 }),
      setQuickSearch(text) {
        set((s) => ({ filter: { ...s.filter, quickSearch: text } }));
        clearTimeout(quickTimer);
        quickTimer = setTimeout(() => setFilter({ page: 1 }), QUICK_SEARCH_DELAY);
      },
      applySearch(values) {
        set({ searchValues: values });
        setFilter({ search: buildSearch(columns as TableColumn[], values), page: 1 });
      },
      resetSearch() {
        set({ searchValues: {} });
        setFilter({ search: [], page: 1 });
      },
      toggleComSearch: () => set((s) => ({ showComSearch: !s.showComSearch })),
      setSelection: (selection) => set({ selection }),
      setExpandedKeys: (expandedKeys) => set({ expandedKeys }),
      toggleExpandAll() {
        expandAllWanted = get().expandedKeys.length === 0;
        set({ expandedKeys: expandAllWanted ? parentKeys(get().data, pk) : [] });
      },
      setColumnShown(field, shown) {
        const columnShown = { ...get().columnShown, [field]: shown };
        set({ columnShown });
        saveColumnDisplay(tableKey, columns as TableColumn[], columnShown);
      },
      openAdd: () => set({ form: openAdd() }),
      openEdit: (ids) => set({ form: openEdit(ids ?? get().selection) }),
      closeForm: () => set({ form: closedForm }),
      async submitForm(values) {
        const form = get().form;
        const clean = stripNulls(values);
        if (form.operate === 'add') await api.add(clean);
        else if (form.operate === 'edit') await api.edit({ ...clean, [pk]: currentId(form) });
        else return;
        set({ form: afterSave(form) });
        await get().refresh();
      },
      async del(ids) {
        if (!ids.length) return;
        await api.del(ids);
        set((s) => ({ selection: s.selection.filter((key) => !ids.includes(key)) }));
        await get().refresh();
      },
      async saveField(row, field, value) {
        const id = row[pk] as RowId;
        const patch = (rows: Row[]): Row[] =>
          rows.map((r) => (r[pk] === id ? { ...r, [field]: value } : r.children ? { ...r, children: patch(r.children as Row[]) } : r));
        const before = get().data;
        set({ data: patch(before) });
        try {
          await api.edit({ [pk]: id, [field]: value });
        } catch (error) {
          set({ data: before });
          throw error;
        }
      },
      async sortable(id, targetId) {
        if (id === targetId) return;
        try {
          await api.sortable(id, targetId);
        } finally {
          await get().refresh();
        }
      },
      keyOf: (row) => row[pk] as RowId,
      editingId: () => currentId(get().form),
      requestFilter() {
        const { filter } = get();
        return options.fixedSearch?.length ? { ...filter, search: [...(filter.search ?? []), ...options.fixedSearch] } : filter;
      },
      rowQuery: (id) => rowQueryOf(api, id),
      readRow: (id) => client.fetchQuery(rowQueryOf(api, id)),
      watch() {
        const lists = resourceKeys.list(api.base);
        const under = (key: readonly unknown[]) => lists.every((part, i) => key[i] === part);
        return client.getQueryCache().subscribe((event) => {
          if (event.type === 'updated' && event.action.type === 'invalidate' && under(event.query.queryKey)) void get().refresh();
        });
      },
    };
  });
  return Object.assign(store, { options, client });
}

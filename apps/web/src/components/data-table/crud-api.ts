import type { ListResult } from '@app/contract';
import { request } from '../../api/request';
import { filterParams, type TableFilter } from './search-params';
import type { AnyRow, RowId } from './types';

export type { ListResult };

/** An index answer; tree resources may add keys (e.g. the group list's `group`). */
export type IndexResult<Row> = ListResult<Row> & Record<string, unknown>;

/** The generic CRUD calls of one controller path (reference 5, 16.5's baTableApi). */
export interface CrudApi<Row extends AnyRow = AnyRow> {
  /** `/admin/<path>/`, e.g. `/admin/auth.Admin/`. */
  readonly base: string;
  index(filter: TableFilter, extra?: Record<string, unknown>): Promise<IndexResult<Row>>;
  /** The edit form's row. */
  read(id: RowId): Promise<Row>;
  add(values: AnyRow): Promise<void>;
  edit(values: AnyRow): Promise<void>;
  del(ids: readonly RowId[]): Promise<void>;
  sortable(id: RowId, targetId: RowId): Promise<void>;
}

/** `path` is the controller path (`auth.Admin`) or a full base (`/admin/auth.Admin/`). */
export function crudApi<Row extends AnyRow = AnyRow>(path: string): CrudApi<Row> {
  const base = path.startsWith('/') ? path.replace(/\/?$/, '/') : `/admin/${path}/`;
  return {
    base,
    async index(filter, extra = {}) {
      const { data } = await request<IndexResult<Row>>({ url: base + 'index', method: 'GET', params: { ...filterParams(filter), ...extra } });
      return data;
    },
    async read(id) {
      const { data } = await request<{ row: Row }>({ url: base + 'edit', method: 'GET', params: { id } });
      return data.row;
    },
    async add(values) {
      await request({ url: base + 'add', method: 'POST', data: values }, { showSuccessMessage: true });
    },
    async edit(values) {
      await request({ url: base + 'edit', method: 'POST', data: values }, { showSuccessMessage: true });
    },
    async del(ids) {
      await request({ url: base + 'del', method: 'DELETE', params: { ids } }, { showSuccessMessage: true });
    },
    async sortable(id, targetId) {
      await request({ url: base + 'sortable', method: 'POST', data: { id, targetId } }, { showSuccessMessage: true });
    },
  };
}

/** What a resource's add form starts from (`GET add`: the security rules' watchable resources, the activities' defaults). */
export async function addForm<T>(path: string): Promise<T> {
  return (await request<T>({ url: crudApi(path).base + 'add', method: 'GET' })).data;
}

/** The add form's starting values a resource serves (`GET add`'s `defaults`, as the activities' "earns commission" from the distribution settings). */
export const addDefaults = async <Row extends AnyRow = AnyRow>(path: string): Promise<Partial<Row>> => (await addForm<{ defaults: Partial<Row> }>(path)).defaults;

/** The same calls, with `after` run once a write succeeded (the rule pages reload the side menu). */
export function afterWrites<Row extends AnyRow>(api: CrudApi<Row>, after: () => Promise<unknown>): CrudApi<Row> {
  const then =
    <A extends unknown[]>(write: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      await write(...args);
      await after().catch(() => undefined); // the write is done; a failed refresh must not report it failed
    };
  return { ...api, add: then(api.add), edit: then(api.edit), del: then(api.del), sortable: then(api.sortable) };
}

/** Drops `null` (and `undefined`) values before a submit, as the reference's forms do. */
export function stripNulls<T extends AnyRow>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

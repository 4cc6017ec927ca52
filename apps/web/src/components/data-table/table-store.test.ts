import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { invalidateTouched } from '../../api/write';
import { resourceKeys } from '../../api/query-keys';
import type { CrudApi } from './crud-api';
import type { TableFilter } from './search-params';
import { afterSave, currentId, hasNext, openEdit } from './edit-queue';
import { createTableStore, parentKeys, QUICK_SEARCH_DELAY } from './table-store';
import { canDrop, visibleKeys } from './tree';
import { columnsOf, type AnyRow } from './types';

function fakeApi(rows: AnyRow[] = [{ id: 1 }, { id: 2 }, { id: 3 }]) {
  const api = {
    base: '/admin/test.Thing/',
    index: vi.fn(async (_filter: TableFilter, _extra?: Record<string, unknown>) => ({ list: rows, total: rows.length, remark: 'note', group: [1] })),
    read: vi.fn(async (id: number) => ({ id, name: `row ${id}` })),
    add: vi.fn(async () => undefined),
    edit: vi.fn(async () => undefined),
    del: vi.fn(async () => undefined),
    sortable: vi.fn(async () => undefined),
  };
  return api as typeof api & CrudApi;
}

const columns = columnsOf([{ field: 'id', operator: 'RANGE' }, { field: 'name', operator: 'LIKE' }, { field: 'status', render: 'switch' }]);

describe('edit queue', () => {
  it('edits the ids in order and closes after the last', () => {
    let form = openEdit([4, 7, 4, 9]);
    expect([currentId(form), hasNext(form)]).toEqual([4, true]);
    form = afterSave(form);
    expect([currentId(form), hasNext(form)]).toEqual([7, true]);
    form = afterSave(form);
    expect([currentId(form), hasNext(form)]).toEqual([9, false]);
    form = afterSave(form);
    expect(form.operate).toBeNull();
    expect(openEdit([]).operate).toBeNull();
  });
});

describe('table store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads a page with its remark and the answer’s other keys', async () => {
    const api = fakeApi();
    const store = createTableStore({ api, columns });
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ total: 3, remark: 'note', extra: { group: [1] }, loading: false });
    expect(api.index).toHaveBeenCalledWith({ page: 1, limit: 10, quickSearch: '', search: [] }, undefined);
  });

  it('keys its reads by the resource\'s routes, and reads the list again when a write elsewhere invalidates them', async () => {
    const api = fakeApi();
    const client = createQueryClient();
    const store = createTableStore({ api, columns, client });
    await store.getState().refresh();
    const filter = { page: 1, limit: 10, quickSearch: '', search: [] };
    expect(client.getQueryData(resourceKeys.list('test.Thing', filter))).toMatchObject({ total: 3 });
    expect(resourceKeys.list('test.Thing', filter)).toEqual(['admin', '/admin/test.Thing/index', filter]);
    expect(await store.getState().readRow(2)).toEqual({ id: 2, name: 'row 2' });
    expect(client.getQueryData(resourceKeys.row('test.Thing', 2))).toEqual({ id: 2, name: 'row 2' });

    const stop = store.getState().watch();
    await invalidateTouched(client, [resourceKeys.list('test.Thing')]);
    expect(api.index).toHaveBeenCalledTimes(2);
    // another resource's write does not touch it; after the unsubscribe nothing does
    await invalidateTouched(client, [resourceKeys.list('test.Other')]);
    stop();
    await invalidateTouched(client, [resourceKeys.list('test.Thing')]);
    expect(api.index).toHaveBeenCalledTimes(2);
  });

  it('"save and edit next": saves each selected row, refreshes, and moves on', async () => {
    const api = fakeApi();
    const store = createTableStore({ api, columns });
    store.getState().setSelection([2, 3]);
    store.getState().openEdit();
    expect(store.getState().editingId()).toBe(2);

    await store.getState().submitForm({ name: 'two', note: null });
    expect(api.edit).toHaveBeenLastCalledWith({ name: 'two', id: 2 });
    expect(store.getState().editingId()).toBe(3);
    expect(api.index).toHaveBeenCalledTimes(1);

    await store.getState().submitForm({ name: 'three' });
    expect(api.edit).toHaveBeenLastCalledWith({ name: 'three', id: 3 });
    expect(store.getState().form.operate).toBeNull();
    expect(api.index).toHaveBeenCalledTimes(2);
  });

  it('keeps the dialog on the same row when saving fails', async () => {
    const api = fakeApi();
    api.edit.mockRejectedValueOnce(new Error('refused'));
    const store = createTableStore({ api, columns });
    store.getState().openEdit([5, 6]);
    await expect(store.getState().submitForm({ name: 'x' })).rejects.toThrow('refused');
    expect(store.getState().editingId()).toBe(5);
  });

  it('adds without an id and closes', async () => {
    const api = fakeApi();
    const store = createTableStore({ api, columns });
    store.getState().openAdd();
    await store.getState().submitForm({ name: 'new', pid: undefined });
    expect(api.add).toHaveBeenCalledWith({ name: 'new' });
    expect(store.getState().form.operate).toBeNull();
  });

  it('waits 500 ms of quiet before a quick search and starts at page 1', async () => {
    const api = fakeApi();
    const store = createTableStore({ api, columns });
    store.getState().setPage(3);
    api.index.mockClear();
    store.getState().setQuickSearch('a');
    store.getState().setQuickSearch('ad');
    vi.advanceTimersByTime(QUICK_SEARCH_DELAY - 1);
    expect(api.index).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(api.index).toHaveBeenCalledTimes(1);
    expect(api.index.mock.calls[0][0]).toMatchObject({ page: 1, quickSearch: 'ad' });
  });

  it('applies and resets the common search', () => {
    const api = fakeApi();
    const store = createTableStore({ api, columns });
    store.getState().applySearch({ id: ['1', '5'], name: 'x' });
    expect(api.index.mock.calls.at(-1)![0].search).toEqual([
      { field: 'id', val: '1,5', operator: 'RANGE' },
      { field: 'name', val: 'x', operator: 'LIKE' },
    ]);
    store.getState().resetSearch();
    expect(api.index.mock.calls.at(-1)![0].search).toEqual([]);
  });

  it('starts with the URL’s search and opens the panel', () => {
    const store = createTableStore({ api: fakeApi(), columns, initialSearch: { name: 'jo' } });
    expect(store.getState().showComSearch).toBe(true);
    expect(store.getState().filter.search).toEqual([{ field: 'name', val: 'jo', operator: 'LIKE' }]);
  });

  it('saves a switch at once and puts the old value back when the server refuses', async () => {
    const api = fakeApi([{ id: 1, status: true }]);
    const store = createTableStore({ api, columns });
    await store.getState().refresh();
    await store.getState().saveField({ id: 1, status: true }, 'status', false);
    expect(api.edit).toHaveBeenCalledWith({ id: 1, status: false });
    expect(store.getState().data[0].status).toBe(false);
    api.edit.mockRejectedValueOnce(new Error('no'));
    await expect(store.getState().saveField({ id: 1, status: false }, 'status', true)).rejects.toThrow();
    expect(store.getState().data[0].status).toBe(false);
  });

  it('deletes and drops the deleted rows from the selection', async () => {
    const api = fakeApi();
    const store = createTableStore({ api, columns });
    store.getState().setSelection([1, 2]);
    await store.getState().del([1]);
    expect(api.del).toHaveBeenCalledWith([1]);
    expect(store.getState().selection).toEqual([2]);
  });

  it('remembers the column choice', () => {
    const store = createTableStore({ api: fakeApi(), columns, tableKey: 'things' });
    store.getState().setColumnShown('name', false);
    expect(createTableStore({ api: fakeApi(), columns, tableKey: 'things' }).getState().columnShown.name).toBe(false);
  });
});

describe('tree helpers', () => {
  const tree: AnyRow[] = [
    { id: 1, pid: 0, children: [{ id: 2, pid: 1 }, { id: 3, pid: 1, children: [{ id: 5, pid: 3 }] }] },
    { id: 4, pid: 0 },
  ];

  it('finds the keys to expand and the rows on screen', () => {
    expect(parentKeys(tree, 'id')).toEqual([1, 3]);
    expect(visibleKeys(tree, 'id', [])).toEqual(['1', '4']);
    expect(visibleKeys(tree, 'id', [1])).toEqual(['1', '2', '3', '4']);
  });

  it('allows drops among siblings only', () => {
    expect(canDrop(tree, 'id', '2', '3')).toBe(true);
    expect(canDrop(tree, 'id', '1', '4')).toBe(true);
    expect(canDrop(tree, 'id', '2', '4')).toBe(false);
    expect(canDrop(tree, 'id', '5', '2')).toBe(false);
    expect(canDrop(tree, 'id', '9', '2')).toBe(false);
  });
});

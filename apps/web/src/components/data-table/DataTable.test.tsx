import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useAdminInfo } from '../../stores/admin-info';
import { useNavTabs } from '../../stores/nav-tabs';
import { loadEnglishPacks } from '../../test/lang';
import { queryClient } from '../../api/query-client';
import { resourceKeys } from '../../api/query-keys';
import { formSchema } from '../form-item/types';
import type { CrudApi } from './crud-api';
import { DataTable } from './DataTable';
import { columnsOf, type AnyRow } from './types';

// antd renders slowly in jsdom, more so when the whole suite runs at once

const PAGE = '/admin/test/thing';

beforeAll(async () => {
  await loadEnglishPacks(['data-table', 'form-item']);
});

afterEach(() => {
  queryClient.clear();
  useNavTabs.getState().fillAuthNode(new Map());
  useAdminInfo.getState().reset();
});

function fakeApi(rows: AnyRow[]) {
  return {
    base: '/admin/test.Thing/',
    index: vi.fn(async () => ({ list: rows, total: rows.length, remark: '' })),
    read: vi.fn(async (id: number) => rows.find((r) => r.id === id) ?? { id }),
    add: vi.fn(async () => undefined),
    edit: vi.fn(async () => undefined),
    del: vi.fn(async () => undefined),
    sortable: vi.fn(async () => undefined),
  } satisfies CrudApi;
}

const columns = columnsOf([
  { field: 'id', title: 'ID', operator: 'RANGE' },
  { field: 'name', title: 'Name', operator: 'LIKE' },
  { field: 'mobile', title: 'Mobile', operator: false },
  { field: 'status', title: 'Status', render: 'switch' },
  { field: 'operate', title: 'Operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false },
]);

const form = formSchema({
  fields: [
    { name: 'name', label: 'Name', rules: ['required'] },
    { name: 'mobile', label: 'Mobile', type: 'mobile' },
  ],
});

const rows = [
  { id: 1, name: 'one', mobile: '', status: true },
  { id: 2, name: 'two', mobile: '', status: false },
];

function grant(...nodes: string[]) {
  useNavTabs.getState().fillAuthNode(new Map([[PAGE, nodes.map((n) => `${PAGE}/${n}`)]]));
}

async function setup(api = fakeApi(rows)) {
  render(
    <MemoryRouter initialEntries={[PAGE]}>
      <DataTable resource="test.Thing" api={api} lang="test" columns={columns} form={form} />
    </MemoryRouter>,
  );
  await screen.findByText('one');
  return api;
}

const header = () => screen.getByRole('toolbar', { name: 'Operate' });
/** Buttons of that name in the table's rows. */
const inRows = (name: string) => [...document.querySelectorAll<HTMLElement>('.ant-table-row')].flatMap((row) => within(row).queryAllByRole('button', { name }));

describe('DataTable permissions', () => {
  it('shows no add, edit, delete or drag without the nodes, and a read-only switch', async () => {
    await setup();
    expect(within(header()).queryByRole('button', { name: /Add/ })).toBeNull();
    expect(within(header()).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(header()).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(inRows('Edit')).toHaveLength(0);
    expect(inRows('Delete')).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Drag to sort' })).toHaveLength(0);
    expect((screen.getAllByRole('switch')[0] as HTMLButtonElement).disabled).toBe(true);
    // refresh and the tools are always there
    expect(within(header()).getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quick search' })).toBeTruthy();
  });

  it('shows each button with its own node', async () => {
    grant('edit');
    await setup();
    expect(within(header()).queryByRole('button', { name: /Add/ })).toBeNull();
    expect(within(header()).getByRole('button', { name: /Edit/ })).toBeTruthy();
    expect(within(header()).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(inRows('Edit')).toHaveLength(2);
    expect(inRows('Delete')).toHaveLength(0);
    expect((screen.getAllByRole('switch')[0] as HTMLButtonElement).disabled).toBe(false);
  });

  it('gives a super administrator every button, drag handles included', async () => {
    useAdminInfo.getState().dataFill({ super: true });
    await setup();
    expect(within(header()).getByRole('button', { name: /Add/ })).toBeTruthy();
    expect(within(header()).getByRole('button', { name: /Delete/ })).toBeTruthy();
    expect(inRows('Delete')).toHaveLength(2);
    expect(await screen.findAllByRole('button', { name: 'Drag to sort' }, { timeout: 10_000 })).toHaveLength(2);
  });
});

describe('DataTable edit dialog', () => {
  it('edits the selected rows one after another ("Save and edit next item")', async () => {
    grant('edit');
    const api = await setup();
    const boxes = screen.getAllByRole('checkbox', { name: 'Select this row' });
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    fireEvent.click(within(header()).getByRole('button', { name: /Edit/ }));

    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('one'));
    expect(within(dialog).getByText('Edit (1 / 2)')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'uno' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and edit next item' }));

    await waitFor(() => expect(api.edit).toHaveBeenCalledWith({ name: 'uno', mobile: '', id: 1 }));
    await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('two'));
    expect(await within(dialog).findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('validates with the field type’s messages and submits on Enter', async () => {
    useAdminInfo.getState().dataFill({ super: true });
    const api = await setup();
    fireEvent.click(within(header()).getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeTruthy();
    expect(await within(dialog).findByText('Please enter the correct mobile number')).toBeTruthy();
    expect(api.add).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'three' } });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '13812345678' } });
    await act(async () => {
      fireEvent.keyDown(within(dialog).getByLabelText('Name'), { key: 'Enter' });
    });
    await waitFor(() => expect(api.add).toHaveBeenCalledWith({ name: 'three', mobile: '13812345678' }));
  });

  it('opens the edit dialog on a double-click with the edit node', async () => {
    grant('edit');
    const api = await setup();
    fireEvent.doubleClick(screen.getByText('two'));
    await screen.findByRole('dialog');
    await waitFor(() => expect(api.read).toHaveBeenCalledWith(2));
  });
});

describe('DataTable edit row', () => {
  it('reads the row anew each time the dialog opens on it, under its row key, and shows the form only once that read is in', async () => {
    grant('edit');
    const api = await setup();
    fireEvent.doubleClick(screen.getByText('one'));
    let dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('one'));
    expect(queryClient.getQueryData(resourceKeys.row('test.Thing', 1))).toMatchObject({ name: 'one' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // changed on the server meanwhile: the second opening waits for it, the cached copy is not shown
    let answer!: (row: AnyRow) => void;
    api.read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    fireEvent.doubleClick(screen.getByText('one'));
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(api.read).toHaveBeenCalledTimes(2));
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.querySelector('form') as HTMLFormElement).style.display).toBe('none');
    await act(async () => answer({ id: 1, name: 'changed', mobile: '', status: true }));
    await waitFor(() => expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('changed'));
    expect((dialog.querySelector('form') as HTMLFormElement).style.display).toBe('');
  });

  it('closes the dialog when the row cannot be read', async () => {
    grant('edit');
    const api = await setup();
    api.read.mockRejectedValueOnce(new Error('gone'));
    fireEvent.doubleClick(screen.getByText('two'));
    await waitFor(() => expect(api.read).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('DataTable pager', () => {
  it('shows an exact total as it is, and a total that is not exact as "10,000+"', async () => {
    await setup();
    expect(screen.getByText('Total 2')).toBeTruthy();
    cleanup();
    const api = fakeApi(rows);
    api.index.mockImplementation(async () => ({ list: rows, total: 10000, totalExact: false as const, remark: '' }));
    await setup(api);
    expect(await screen.findByText('Total 10,000+')).toBeTruthy();
    expect(screen.queryByText('Total 10000')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { categoryForm, categoryTable } from './category';

/** A form field as plain data: its functions named, an unset type as the text input it renders. */
const plain = (f: object) =>
  Object.fromEntries(Object.entries({ type: 'string', ...f }).map(([k, v]) => [k, typeof v === 'function' ? 'function' : v]));

describe('HQ forms (from their descriptions)', () => {
  it('category: parent (a tree select, empty for the top), name (required), image, status', () => {
    expect(categoryForm.fields.map(plain)).toEqual([
      { name: 'pid', type: 'remoteSelect', remote: { resource: 'hq.Category', field: 'name', params: { isTree: true } }, placeholder: 'hq-category.topLevel', limits: { required: false, integer: true, min: 0, max: 9007199254740991 } },
      { name: 'name', type: 'string', rules: ['required'], limits: { required: true, minLength: 1, maxLength: 50 } },
      { name: 'image', type: 'image', limits: { required: false, maxLength: 255 } },
      { name: 'status', type: 'radio', content: [{ value: '1', label: 'hq-category.statusOptions.1' }, { value: '0', label: 'hq-category.statusOptions.0' }], limits: { required: false } },
    ]);
    expect(categoryForm.defaults).toEqual({ status: '1' });
    expect(categoryForm.toForm?.({ id: 3, pid: 0, name: 'Tea' })).toMatchObject({ pid: undefined });
    expect(categoryForm.toSubmit?.({ name: 'Tea' }, 'add')).toEqual({ name: 'Tea', pid: 0 });
  });

  it('category table: name, image, status, created, then weight drag, edit and delete', () => {
    expect(categoryTable).toEqual({
      resource: 'hq.Category',
      tree: true,
      quickSearchFields: ['name'],
      columns: [
        { field: 'name', minWidth: 200, operator: 'LIKE' },
        { field: 'image', render: 'image', operator: false, width: 80 },
        {
          field: 'status', width: 90, render: 'tag', operator: 'eq',
          replaceValue: { 0: 'hq-category.statusOptions.0', 1: 'hq-category.statusOptions.1' }, custom: { 0: 'default', 1: 'success' },
        },
        { field: 'create_time', width: 170, render: 'datetime', operator: 'RANGE', sort: true },
        { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
      ],
    });
  });
});

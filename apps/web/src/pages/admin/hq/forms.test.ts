import { describe, expect, it } from 'vitest';
import { activityScreen } from '../shared/ActivityPage';
import { categoryForm, categoryTable } from './category';
import { productForm, productTable } from './product';

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

  it('product: category (a tree select), name, pictures, intro, prices, stock, unit, commission mode and its rates (custom only), content, status', () => {
    expect(productForm.fields.map(plain)).toEqual([
      { name: 'category_id', type: 'remoteSelect', remote: { resource: 'hq.Category', field: 'name', params: { isTree: true } }, limits: { required: false, integer: true, min: 1, max: 2147483647 } },
      { name: 'name', type: 'string', rules: ['required'], limits: { required: true, minLength: 1, maxLength: 100 } },
      { name: 'cover', type: 'image', limits: { required: false, maxLength: 255 } },
      { name: 'images', type: 'images', limits: { required: false } },
      { name: 'intro', type: 'textarea', inputProps: { rows: 2 }, limits: { required: false, maxLength: 255 } },
      { name: 'price', type: 'float', rules: ['required'], limits: { required: true } },
      { name: 'market_price', type: 'float', limits: { required: false } },
      { name: 'cost_price', type: 'float', limits: { required: false } },
      { name: 'stock', type: 'integer', limits: { required: false, integer: true, min: 0, max: 100000000 } },
      { name: 'unit', type: 'string', limits: { required: false, maxLength: 20 } },
      { name: 'commission_mode', type: 'radio', content: [{ value: 'default', label: 'hq-product.commissionModeOptions.default' }, { value: 'custom', label: 'hq-product.commissionModeOptions.custom' }, { value: 'fixed', label: 'hq-product.commissionModeOptions.fixed' }, { value: 'none', label: 'hq-product.commissionModeOptions.none' }], limits: { required: false, options: ['default', 'custom', 'fixed', 'none'] } },
      { name: 'level1_rate', type: 'percent', visible: 'function', blockHelp: 'function', limits: { required: false, integer: true, min: 0, max: 10000 } },
      { name: 'level2_rate', type: 'percent', visible: 'function', limits: { required: false, integer: true, min: 0, max: 10000 } },
      { name: 'content', type: 'editor', limits: { required: false, maxLength: 200000 } },
      { name: 'status', type: 'radio', content: [{ value: 'on', label: 'hq-product.statusOptions.on' }, { value: 'off', label: 'hq-product.statusOptions.off' }], limits: { required: false, options: ['on', 'off'] } },
    ]);
    expect(productForm.defaults).toEqual({ status: 'on', commission_mode: 'default', stock: 0 });
    const visible = productForm.fields.find((f) => f.name === 'level1_rate')?.visible;
    expect([visible?.({ commission_mode: 'custom' }, 'add'), visible?.({ commission_mode: 'fixed' }, 'add')]).toEqual([true, false]);
    expect(productForm.width).toBe(860);
  });

  it('activity: title, cover, type and its terms (by type), times, product scope and its products (listed only), commission, content, status', () => {
    const { form } = activityScreen('hq');
    expect(form.fields.map(plain)).toEqual([
      { name: 'title', type: 'string', rules: ['required'], limits: { required: true, minLength: 1, maxLength: 100 } },
      { name: 'cover', type: 'image', limits: { required: false, maxLength: 255 } },
      { name: 'type', type: 'radio', rules: ['required'], content: [{ value: 'discount', label: 'hq-activity.typeOptions.discount' }, { value: 'reduction', label: 'hq-activity.typeOptions.reduction' }, { value: 'event', label: 'hq-activity.typeOptions.event' }], limits: { required: true, options: ['discount', 'reduction', 'event'] } },
      { name: 'discount_rate', type: 'percent', visible: 'function', limits: { required: false, integer: true, min: 1, max: 9999 } },
      { name: 'threshold', type: 'float', visible: 'function', limits: { required: false } },
      { name: 'reduction', type: 'float', visible: 'function', limits: { required: false } },
      { name: 'start_time', type: 'datetime', rules: ['required'], limits: { required: true, integer: true, min: 1, max: 4102444800 } },
      { name: 'end_time', type: 'datetime', rules: ['required'], limits: { required: true, integer: true, min: 1, max: 4102444800 } },
      { name: 'product_scope', type: 'radio', content: [{ value: 'all', label: 'hq-activity.productScopeOptions.all' }, { value: 'listed', label: 'hq-activity.productScopeOptions.listed' }], limits: { required: false, options: ['all', 'listed'] } },
      { name: 'product_ids', type: 'remoteSelects', remote: { resource: 'hq.Product', field: 'name' }, visible: 'function', limits: { required: false } },
      { name: 'allow_commission', type: 'switch', tip: 'hq-activity.allowCommissionTip', limits: { required: false } },
      { name: 'content', type: 'textarea', inputProps: { rows: 3 }, limits: { required: false, maxLength: 200000 } },
      { name: 'status', type: 'radio', content: [{ value: 'draft', label: 'hq-activity.statusOptions.draft' }, { value: 'published', label: 'hq-activity.statusOptions.published' }], limits: { required: false, options: ['draft', 'published'] } },
    ]);
    // earns commission starts from the setting the add defaults (GET add) bring, off until then
    expect(form.defaults).toEqual({ type: 'discount', product_scope: 'all', status: 'draft', allow_commission: '0' });
    const visible = (name: string, values: Record<string, unknown>) => form.fields.find((f) => f.name === name)?.visible?.(values, 'add');
    expect([visible('discount_rate', { type: 'discount' }), visible('threshold', { type: 'discount' }), visible('reduction', { type: 'reduction' }), visible('product_ids', { product_scope: 'listed' })]).toEqual([true, false, true, true]);
    expect(form.toSubmit?.({ title: 'a', start_time: 1_700_000_000, end_time: 1_700_003_600 }, 'add')).toEqual({ title: 'a', start_time: 1_700_000_000, end_time: 1_700_003_600 });
    expect(form.width).toBe(760);
  });

  it('product and activity tables: picture and name first, the rest in the description\'s order; prices, created start hidden', () => {
    expect(productTable.columns.map((c) => c.field)).toEqual(['id', 'cover', 'name', 'category.name', 'price', 'market_price', 'cost_price', 'stock', 'sales', 'status', 'commission_mode', 'create_time', 'operate']);
    const product = Object.fromEntries(productTable.columns.map((c) => [c.field, c]));
    expect(product.cover).toEqual({ field: 'cover', width: 80, render: 'image', operator: false });
    expect(product.price).toMatchObject({ align: 'right', operator: 'RANGE', sort: true });
    expect([product.market_price.show, product.cost_price.show, product.create_time.show]).toEqual([false, false, false]);
    expect(product.operate).toMatchObject({ buttons: ['weigh-sort', 'edit', 'delete'] });
    const activity = activityScreen('hq').table;
    expect(activity.columns.map((c) => c.field)).toEqual(['id', 'cover', 'title', 'type', 'start_time', 'end_time', 'product_scope', 'allow_commission', 'status', 'operate']);
    expect(activity.columns.find((c) => c.field === 'start_time')).toMatchObject({ render: 'datetime', width: 170, operator: 'RANGE', sort: true });
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

import { describe, expect, it } from 'vitest';
import { activityScreen } from '../shared/ActivityPage';
import { productForm } from './product';

/** A form field as plain data: its functions named, an unset type as the text input it renders. */
const plain = (f: object) =>
  Object.fromEntries(Object.entries({ type: 'string', ...f }).map(([k, v]) => [k, typeof v === 'function' ? 'function' : v]));

describe('shop forms (from their descriptions)', () => {
  it('shop product: the shop and HQ product picked on add only, the price (empty: the HQ price), stock, status', () => {
    expect(productForm.fields.map(plain)).toEqual([
      { name: 'shop_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'shop.Shop', field: 'name' }, visible: 'function', limits: { required: true, integer: true, min: 1, max: 2147483647 } },
      { name: 'product_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'hq.Product', field: 'name' }, visible: 'function', limits: { required: true, integer: true, min: 1, max: 2147483647 } },
      { name: 'price', type: 'float', blockHelp: 'function', limits: { required: false } },
      { name: 'stock', type: 'integer', limits: { required: false, integer: true, min: 0, max: 100000000 } },
      { name: 'status', type: 'radio', content: [{ value: 'on', label: 'shop-product.statusOptions.on' }, { value: 'off', label: 'shop-product.statusOptions.off' }], limits: { required: false, options: ['on', 'off'] } },
    ]);
    const visible = productForm.fields.find((f) => f.name === 'shop_id')?.visible;
    expect((['add', 'edit'] as const).map((operate) => visible?.({}, operate))).toEqual([true, false]);
    expect(productForm.defaults).toEqual({ status: 'on', stock: 0 });
    expect(productForm.toSubmit?.({ shop_id: 1, product_id: 2, stock: 3 }, 'edit')).toEqual({ stock: 3, price: '' });
  });

  it("shop activity: the shop (required), then the HQ activity's fields; the shop's name after the title in the table", () => {
    const { form, table } = activityScreen('shop');
    expect(table.columns.map((c) => c.field)).toEqual(['id', 'cover', 'title', 'shop.name', 'type', 'start_time', 'end_time', 'product_scope', 'allow_commission', 'status', 'operate']);
    expect(form.fields.map(plain)).toEqual([
      { name: 'shop_id', type: 'remoteSelect', rules: ['required'], remote: { resource: 'shop.Shop', field: 'name' }, limits: { required: true, integer: true, min: 1, max: 2147483647 } },
      { name: 'title', type: 'string', rules: ['required'], limits: { required: true, minLength: 1, maxLength: 100 } },
      { name: 'cover', type: 'image', limits: { required: false, maxLength: 255 } },
      { name: 'type', type: 'radio', rules: ['required'], content: [{ value: 'discount', label: 'shop-activity.typeOptions.discount' }, { value: 'reduction', label: 'shop-activity.typeOptions.reduction' }, { value: 'event', label: 'shop-activity.typeOptions.event' }], limits: { required: true, options: ['discount', 'reduction', 'event'] } },
      { name: 'discount_rate', type: 'percent', visible: 'function', limits: { required: false, integer: true, min: 1, max: 9999 } },
      { name: 'threshold', type: 'float', visible: 'function', limits: { required: false } },
      { name: 'reduction', type: 'float', visible: 'function', limits: { required: false } },
      { name: 'start_time', type: 'datetime', rules: ['required'], limits: { required: true, integer: true, min: 1, max: 4102444800 } },
      { name: 'end_time', type: 'datetime', rules: ['required'], limits: { required: true, integer: true, min: 1, max: 4102444800 } },
      { name: 'product_scope', type: 'radio', content: [{ value: 'all', label: 'shop-activity.productScopeOptions.all' }, { value: 'listed', label: 'shop-activity.productScopeOptions.listed' }], limits: { required: false, options: ['all', 'listed'] } },
      { name: 'product_ids', type: 'remoteSelects', remote: { resource: 'hq.Product', field: 'name' }, visible: 'function', limits: { required: false } },
      { name: 'allow_commission', type: 'switch', tip: 'shop-activity.allowCommissionTip', limits: { required: false } },
      { name: 'content', type: 'textarea', inputProps: { rows: 3 }, limits: { required: false, maxLength: 200000 } },
      { name: 'status', type: 'radio', content: [{ value: 'draft', label: 'shop-activity.statusOptions.draft' }, { value: 'published', label: 'shop-activity.statusOptions.published' }], limits: { required: false, options: ['draft', 'published'] } },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
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
});

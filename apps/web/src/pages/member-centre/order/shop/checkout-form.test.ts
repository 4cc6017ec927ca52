import { describe, expect, it } from 'vitest';
import { checkoutFields } from './CheckoutDialog';

describe('checkout form (the order fields the member sets, from the description)', () => {
  it('asks the delivery type first, the contact and address for a delivery only, the remark and the invoice title, with the create input limits', () => {
    expect(checkoutFields.map((f) => [f.name, f.type, f.rules ?? null])).toEqual([
      ['delivery_type', 'radio', null],
      ['contact_name', 'string', ['required']],
      ['contact_mobile', 'string', ['required']],
      ['address', 'string', ['required']],
      ['remark', 'textarea', null],
      ['invoice_title', 'string', null],
    ]);
    const shown = (delivery_type: 'pickup' | 'delivery') => checkoutFields.filter((f) => !f.visible || f.visible({ delivery_type }, 'add')).map((f) => f.name);
    expect(shown('pickup')).toEqual(['delivery_type', 'remark', 'invoice_title']);
    expect(shown('delivery')).toEqual(['delivery_type', 'contact_name', 'contact_mobile', 'address', 'remark', 'invoice_title']);
    expect(checkoutFields.find((f) => f.name === 'contact_mobile')?.limits).toMatchObject({ maxLength: 20 });
    expect(checkoutFields[0].content).toEqual([
      { value: 'pickup', label: 'member-order-shared.deliveryTypeOptions.pickup' },
      { value: 'delivery', label: 'member-order-shared.deliveryTypeOptions.delivery' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { cartCount, cartGoodsCents, cartKey, cartReducer, clampQuantity, maxQuantity, parseCart, MAX_LINES, type CartLine } from './cart';

const coffee = { product_id: 1, name: 'Coffee', price: '18.50', stock: 5 };
const tea = { product_id: 2, name: 'Tea', price: '9.90', stock: 100 };

describe('cart', () => {
  it('adds products, and adds to the quantity of one already there, never beyond its stock', () => {
    let lines = cartReducer([], { type: 'add', product: coffee, quantity: 2 });
    lines = cartReducer(lines, { type: 'add', product: tea, quantity: 1 });
    lines = cartReducer(lines, { type: 'add', product: coffee, quantity: 2 });
    expect(lines).toEqual([{ ...coffee, quantity: 4 }, { ...tea, quantity: 1 }]);
    lines = cartReducer(lines, { type: 'add', product: coffee, quantity: 9 });
    expect(lines[0].quantity).toBe(5);
  });

  it('refuses a sold-out product and a 51st line', () => {
    expect(cartReducer([], { type: 'add', product: { ...coffee, stock: 0 }, quantity: 1 })).toEqual([]);
    const full: CartLine[] = Array.from({ length: MAX_LINES }, (_, i) => ({ ...tea, product_id: i + 10, quantity: 1 }));
    expect(cartReducer(full, { type: 'add', product: coffee, quantity: 1 })).toBe(full);
  });

  it('sets a quantity within 1 and the stock, removes and clears', () => {
    let lines = cartReducer([], { type: 'add', product: coffee, quantity: 1 });
    lines = cartReducer(lines, { type: 'add', product: tea, quantity: 1 });
    expect(cartReducer(lines, { type: 'set', product_id: 1, quantity: 3 })[0].quantity).toBe(3);
    expect(cartReducer(lines, { type: 'set', product_id: 1, quantity: 50 })[0].quantity).toBe(5);
    expect(cartReducer(lines, { type: 'set', product_id: 1, quantity: 0 })[0].quantity).toBe(1);
    expect(cartReducer(lines, { type: 'set', product_id: 2, quantity: 2.7 })[1].quantity).toBe(2);
    expect(cartReducer(lines, { type: 'remove', product_id: 1 })).toEqual([{ ...tea, quantity: 1 }]);
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('clamps quantities to whole numbers from 1 to the stock and 9999', () => {
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(20000, 50000)).toBe(9999);
    // a quantity field's `max`: a sold-out product's field still holds 1
    expect(maxQuantity(0)).toBe(1);
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(50000)).toBe(9999);
  });

  it('estimates the goods in cents and counts the units', () => {
    const lines = [{ ...coffee, quantity: 3 }, { ...tea, quantity: 2 }];
    expect(cartGoodsCents(lines)).toBe(3 * 1850 + 2 * 990);
    expect(cartCount(lines)).toBe(5);
  });

  it('reads a stored cart, keeping valid lines only', () => {
    expect(parseCart(JSON.stringify([{ ...coffee, quantity: 2 }]))).toEqual([{ ...coffee, quantity: 2 }]);
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('not json')).toEqual([]);
    expect(parseCart('{"a":1}')).toEqual([]);
    const mixed = [{ ...coffee, quantity: 99 }, { ...tea, price: '1e3', quantity: 1 }, { ...coffee, quantity: 1 }, { product_id: -1, name: 'x', price: '1', stock: 1, quantity: 1 }, null];
    expect(parseCart(JSON.stringify(mixed))).toEqual([{ ...coffee, quantity: 5 }]);
  });

  it('keys a cart by member and shop', () => {
    expect(cartKey(7, 3)).toBe('member-cart:7:3');
  });
});

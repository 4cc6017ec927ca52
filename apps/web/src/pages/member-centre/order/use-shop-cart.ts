import { useCallback, useEffect, useState } from 'react';
import { cartKey, cartReducer, parseCart, type CartAction, type CartLine } from './cart';

const read = (key: string) => (key ? parseCart(localStorage.getItem(key)) : []);

/** The member's cart at one shop, kept in localStorage per member and shop. */
export function useShopCart(userId: number, shopId: number | undefined): [CartLine[], (action: CartAction) => void] {
  const key = shopId && userId ? cartKey(userId, shopId) : '';
  const [cart, setCart] = useState(() => ({ key, lines: read(key) }));
  // another shop (or member): its own cart, read while rendering as React does for a changed prop
  if (cart.key !== key) setCart({ key, lines: read(key) });

  useEffect(() => {
    if (!cart.key) return;
    if (cart.lines.length) localStorage.setItem(cart.key, JSON.stringify(cart.lines));
    else localStorage.removeItem(cart.key);
  }, [cart]);

  const dispatch = useCallback((action: CartAction) => setCart((c) => ({ key: c.key, lines: cartReducer(c.lines, action) })), []);
  return [cart.key === key ? cart.lines : [], dispatch];
}

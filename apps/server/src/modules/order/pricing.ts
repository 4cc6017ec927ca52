/**
 * Order pricing (design/domain.md): a pure function of the lines at the shop's current prices
 * and the activities that apply to the order. All amounts are integer cents.
 */

export interface PriceLine {
  productId: number;
  /** Unit price at the shop (the shop's price, else the HQ price). */
  price: number;
  quantity: number;
}

export interface PriceActivity {
  id: number;
  scope: 'hq' | 'shop';
  type: 'discount' | 'reduction' | 'event';
  /** discount: the share paid in basis points (8000: pay 80%). */
  discountRate: number | null;
  /** reduction: from this eligible amount … */
  threshold: number | null;
  /** … take off this much. */
  reduction: number | null;
  productScope: 'all' | 'listed';
  /** The listed products (product scope `listed`). */
  productIds: readonly number[];
  weigh: number;
}

export interface PricedLine extends PriceLine {
  amount: number;
  /** This line's share of the discount. */
  discount: number;
  /** amount − discount: the line's share of the pay amount. */
  payShare: number;
}

export interface PricedOrder {
  goodsAmount: number;
  discountAmount: number;
  payAmount: number;
  /** The applied activity (none when no activity lowers the price). */
  activityId: number | null;
  lines: PricedLine[];
}

const inScope = (a: PriceActivity, productId: number) => a.productScope === 'all' || a.productIds.includes(productId);

/** What an activity takes off these lines: 0 when it does not apply. */
export function activityDiscount(a: PriceActivity, lines: readonly PriceLine[]): number {
  const eligible = lines.filter((l) => inScope(a, l.productId)).reduce((sum, l) => sum + l.price * l.quantity, 0);
  if (eligible <= 0) return 0;
  if (a.type === 'discount') {
    const rate = a.discountRate ?? 10000;
    if (rate <= 0 || rate >= 10000) return 0;
    // The member pays the eligible amount × rate rounded up to the cent: the discount never exceeds the rate's.
    return eligible - Math.ceil((eligible * rate) / 10000);
  }
  if (a.type === 'reduction') {
    const threshold = a.threshold ?? 0;
    const reduction = a.reduction ?? 0;
    if (reduction <= 0 || eligible < threshold) return 0;
    return Math.min(reduction, eligible);
  }
  return 0; // an event does not change prices
}

/**
 * Prices an order: the goods amount, then the single best activity (largest discount; on a tie
 * the higher weigh, then the shop's own over HQ's, then the older id), its discount spread over
 * the eligible lines in proportion to their amounts with the remainder cents on the last one, so
 * that the lines' pay shares sum to the pay amount.
 */
export function priceOrder(lines: readonly PriceLine[], activities: readonly PriceActivity[]): PricedOrder {
  for (const l of lines) {
    if (!Number.isSafeInteger(l.price) || l.price < 0 || !Number.isSafeInteger(l.quantity) || l.quantity <= 0) throw new Error('invalid order line');
  }
  const goodsAmount = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  let best: { a: PriceActivity; discount: number } | null = null;
  for (const a of activities) {
    const discount = activityDiscount(a, lines);
    if (discount <= 0) continue;
    if (
      !best ||
      discount > best.discount ||
      (discount === best.discount && (a.weigh > best.a.weigh ||
        (a.weigh === best.a.weigh && ((a.scope === 'shop' && best.a.scope === 'hq') || (a.scope === best.a.scope && a.id < best.a.id)))))
    ) best = { a, discount };
  }
  const discountAmount = best?.discount ?? 0;
  const priced: PricedLine[] = lines.map((l) => ({ ...l, amount: l.price * l.quantity, discount: 0, payShare: l.price * l.quantity }));
  if (best) {
    const eligible = priced.filter((l) => inScope(best.a, l.productId) && l.amount > 0);
    const eligibleTotal = eligible.reduce((s, l) => s + l.amount, 0);
    let spread = 0;
    eligible.forEach((l, i) => {
      l.discount = i === eligible.length - 1 ? discountAmount - spread : Math.floor((discountAmount * l.amount) / eligibleTotal);
      spread += l.discount;
      l.payShare = l.amount - l.discount;
    });
  }
  return { goodsAmount, discountAmount, payAmount: goodsAmount - discountAmount, activityId: best?.a.id ?? null, lines: priced };
}

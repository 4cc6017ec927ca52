import type { AppContext } from '../../context.ts';

/** The order settings of the config centre (group `order`) with their defaults and least values. */
const ORDER_SETTINGS = {
  order_unpaid_timeout: { fallback: 30, min: 1 },
  order_auto_complete_days: { fallback: 7, min: 0 },
  order_after_sale_days: { fallback: 7, min: 0 },
} as const;

export type OrderSetting = keyof typeof ORDER_SETTINGS;

/** A whole-number order setting; its default when the stored text is not a whole number in range. */
export async function orderSetting(ctx: AppContext, name: OrderSetting): Promise<number> {
  const { fallback, min } = ORDER_SETTINGS[name];
  const v = Number(await ctx.settings.get<unknown>(name, fallback));
  return Number.isInteger(v) && v >= min ? v : fallback;
}

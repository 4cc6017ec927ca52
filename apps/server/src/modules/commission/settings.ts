import type { AppContext } from '../../context.ts';

/**
 * The commission policy of the config centre (group `distribution`, seeded by the relations and
 * agents area): global rates in basis points, the base (`paid`: the line's share of the pay
 * amount; `profit`: that minus cost × quantity, never below 0) and whether an agent earns on
 * their own purchases. Read before a transaction opens (the settings cache may query), then
 * handed to the engine. A stored value that is not valid reads as its default.
 */
export interface CommissionPolicy {
  level1Rate: number;
  level2Rate: number;
  base: 'paid' | 'profit';
  selfPurchase: boolean;
}

export const DEFAULT_POLICY: CommissionPolicy = { level1Rate: 0, level2Rate: 0, base: 'paid', selfPurchase: false };

const rate = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n <= 10000 ? n : fallback;
};

export async function commissionPolicy(ctx: AppContext): Promise<CommissionPolicy> {
  const [l1, l2, base, self] = await Promise.all([
    ctx.settings.get<unknown>('commission_level1_rate', DEFAULT_POLICY.level1Rate),
    ctx.settings.get<unknown>('commission_level2_rate', DEFAULT_POLICY.level2Rate),
    ctx.settings.get<unknown>('commission_base', DEFAULT_POLICY.base),
    ctx.settings.get<unknown>('commission_self_purchase', '0'),
  ]);
  return {
    level1Rate: rate(l1, DEFAULT_POLICY.level1Rate),
    level2Rate: rate(l2, DEFAULT_POLICY.level2Rate),
    base: base === 'profit' ? 'profit' : 'paid',
    selfPurchase: String(self) === '1',
  };
}

import type { AppContext } from '../../../context.ts';
import { distributionSetting } from '../settings.ts';

/**
 * The commission policy of the config centre (group `distribution`, seeded by the relations and
 * agents area): global rates in basis points, the base (`paid`: the line's share of the pay
 * amount; `profit`: that minus cost × quantity, never below 0) and whether an agent earns on
 * their own purchases. Read before a transaction opens (the settings cache may query), then
 * handed to the engine. Read through the group's typed reader (modules/distribution/settings.ts).
 */
export interface CommissionPolicy {
  level1Rate: number;
  level2Rate: number;
  base: 'paid' | 'profit';
  selfPurchase: boolean;
}

export const DEFAULT_POLICY: CommissionPolicy = { level1Rate: 0, level2Rate: 0, base: 'paid', selfPurchase: false };

export async function commissionPolicy(ctx: Pick<AppContext, 'settings'>): Promise<CommissionPolicy> {
  const [level1Rate, level2Rate, base, selfPurchase] = await Promise.all([
    distributionSetting(ctx, 'commission_level1_rate'),
    distributionSetting(ctx, 'commission_level2_rate'),
    distributionSetting(ctx, 'commission_base'),
    distributionSetting(ctx, 'commission_self_purchase'),
  ]);
  return { level1Rate, level2Rate, base, selfPurchase };
}

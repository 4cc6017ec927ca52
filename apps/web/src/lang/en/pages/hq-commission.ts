import type { HqCommissionPack } from '../../zh-cn/pages/hq-commission';

const hqCommission: HqCommissionPack = {
  id: 'ID',
  name: 'Level name',
  grade: 'Grade',
  level1_rate: 'Level 1 rate',
  level2_rate: 'Level 2 rate',
  upgrade_logic: 'Tasks',
  upgrade_invites: 'Invites',
  upgrade_own_spend: 'Own spend',
  upgrade_own_orders: 'Own orders',
  upgrade_team_spend: 'Team spend',
  upgrade_team_orders: 'Team orders',
  agents: 'Agents',
  weigh: 'Weight',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  logicOptions: { and: 'All of them', or: 'Any one' },
  gradeTip: 'Higher is better; new agents get the lowest grade; automatic upgrades only go up',
  rateTip: 'A percentage, at most two decimals (e.g. 12.5)',
  taskTip: 'An empty task is not asked; the team is the level 1 and 2 members; spend and orders count completed orders',
  globalRates: 'Global commission settings',
  globalLevel1: 'Global level 1 rate',
  globalLevel2: 'Global level 2 rate',
  globalRateTip: 'A percentage, used when neither the product nor the agent level sets a rate',
  base: 'Commission base',
  baseOptions: { paid: 'Amount paid', profit: 'Profit (paid minus cost price)' },
  selfPurchase: 'Self-purchase commission',
  selfPurchaseTip: 'An agent earns level 1 commission on their own purchases',
};

export default hqCommission;

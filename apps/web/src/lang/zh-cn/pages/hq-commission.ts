/** The HQ commission policy (hq/commission): agent levels and the global rates. */
const hqCommission = {
  id: 'ID',
  name: '等级名称',
  grade: '等级序号',
  level1_rate: '一级佣金比例',
  level2_rate: '二级佣金比例',
  upgrade_logic: '任务条件',
  upgrade_invites: '直推人数',
  upgrade_own_spend: '自购金额',
  upgrade_own_orders: '自购订单数',
  upgrade_team_spend: '团队消费金额',
  upgrade_team_orders: '团队订单数',
  agents: '代理商数',
  weigh: '权重',
  create_time: '创建时间',
  update_time: '更新时间',
  operate: '操作',
  logicOptions: { and: '全部满足', or: '满足任一' },
  gradeTip: '数字越大等级越高；新代理商为最低等级，自动升级只升不降',
  rateTip: '百分比，最多两位小数（例如 12.5）',
  taskTip: '留空的任务不作要求；团队为一级和二级会员，金额与订单数按已完成订单计',
  globalRates: '全局佣金设置',
  globalLevel1: '全局一级佣金比例',
  globalLevel2: '全局二级佣金比例',
  globalRateTip: '百分比，商品和代理等级均未设置比例时使用',
  base: '佣金计算基数',
  baseOptions: { paid: '实付金额', profit: '利润（实付减成本价）' },
  selfPurchase: '自购返佣',
  selfPurchaseTip: '代理商自己购买时获得一级佣金',
};

export default hqCommission;
export type HqCommissionPack = typeof hqCommission;

import type { MessagePack } from '../../../core/i18n/packs/types.ts';

/** Commissions and the commission wallet (modules/distribution/commission): refusals. */
export const pack: MessagePack = {
  'zh-cn': {
    'The member is not an agent': '该会员不是代理',
    'Insufficient commission balance': '佣金余额不足',
    'Operation successful': '操作成功',
    'No commission was due: nothing settled': '没有到期的佣金，未结算任何佣金',
    'None of the selected commissions can be settled: nothing settled': '所选佣金均不可结算，未结算任何佣金',
    // seeded menu titles (admin and member centre)
    分销: '分销',
    佣金管理: '佣金管理',
    立即结算: '立即结算',
    代理中心: '代理中心',
    我的佣金: '我的佣金',
    佣金钱包: '佣金钱包',
  },
  en: {
    'The member is not an agent': 'The member is not an agent',
    'Insufficient commission balance': 'Insufficient commission balance',
    分销: 'Distribution',
    佣金管理: 'Commissions',
    立即结算: 'Settle now',
    代理中心: 'Agent centre',
    我的佣金: 'My commissions',
    佣金钱包: 'Commission wallet',
  },
};

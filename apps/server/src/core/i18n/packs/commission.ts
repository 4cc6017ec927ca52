import type { MessagePack } from './types.ts';

/** Commissions and the commission wallet (modules/commission): refusals. */
export const pack: MessagePack = {
  'zh-cn': {
    'The member is not an agent': '该会员不是代理',
    'Insufficient commission balance': '佣金余额不足',
  },
  en: {
    'The member is not an agent': 'The member is not an agent',
    'Insufficient commission balance': 'Insufficient commission balance',
  },
};

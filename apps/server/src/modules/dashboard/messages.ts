import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** The dashboard (modules/dashboard): its setting in the config centre's order group. */
export const pack: MessagePack = {
  'zh-cn': {
    'Low stock threshold': '低库存阈值',
    "A shop product on sale with this stock or less is listed on the dashboard's to-dos": '在售门店商品的库存不高于此数量时，列入控制台的待办事项',
  },
  en: {
    'Low stock threshold': 'Low stock threshold (units)',
  },
};

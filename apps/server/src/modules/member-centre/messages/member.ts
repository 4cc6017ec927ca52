import type { MessagePack } from '../../../core/i18n/packs/types.ts';

/** Member administration: members, member groups and rules, money and score logs, areas. */
export const pack: MessagePack = {
  'zh-cn': {
    'Change note cannot be blank': '变更备注不能为空',
    'The change note is too long (at most 255 characters)': '变更备注过长（最多 255 个字符）',
    'The change cannot be 0': '变更数额不能为 0',
    "The user can't find it": '找不到该用户',
    'Member %s has balance or score records and cannot be deleted: disable the account instead': '会员 %s 已有余额或积分记录，不能删除：请改为禁用该账号',
    'Insufficient balance: the change would make it negative (current balance %s)': '余额不足：变更后余额将为负数（当前余额 %s）',
    'Insufficient score: the change would make it negative (current score %d)': '积分不足：变更后积分将为负数（当前积分 %d）',
    'The member group does not exist': '会员分组不存在',
    'Group %s still has %d members: move them to another group first': '分组“%s”下仍有 %d 个会员，请先将他们移到其他分组',
    'Please enter a date as YYYY-MM-DD': '请按 YYYY-MM-DD 格式输入日期',
  },
  en: {
    "The user can't find it": 'The user could not be found',
  },
};

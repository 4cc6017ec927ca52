import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** Data recycle bin and sensitive-data protection (reference 9) and the table helpers of /admin/ajax. */
export const pack: MessagePack = {
  'zh-cn': {
    'Controller %s cannot be watched': '控制器 %s 无法设置此规则',
    'The data table of %s is %s': '%s 的数据表是 %s',
    'The primary key of %s is %s': '%s 的主键是 %s',
    'A rule for %s already exists': '%s 的规则已存在',
    'Please select the fields to watch': '请选择要监听的字段',
    '%s is not a field of %s': '%s 不是数据表 %s 的可监听字段',
    'No rows were restore': '没有还原任何数据',
    'Restore successful': '还原成功',
    'The recycled record of %s has no primary key': '%s 的回收数据缺少主键',
    'The record %s=%s already exists in %s, it cannot be restored': '记录 %s=%s 已存在于数据表 %s 中，无法还原',
    'The record %s=%s of %s cannot be restored: another record holds one of its unique values': '无法还原记录 %s=%s（数据表 %s）：其唯一字段的值已被其他记录使用',
    'No rows were rollback': '没有回滚任何数据',
    'Rollback successful': '回滚成功',
    'The field %s of %s no longer exists': '字段 %s 已不存在于数据表 %s',
    'The change of %s (%s=%s) cannot be rolled back: the old password depends on a salt': '%s（%s=%s）的修改无法回滚：旧密码依赖盐值',
    'The record %s=%s of %s no longer exists': '记录 %s=%s 已不存在于数据表 %s',
    '%s of %s=%s has changed since, it cannot be rolled back': '%s（记录 %s=%s）之后已被修改，无法回滚',
    'Data table does not exist': '数据表不存在',
    'Database connection %s does not exist': '数据库连接 %s 不存在',
    'security/datarecycle:Remark lang': '为防止数据丢失：设置回收规则后，通过对应控制器删除的数据将自动进入回收站，可在回收站查看和还原。',
    'security/sensitivedata:Remark lang': '设置敏感字段规则后，通过对应控制器修改这些字段时将记录修改前后的值，可在敏感数据修改记录中查看并回滚。',
  },
  en: {
    'Controller %s cannot be watched': 'The controller %s cannot have this rule',
    'The data table of %s is %s': 'The data table of %s is %s',
    'No rows were restore': 'No rows were restored',
    'No rows were rollback': 'No rows were rolled back',
    'security/datarecycle:Remark lang': 'To prevent data loss: once a recycle rule is set, rows deleted through its controller are kept in the recycle bin, where they can be viewed and restored.',
    'security/sensitivedata:Remark lang': 'Once a sensitive-field rule is set, every change of those fields made through its controller is logged with the old and new values, and can be viewed and rolled back in the sensitive-data log.',
  },
};

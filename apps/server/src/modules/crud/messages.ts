import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** The CRUD generator (modules/crud): menu titles and its answers. */
export const pack: MessagePack = {
  'zh-cn': {
    CRUD: 'CRUD',
    代码生成: '代码生成',
    CRUD记录: 'CRUD记录',
    'CRUD code generated successfully': 'CRUD代码生成成功',
    'The generator may not write %s': '生成器不能写入 %s',
    '%s exists and was not written by the generator': '%s 已存在且不是生成器写的',
    '%s is a table of the application: it cannot be rebuilt': '%s 是系统数据表，不能重建',
    '%s is a table of the application: it cannot be dropped': '%s 是系统数据表，不能删除',
    'Data table does not exist': '数据表不存在',
  },
  en: {
    代码生成: 'CRUD generator',
    CRUD记录: 'CRUD log',
  },
};

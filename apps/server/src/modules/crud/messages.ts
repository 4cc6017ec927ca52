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
    // a table designed from a sentence (describe.ts) and its config centre group `ai`
    AI: 'AI 配置',
    'Chat API base URL': '对话接口地址',
    'OpenAI-compatible, e.g. https://api.deepseek.com/v1 (POST {base}/chat/completions); empty: off': '兼容 OpenAI 的接口，例如 https://api.deepseek.com/v1（POST {base}/chat/completions）；留空：关闭',
    'Chat model': '对话模型',
    "The provider's model name, e.g. deepseek-chat or qwen-plus": '服务商的模型名，例如 deepseek-chat、qwen-plus',
    'Chat API key': '对话接口密钥',
    'Never shown again once saved; leave empty to keep the saved key': '保存后不再显示；留空则保留已保存的密钥',
    'Chat time limit': '对话超时',
    'Seconds the server waits for an answer (1 to 300)': '服务器等待回答的秒数（1 到 300）',
    'The time limit is 1 to 300 seconds': '超时须为 1 到 300 秒',
    'Describing a table is off: a super administrator sets the chat endpoint in the config centre (AI)': '描述建表未开启：须由超级管理员在系统配置（AI 配置）中设置对话接口',
    'The chat endpoint did not answer within %s seconds': '对话接口 %s 秒内没有回答',
    'The chat endpoint could not be reached: %s': '无法连接对话接口：%s',
    'The chat endpoint answered more than %s bytes': '对话接口的回答超过 %s 字节',
    'The chat endpoint answered HTTP %s %s': '对话接口返回 HTTP %s %s',
    'The chat endpoint did not answer as an OpenAI-compatible API': '对话接口的回答不是兼容 OpenAI 的格式',
    'The chat endpoint did not answer a design in JSON': '对话接口没有以 JSON 回答表设计',
    'The design was refused: %s': '表设计被拒绝：%s',
    '%s may not be read by a generated page': '生成的页面不能读取 %s',
  },
  en: {
    代码生成: 'CRUD generator',
    CRUD记录: 'CRUD log',
  },
};

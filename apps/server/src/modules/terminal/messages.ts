import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** The background terminal (reference 12): its stream's error lines and the config change. */
export const pack: MessagePack = {
  'zh-cn': {
    'The command was not allowed to be executed': '该命令不允许执行',
    'You are not super administrator or not logged in': '您不是超级管理员或未登录',
    'An interactive command has been detected, and the command has been terminated': '检测到交互式命令，命令已终止，请手动执行该命令',
    'The command ran longer than %d minutes and was terminated': '命令运行超过 %d 分钟，已被终止',
    'The connection was closed': '连接已关闭',
    'The server is shutting down': '服务器正在关闭',
    'Another command is running on this server, please try again after it completes': '服务器上已有命令正在执行，请等待其完成后重试',
    'Failed to modify the terminal configuration. Please modify the configuration file manually:%s': '修改终端配置失败，请手动修改配置文件：%s',
  },
  en: {
    'An interactive command has been detected, and the command has been terminated': 'An interactive command has been detected and was terminated; please run it manually',
  },
};

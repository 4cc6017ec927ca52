import type { MessagePack } from '../../core/i18n/packs/types.ts';

/** Imports of members and HQ products (issue 32 item 5): the file, the job, each row's outcome. */
export const pack: MessagePack = {
  'zh-cn': {
    'No files were uploaded': '没有上传文件',
    'The file is larger than %d MB': '文件超过 %d MB',
    'The file is empty': '文件为空',
    'The file could not be read as CSV (near row %d): %s': '无法按 CSV 读取文件（第 %d 行附近）：%s',
    'The file could not be read as XLSX: %s': '无法按 XLSX 读取文件：%s',
    'The column %s appears twice in the file': '文件中“%s”列出现了两次',
    'The file lacks the column %s': '文件缺少列：%s',
    'Too many imports are running: please try again in a moment': '正在进行的导入过多，请稍后再试',
    'The import failed: %s': '导入失败：%s',
    'The import was not found (it ended more than an hour ago, or runs on another instance)': '找不到该导入任务（已结束超过一小时，或在另一个实例上运行）',
    'Same username, mobile or e-mail as row %d': '与第 %d 行的用户名、手机号或邮箱相同',
    'The member already exists (same username or mobile)': '会员已存在（用户名或手机号相同）',
    'The e-mail %s is used by another member': '邮箱 %s 已被其他会员使用',
    'The member group %s does not exist': '会员分组 %s 不存在',
    'The uplines of these rows form a loop': '这些行的上级构成了循环',
    'The upline %s (row %d) is refused': '上级 %s（第 %d 行）未能导入',
    'The upline %s is neither in the file nor a member': '上级 %s 既不在文件中，也不是现有会员',
    'The upline %s of row %d is no longer a member': '上级 %s 已不是会员（第 %d 行）',
    'Opening balance (import)': '期初余额（导入）',
    'A product with this name already exists': '已有同名商品',
    'Same name as row %d': '与第 %d 行名称相同',
    'The category %s does not exist': '分类 %s 不存在',
  },
  en: {},
};

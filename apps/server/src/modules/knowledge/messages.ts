import type { MessagePack } from '../../core/i18n/packs/types.ts';

const fields = (path: string, labels: Record<string, [string, string]>) => ({
  'zh-cn': Object.fromEntries(Object.entries(labels).map(([k, [zh]]) => [`field:${path}.${k}`, zh])),
  en: Object.fromEntries(Object.entries(labels).map(([k, [, en]]) => [`field:${path}.${k}`, en])),
});

const category = fields('knowledge.Category', { name: ['分类名称', 'Category name'], pid: ['上级分类', 'Parent category'] });
const file = fields('knowledge.File', {
  category_id: ['分类', 'Category'],
  file: ['文件', 'File'],
  content: ['内容', 'Content'],
  cover: ['封面', 'Cover'],
  visibility: ['可见范围', 'Visibility'],
});

/** The knowledge base (modules/knowledge): refusals, menu titles and form field labels. */
export const pack: MessagePack = {
  'zh-cn': {
    ...category['zh-cn'],
    ...file['zh-cn'],
    'The parent category does not exist': '上级分类不存在',
    'A category cannot move under itself or its subcategories': '分类不能移动到自身或其子分类之下',
    'The category still has subcategories or files: move or delete them first': '该分类下还有子分类或文件，请先移走或删除',
    'The category does not exist': '分类不存在',
    'Please upload the file': '请上传文件',
    'Please enter the link address (http:// or https://)': '请输入链接地址（http:// 或 https://）',
    'This file is for agents only': '该资料仅对代理开放',
    'Knowledge file not found': '资料不存在',
    'This entry has no file to download': '该资料没有可下载的文件',
    // seeded menu titles (admin and member centre)
    知识库: '知识库',
    知识库分类: '知识库分类',
    知识库文件: '知识库文件',
    查看资料: '查看资料',
    下载资料: '下载资料',
    知识库分类列表: '知识库分类列表',
  },
  en: {
    ...category.en,
    ...file.en,
    知识库: 'Knowledge base',
    知识库分类: 'Categories',
    知识库文件: 'Files',
    查看资料: 'View a file',
    下载资料: 'Download a file',
    知识库分类列表: 'Knowledge categories',
  },
};

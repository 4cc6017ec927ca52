/** Knowledge files (knowledge/file). */
const knowledgeFile = {
  id: 'ID',
  category_id: '分类',
  category: { name: '分类' },
  title: '标题',
  type: '类型',
  file: '文件',
  url: '链接地址',
  content: '内容',
  cover: '封面',
  visibility: '可见范围',
  views: '浏览量',
  downloads: '下载量',
  weigh: '权重',
  status: '状态',
  create_time: '创建时间',
  update_time: '修改时间',
  operate: '操作',
  enable: '启用',
  disable: '禁用',
  typeOptions: { file: '文件', article: '文章', video: '视频', link: '链接' },
  visibilityOptions: { all: '所有人', member: '会员', agent: '代理' },
  visibilityHelp: '代理专属的资料只对审核通过的代理商开放（待审核或已禁用的代理商看不到）。',
};

export default knowledgeFile;
export type KnowledgeFilePack = typeof knowledgeFile;

/** The member centre's knowledge base (knowledge/index). */
const memberKnowledge = {
  heading: '知识库',
  search: '搜索标题',
  categories: '分类',
  all: '全部资料',
  title: '标题',
  type: '类型',
  types: { file: '文件', article: '文章', video: '视频', link: '链接' },
  views: '浏览',
  downloads: '下载',
  createTime: '发布时间',
  empty: '暂无资料',
  viewsCount: '浏览 {{count}} 次',
  download: '下载',
  openLink: '打开链接',
};

export default memberKnowledge;
export type MemberKnowledgePack = typeof memberKnowledge;

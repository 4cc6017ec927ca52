import type { MemberKnowledgePack } from '../../zh-cn/pages/member-knowledge';

const memberKnowledge: MemberKnowledgePack = {
  heading: 'Knowledge base',
  search: 'Search titles',
  categories: 'Categories',
  all: 'Everything',
  title: 'Title',
  type: 'Type',
  types: { file: 'File', article: 'Article', video: 'Video', link: 'Link' },
  views: 'Views',
  downloads: 'Downloads',
  createTime: 'Published',
  empty: 'Nothing here yet',
  viewsCount: 'Views: {{count}}',
  download: 'Download',
  openLink: 'Open the link',
};

export default memberKnowledge;

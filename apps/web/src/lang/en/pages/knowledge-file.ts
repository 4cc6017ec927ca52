import type { KnowledgeFilePack } from '../../zh-cn/pages/knowledge-file';

const knowledgeFile: KnowledgeFilePack = {
  id: 'ID',
  category_id: 'Category',
  category: { name: 'Category' },
  title: 'Title',
  type: 'Type',
  file: 'File',
  url: 'Link address',
  content: 'Content',
  cover: 'Cover',
  visibility: 'Visibility',
  views: 'Views',
  downloads: 'Downloads',
  weigh: 'Weight',
  status: 'Status',
  create_time: 'Created',
  update_time: 'Updated',
  operate: 'Operate',
  enable: 'Enabled',
  disable: 'Disabled',
  typeOptions: { file: 'File', article: 'Article', video: 'Video', link: 'Link' },
  visibilityOptions: { all: 'Everyone', member: 'Members', agent: 'Agents' },
  visibilityHelp: 'Agent-only entries are shown to approved agents only (not to pending or disabled ones).',
};

export default knowledgeFile;

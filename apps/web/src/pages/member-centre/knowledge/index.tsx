import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Input, Table, Tag, Tree, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  downloadKnowledgeFile, getKnowledgeDetail, type KnowledgeCategoryNode, type KnowledgeDetail, type KnowledgeListItem,
} from '../../../api/knowledge';
import { knowledgeQueries } from '../../../api/knowledge-queries';
import { useSiteConfig } from '../../../stores/site-config';
import { formatDateTime } from '../../../utils/date';
import { fullUrl } from '../../../utils/url';
import { MemberCard } from '../account/MemberCard';
import { treeData, withDescendants } from './category-tree';
import { articleDocument } from './article-document';
import '../account/account.css';
import './knowledge.css';

const L = 'member-knowledge';
const PAGE_SIZE = 10;
const NO_CATEGORIES: KnowledgeCategoryNode[] = [];
const TYPE_COLORS: Record<string, string> = { file: 'default', article: 'processing', video: 'magenta', link: 'cyan' };

/** The knowledge base of the member centre: the categories, the files the member may see, and one file's content. */
export default function KnowledgePage() {
  const { t } = useTranslation();
  const cdnUrl = useSiteConfig((s) => s.cdnUrl);
  const [category, setCategory] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<KnowledgeDetail | undefined>();

  const categories: KnowledgeCategoryNode[] = useQuery(knowledgeQueries.categories()).data ?? NO_CATEGORIES;
  const categoryIds = useMemo(() => (category ? withDescendants(categories, category) : undefined), [categories, category]);
  const files = useQuery(knowledgeQueries.files({ page, limit: PAGE_SIZE, categoryIds, keyword }));
  const data = files.data ?? { list: [], total: 0 };

  const show = useCallback((id: number) => {
    getKnowledgeDetail(id).then((answer) => setOpen(answer.row), () => {});
  }, []);
  const download = (id: number) =>
    downloadKnowledgeFile(id).then((answer) => window.open(fullUrl(answer.url, cdnUrl), '_blank', 'noopener'), () => {});

  const columns: TableColumnsType<KnowledgeListItem> = [
    {
      key: 'title',
      title: t(`${L}.title`),
      render: (_, row) => (
        <Button type="link" className="knowledge-title" onClick={() => show(row.id)}>
          {row.title}
        </Button>
      ),
    },
    { key: 'type', dataIndex: 'type', title: t(`${L}.type`), width: 100, render: (v: string) => <Tag color={TYPE_COLORS[v]}>{t(`${L}.types.${v}`)}</Tag> },
    { key: 'views', dataIndex: 'views', title: t(`${L}.views`), width: 90 },
    { key: 'downloads', dataIndex: 'downloads', title: t(`${L}.downloads`), width: 90 },
    { key: 'create_time', dataIndex: 'create_time', title: t(`${L}.createTime`), width: 170, render: (v: number) => formatDateTime(v) },
  ];

  return (
    <div className="member-page" data-testid="knowledge">
      <MemberCard
        title={<h1 className="member-page-title">{t(`${L}.heading`)}</h1>}
        extra={<Input.Search allowClear className="knowledge-search" placeholder={t(`${L}.search`)} aria-label={t(`${L}.search`)} onSearch={(v) => (setKeyword(v.trim()), setPage(1))} />}
      >
        <div className="knowledge-body">
          <nav className="knowledge-categories" aria-label={t(`${L}.categories`)}>
            <Button type={category ? 'text' : 'link'} onClick={() => (setCategory(undefined), setPage(1))}>
              {t(`${L}.all`)}
            </Button>
            {categories.length > 0 && (
              <Tree
                blockNode
                defaultExpandAll
                selectedKeys={category ? [category] : []}
                treeData={treeData(categories)}
                onSelect={(keys) => (setCategory(keys.length ? Number(keys[0]) : undefined), setPage(1))}
              />
            )}
          </nav>
          <Table<KnowledgeListItem>
            className="knowledge-table"
            rowKey="id"
            size="middle"
            loading={files.isFetching}
            columns={columns}
            dataSource={data.list}
            scroll={{ x: 560 }}
            locale={{ emptyText: <Empty description={t(`${L}.empty`)} /> }}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showSizeChanger: false, onChange: setPage }}
          />
        </div>
      </MemberCard>
      <Drawer open={!!open} onClose={() => setOpen(undefined)} title={open?.title} width={720} destroyOnHidden>
        {open && (
          <article className="knowledge-detail" data-testid="knowledge-detail">
            <p className="knowledge-meta">
              <Tag color={TYPE_COLORS[open.type]}>{t(`${L}.types.${open.type}`)}</Tag>
              {t(`${L}.viewsCount`, { count: open.views })}
            </p>
            {open.cover && <img className="knowledge-cover" src={fullUrl(open.cover, cdnUrl)} alt="" />}
            {open.type === 'article' && (
              // Operators' rich text, shown in a sandbox without scripts.
              <iframe className="knowledge-article" sandbox="" srcDoc={articleDocument(open.content)} title={open.title} />
            )}
            {open.type === 'video' && <video className="knowledge-video" src={fullUrl(open.file, cdnUrl)} controls />}
            {(open.type === 'file' || open.type === 'video') && (
              <Button type="primary" onClick={() => download(open.id)}>
                {t(`${L}.download`)}
              </Button>
            )}
            {open.type === 'link' && (
              <Button type="primary" href={open.url} target="_blank" rel="noopener noreferrer">
                {t(`${L}.openLink`)}
              </Button>
            )}
          </article>
        )}
      </Drawer>
    </div>
  );
}

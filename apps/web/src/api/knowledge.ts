import { knowledgeEndpoints as api } from '@app/contract';
import { call } from './endpoint';

export type { KnowledgeCategoryNode, KnowledgeDetail, KnowledgeListItem } from '@app/contract';

/** The enabled knowledge categories as a tree. */
export const getKnowledgeCategories = () => call(api.categories, undefined);

export interface KnowledgeQuery {
  page: number;
  limit: number;
  /** The category and its subcategories. */
  categoryIds?: number[];
  keyword?: string;
}

/** The files the member may see, by weight. */
export const getKnowledgeFiles = ({ page, limit, categoryIds, keyword }: KnowledgeQuery) =>
  call(api.index, {
    page,
    limit,
    ...(keyword ? { quickSearch: keyword } : {}),
    ...(categoryIds?.length ? { search: [{ field: 'category_id', val: categoryIds.join(','), operator: 'IN' }] } : {}),
  });

/** One file (the server counts a view). */
export const getKnowledgeDetail = (id: number) => call(api.detail, { id });

/** The attachment's address (the server counts a download). */
export const downloadKnowledgeFile = (id: number) => call(api.download, { id });

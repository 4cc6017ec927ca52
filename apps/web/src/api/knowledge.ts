import type { AccountLogList, KnowledgeCategoryNode, KnowledgeDetail, KnowledgeListItem } from '@app/contract';
import { request } from './request';
import { toQueryString } from '../components/data-table/search-params';

export type { KnowledgeCategoryNode, KnowledgeDetail, KnowledgeListItem } from '@app/contract';

/** The enabled knowledge categories as a tree. */
export function getKnowledgeCategories() {
  return request<{ list: KnowledgeCategoryNode[] }>({ url: '/api/knowledge/categories', method: 'GET' });
}

export interface KnowledgeQuery {
  page: number;
  limit: number;
  /** The category and its subcategories. */
  categoryIds?: number[];
  keyword?: string;
}

/** The files the member may see, by weight. */
export function getKnowledgeFiles({ page, limit, categoryIds, keyword }: KnowledgeQuery) {
  const params: Record<string, unknown> = { page, limit };
  if (keyword) params.quickSearch = keyword;
  if (categoryIds?.length) params.search = [{ field: 'category_id', val: categoryIds.join(','), operator: 'IN' }];
  return request<AccountLogList<KnowledgeListItem>>({ url: '/api/knowledge/index', method: 'GET', params, paramsSerializer: { serialize: toQueryString } });
}

/** One file (the server counts a view). */
export function getKnowledgeDetail(id: number) {
  return request<{ row: KnowledgeDetail }>({ url: '/api/knowledge/detail', method: 'GET', params: { id } });
}

/** The attachment's address (the server counts a download). */
export function downloadKnowledgeFile(id: number) {
  return request<{ url: string }>({ url: '/api/knowledge/download', method: 'POST', data: { id } });
}

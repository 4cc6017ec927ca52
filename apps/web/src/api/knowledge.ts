import { knowledgeEndpoints as api, type EndpointInput } from '@app/contract';
import { call } from './endpoint';

export type { KnowledgeCategoryNode, KnowledgeDetail, KnowledgeListItem } from '@app/contract';

export interface KnowledgeQuery {
  page: number;
  limit: number;
  /** The category and its subcategories. */
  categoryIds?: number[];
  keyword?: string;
}

/** The list's input: a page of the files the member may see (by weight), in a category and its subcategories, found by a keyword. */
export const knowledgeFilesInput = ({ page, limit, categoryIds, keyword }: KnowledgeQuery): EndpointInput<typeof api.index> => ({
  page,
  limit,
  ...(keyword ? { quickSearch: keyword } : {}),
  ...(categoryIds?.length ? { search: [{ field: 'category_id', val: categoryIds.join(','), operator: 'IN' }] } : {}),
});

/** One file (the server counts a view). */
export const getKnowledgeDetail = (id: number) => call(api.detail, { id });

/** The attachment's address (the server counts a download). */
export const downloadKnowledgeFile = (id: number) => call(api.download, { id });

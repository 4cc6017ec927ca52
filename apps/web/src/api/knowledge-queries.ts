import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { knowledgeEndpoints as api } from '@app/contract';
import { endpointQuery } from './endpoint';
import { knowledgeFilesInput, type KnowledgeQuery } from './knowledge';

/** The member's knowledge base reads, keyed by their endpoints. */
export const knowledgeQueries = {
  /** The enabled categories as a tree. */
  categories: () => queryOptions({ ...endpointQuery(api.categories), select: (answer) => answer.list }),
  /** A page of the files the member may see (the last page stays on screen while the next is read). */
  files: (query: KnowledgeQuery) => queryOptions({ ...endpointQuery(api.index, knowledgeFilesInput(query)), placeholderData: keepPreviousData }),
};

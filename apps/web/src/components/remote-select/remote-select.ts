import { request } from '../../api/request';
import { crudApi } from '../data-table/crud-api';
import type { RemoteSelectProps, SelectRow, SelectValue } from './types';

export const PAGE_LIMIT = 10;

export const valueKey = (pk = 'id') => pk.replace(/^.*\./, '');

export const valuesOf = (value: RemoteSelectProps['value']): SelectValue[] =>
  value === null || value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

/**
 * The parameters of a remote-select request (reference 16.6): `select=true`, the typed text, the
 * page, and for the first load the current values (`initKey`, `initValue[]`) so their labels show.
 */
export function selectParams(input: {
  pk?: string;
  quickSearch?: string;
  page?: number;
  initValue?: readonly SelectValue[];
  params?: Record<string, unknown>;
}): Record<string, unknown> {
  const params: Record<string, unknown> = { select: true, quickSearch: input.quickSearch ?? '', ...input.params };
  if (input.initValue?.length) {
    params.initKey = valueKey(input.pk);
    params.initValue = [...input.initValue];
  } else {
    params.page = input.page ?? 1;
    params.limit = PAGE_LIMIT;
  }
  return params;
}

/** Rows and total of an answer: `{options}` (tree controllers, everything) or `{list, total}`. */
export function rowsOf(data: unknown): { rows: SelectRow[]; total: number } {
  const body = (data ?? {}) as { options?: SelectRow[]; list?: SelectRow[]; total?: number };
  const rows = body.options ?? body.list ?? [];
  return { rows, total: typeof body.total === 'number' ? body.total : rows.length };
}

export async function fetchOptions(resource: string, params: Record<string, unknown>) {
  const url = crudApi(resource).base + 'index';
  const { data } = await request<unknown>({ url, method: 'GET', params }, { cancelDuplicateRequest: false });
  return rowsOf(data);
}

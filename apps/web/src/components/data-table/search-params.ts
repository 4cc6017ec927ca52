import { operatorOf, type SearchOperator, type TableColumn } from './types';

/** One common-search condition as the server takes it (reference 5.1). */
export interface SearchItem {
  field: string;
  /** A scalar, a list (IN, NOT IN, FIND_IN_SET) or "start,end" (RANGE). */
  val: string | string[];
  operator: SearchOperator;
  render?: string;
}

/** The list request of a table: what `index` is asked with. */
export interface TableFilter {
  page: number;
  limit: number;
  /** `field,asc` or `field,desc`; absent: the server's default order. */
  order?: string;
  quickSearch?: string;
  search?: SearchItem[];
}

/** What a common-search form holds per field: a scalar, a [start, end] pair, a list, or a NULL check. */
export type SearchValue = string | number | boolean | null | undefined | (string | number | null | undefined)[];
export type SearchValues = Record<string, SearchValue>;

const RANGES = new Set<SearchOperator>(['RANGE', 'NOT RANGE']);
const LISTS = new Set<SearchOperator>(['IN', 'NOT IN', 'FIND_IN_SET']);
const NULLS = new Set<SearchOperator>(['NULL', 'NOT NULL']);

export const isRange = (op: SearchOperator | false) => op !== false && RANGES.has(op);
export const isList = (op: SearchOperator | false) => op !== false && LISTS.has(op);
export const isNullCheck = (op: SearchOperator | false) => op !== false && NULLS.has(op);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only end of a datetime range covers the whole day: 00:00:00 from, 23:59:59 to. */
export function expandDateRange(start: string, end: string): [string, string] {
  return [DATE_ONLY.test(start) ? `${start} 00:00:00` : start, DATE_ONLY.test(end) ? `${end} 23:59:59` : end];
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * The search items of a common-search form: one per searchable column with a value. Ranges are
 * joined "start,end" (either end may be empty); NULL checks carry an empty value; datetime ranges
 * given as dates are expanded to the whole days.
 */
export function buildSearch(columns: readonly TableColumn[], values: SearchValues): SearchItem[] {
  const items: SearchItem[] = [];
  for (const column of columns) {
    const operator = operatorOf(column);
    if (operator === false) continue;
    const value = values[column.field];
    const render = typeof column.render === 'string' ? column.render : undefined;
    const item = (val: string | string[]): SearchItem => ({ field: column.field, val, operator, ...(render ? { render } : {}) });

    if (isNullCheck(operator)) {
      if (value === true) items.push(item(''));
    } else if (isRange(operator)) {
      const [a, b] = Array.isArray(value) ? value.map(text) : [text(value), ''];
      if (!a && !b) continue;
      const [start, end] = render === 'datetime' ? expandDateRange(a, b) : [a, b];
      items.push(item(`${start},${end}`));
    } else if (isList(operator)) {
      const list = (Array.isArray(value) ? value : text(value) ? text(value).split(',') : []).map(text).filter(Boolean);
      if (list.length) items.push(item(list));
    } else {
      const scalar = Array.isArray(value) ? value.map(text).filter(Boolean).join(',') : text(value);
      if (scalar !== '') items.push(item(scalar));
    }
  }
  return items;
}

/**
 * Common-search values from the page URL (acceptQuery): `?status=1&create_time=2024-01-01,2024-01-31`
 * pre-fills the fields of searchable columns; other parameters are ignored.
 */
export function searchValuesFromQuery(columns: readonly TableColumn[], query: URLSearchParams): SearchValues {
  const values: SearchValues = {};
  for (const column of columns) {
    const operator = operatorOf(column);
    const raw = query.get(column.field);
    if (operator === false || raw === null || raw === '') continue;
    if (isRange(operator)) {
      const [a = '', b = ''] = raw.split(',');
      values[column.field] = [a, b];
    } else if (isList(operator)) values[column.field] = raw.split(',').filter(Boolean);
    else if (isNullCheck(operator)) values[column.field] = raw !== '0' && raw !== 'false';
    else values[column.field] = raw;
  }
  return values;
}

/** The parameters of an index request for a filter (empty quick search and search left out). */
export function filterParams(filter: TableFilter): Record<string, unknown> {
  return {
    page: filter.page,
    limit: filter.limit,
    order: filter.order || undefined,
    quickSearch: filter.quickSearch || undefined,
    search: filter.search?.length ? filter.search : undefined,
  };
}

import { useEffect, useEffectEvent, useRef, useState, type UIEvent } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchOptions, selectParams, valueKey, valuesOf } from './remote-select';
import type { RemoteSelectProps, SelectRow, SelectValue } from './types';

export type { RemoteSelectProps } from './types';

const SEARCH_DELAY = 300;

/**
 * A select whose options come from a resource's index in select mode, page by page while the
 * list scrolls, filtered by what is typed. The current values are asked for once so their labels
 * show before the list is opened.
 */
export function RemoteSelect(props: RemoteSelectProps) {
  const { resource, field = 'name', pk, params, multiple, value, onChange, labelFormatter, pagination = true, ...rest } = props;
  const { t } = useTranslation();
  const key = valueKey(pk);
  const [rows, setRows] = useState<SelectRow[]>([]);
  const [known, setKnown] = useState<Map<SelectValue, SelectRow>>(new Map());
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const loaded = useRef(false);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const paramsKey = JSON.stringify(params ?? {});
  const current = valuesOf(value);

  const remember = (list: SelectRow[]) =>
    setKnown((map) => {
      const next = new Map(map);
      list.forEach((row) => next.set(row[key] as SelectValue, row));
      return next;
    });

  // labels of the current values
  const missing = current.filter((v) => !known.has(v) && !known.has(String(v)) && !known.has(Number(v)));
  const missingKey = missing.join(',');
  // asked again only when the missing values, the URL or the params change (not on each new array)
  const fetchLabels = useEffectEvent(async (live: () => boolean) => {
    const { rows: found } = await fetchOptions(resource, selectParams({ pk, initValue: missing, params }));
    if (live()) remember(found);
  });
  useEffect(() => {
    if (!missingKey) return;
    let live = true;
    fetchLabels(() => live).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [resource, missingKey, paramsKey]);

  const load = async (nextPage: number, quickSearch: string) => {
    setLoading(true);
    try {
      const answer = await fetchOptions(resource, selectParams({ pk, quickSearch, page: nextPage, params }));
      setRows((old) => (nextPage === 1 ? answer.rows : [...old, ...answer.rows]));
      setTotal(answer.total);
      setPage(nextPage);
      remember(answer.rows);
      loaded.current = true;
    } catch {
      // the request layer has shown why
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    loaded.current = false;
    setRows([]);
  }, [resource, paramsKey]);

  const onOpen = (open: boolean) => {
    if (open && !loaded.current) void load(1, search);
  };
  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => void load(1, text), SEARCH_DELAY);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (!pagination || loading || rows.length >= total) return;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - 24) void load(page + 1, search);
  };

  const label = (row: SelectRow) => (labelFormatter ? labelFormatter(row, field) : String(row[field] ?? row[key] ?? ''));
  const listed = new Set(rows.map((row) => String(row[key])));
  const extra = [...known.values()].filter((row) => current.some((v) => String(v) === String(row[key])) && !listed.has(String(row[key])));
  const options = [...extra, ...rows].map((row) => ({ value: row[key] as SelectValue, label: label(row) }));

  const emit = (next: SelectValue | SelectValue[] | undefined) => {
    const picked = valuesOf(next ?? null).map((v) => known.get(v)).filter(Boolean) as SelectRow[];
    onChange?.(next, picked);
  };

  // values typed as the options are (a string id from a form still matches the numeric option)
  const shown = current.map((v) => options.find((o) => String(o.value) === String(v))?.value ?? v);

  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear={rest.allowClear ?? true}
      filterOption={false}
      value={multiple ? shown : (shown[0] ?? undefined)}
      options={options}
      loading={loading}
      onSearch={onSearch}
      onOpenChange={onOpen}
      onPopupScroll={onScroll}
      onChange={(next) => emit(next as SelectValue | SelectValue[] | undefined)}
      notFoundContent={loading ? <Spin size="small" aria-label={t('form-item.remoteSelect.loading')} /> : undefined}
      style={{ width: '100%' }}
    />
  );
}

export default RemoteSelect;

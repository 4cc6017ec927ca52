import { useContext, useState } from 'react';
import { QueryClientContext, queryOptions, useQueries } from '@tanstack/react-query';
import { Cascader, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminAreaEndpoint, memberEndpoints, type AreaQuery } from '@app/contract';
import { call, endpointKey } from '../../../api/endpoint';
import { queryClient } from '../../../api/query-client';
import { sideOf } from '../../../app/navigation';

interface AreaOption {
  value: string | number;
  label: string;
  isLeaf?: boolean;
  children?: AreaOption[];
}

interface CityInputProps {
  id?: string;
  /** Area ids, as a list or a comma-separated string (stored CSV). */
  value?: (string | number)[] | string | null;
  onChange?: (value: (string | number)[] | string) => void;
  /** 1 province, 2 city, 3 district (default 3). */
  level?: number;
  disabled?: boolean;
  placeholder?: string;
}

/** The area lookup of the side the page is on: the admin one needs an admin login, the member one is public. */
const areaEndpoint = () => (sideOf() === 'admin' ? adminAreaEndpoint : memberEndpoints.area);

/** How the lookup is called: a failure shows as the note below, not a message. */
const QUIET = { showCodeMessage: false, showErrorMessage: false, cancelDuplicateRequest: false } as const;

/**
 * The areas under a parent, keyed by the lookup endpoint: none = provinces; `[province]` = its
 * cities; `[province, city]` = districts. The areas change with no write of the app's, so a level
 * read once is kept.
 */
function areasQuery(parents: readonly string[]) {
  const e = areaEndpoint();
  const input: AreaQuery = {};
  if (parents[0] !== undefined) input.province = parents[0];
  if (parents[1] !== undefined) input.city = parents[1];
  return queryOptions({ queryKey: endpointKey(e, input), queryFn: () => call(e, input, QUIET), staleTime: Infinity });
}

const idsOf = (value: CityInputProps['value']) =>
  (!value ? [] : Array.isArray(value) ? value : String(value).split(',').filter(Boolean)).map(String);

/** A chain of parent ids as one string, to tell the chains apart. */
const chainKey = (chain: readonly string[]) => chain.join(',');

/**
 * Province → city → district cascader loaded level by level from the area lookup (the back
 * office's or the member's endpoint, by the side the page is on). Each level shown is a query of
 * its own: the value's chain opens with it, the others as the cascader asks. When the lookup
 * fails it shows disabled with a note.
 */
export default function CityInput({ id, value, onChange, level = 3, disabled, placeholder }: CityInputProps) {
  const { t } = useTranslation();
  const client = useContext(QueryClientContext) ?? queryClient;
  // the levels the cascader asked for (loadData)
  const [opened, setOpened] = useState<string[][]>([]);
  const ids = idsOf(value);
  const leafAt = (depth: number) => depth >= level;

  // provinces, the value's own chain (so its labels show), and every level opened since
  const chains = [[], ...[ids.slice(0, 1), ids.slice(0, 2)].filter((c, i) => c.length === i + 1 && !leafAt(i + 1)), ...opened];
  const unique = [...new Map(chains.map((c) => [chainKey(c), c])).values()];
  const levels = useQueries({ queries: unique.map((c) => areasQuery(c)) }, client);
  const read = new Map(unique.map((c, i) => [chainKey(c), levels[i]]));
  const optionsUnder = (parents: string[]): AreaOption[] | undefined => {
    const got = read.get(chainKey(parents));
    // a level that failed has no children, so the cascader stops waiting for it
    if (!got || got.isPending) return undefined;
    return (got.data ?? []).map((a) => {
      const value = String(a.value); // as text, so ids from a CSV string and from the server compare equal
      const chain = [...parents, value];
      const children = leafAt(chain.length) ? undefined : optionsUnder(chain);
      return { value, label: String(a.label), isLeaf: leafAt(chain.length), ...(children ? { children } : {}) };
    });
  };
  const options = optionsUnder([]) ?? [];
  const unavailable = levels[0]?.isError ?? false;

  const loadData = async (selected: AreaOption[]) => {
    const chain = selected.map((o) => String(o.value));
    await client.fetchQuery(areasQuery(chain)).catch(() => undefined);
    setOpened((all) => (all.some((c) => chainKey(c) === chainKey(chain)) ? all : [...all, chain]));
  };

  if (unavailable) {
    return (
      <div>
        <Cascader id={id} disabled options={[]} placeholder={t('form-item.city.placeholder')} style={{ width: '100%' }} />
        <Typography.Text type="secondary" className="form-item-note">
          {t('form-item.city.unavailable')}
        </Typography.Text>
      </div>
    );
  }
  return (
    <Cascader
      id={id}
      options={options}
      loadData={loadData}
      value={ids.map(String)}
      changeOnSelect
      disabled={disabled}
      placeholder={placeholder ?? t('form-item.city.placeholder')}
      onChange={(next) => {
        const list = (next ?? []) as (string | number)[];
        onChange?.(typeof value === 'string' ? list.join(',') : list);
      }}
      style={{ width: '100%' }}
    />
  );
}

import { useEffect, useEffectEvent, useState } from 'react';
import { Cascader, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminAreaEndpoint, memberEndpoints, type AreaQuery } from '@app/contract';
import { call } from '../../../api/endpoint';
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

/** The areas under a parent: none = provinces; `[province]` = its cities; `[province, city]` = districts. */
async function loadAreas(parents: (string | number)[]): Promise<AreaOption[]> {
  const params: AreaQuery = {};
  if (parents[0] !== undefined) params.province = parents[0];
  if (parents[1] !== undefined) params.city = parents[1];
  const list = await call(areaEndpoint(), params, { showCodeMessage: false, showErrorMessage: false, cancelDuplicateRequest: false });
  // values as text, so ids from a CSV string and from the server compare equal
  return list.map((a) => ({ value: String(a.value), label: String(a.label) }));
}

const idsOf = (value: CityInputProps['value']) =>
  !value ? [] : Array.isArray(value) ? value : String(value).split(',').filter(Boolean);

/**
 * Province → city → district cascader loaded level by level from the area lookup
 * (`/admin/ajax/area` in the back office, `/api/ajax/area` elsewhere). When the lookup fails it
 * shows disabled with a note.
 */
export default function CityInput({ id, value, onChange, level = 3, disabled, placeholder }: CityInputProps) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<AreaOption[]>([]);
  const [unavailable, setUnavailable] = useState(false);
  const ids = idsOf(value);
  const leafAt = (depth: number) => depth >= level;

  // the chain of the value when the levels are set is opened once; later changes come from the cascader itself
  const valueNow = useEffectEvent(() => idsOf(value));
  useEffect(() => {
    let live = true;
    const leafAt = (depth: number) => depth >= level;
    (async () => {
      try {
        const provinces = (await loadAreas([])).map((o) => ({ ...o, isLeaf: leafAt(1) }));
        // open the chain of the current value so its labels show
        const level1 = provinces;
        const chosen = valueNow();
        if (chosen[0] !== undefined && !leafAt(1)) {
          const p = level1.find((o) => String(o.value) === String(chosen[0]));
          if (p) {
            p.children = (await loadAreas([chosen[0]])).map((o) => ({ ...o, isLeaf: leafAt(2) }));
            const c = chosen[1] !== undefined && !leafAt(2) ? p.children.find((o) => String(o.value) === String(chosen[1])) : undefined;
            if (c) c.children = (await loadAreas([chosen[0], chosen[1]])).map((o) => ({ ...o, isLeaf: true }));
          }
        }
        if (live) setOptions([...level1]);
      } catch {
        if (live) setUnavailable(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [level]);

  const loadData = async (selected: AreaOption[]) => {
    const target = selected[selected.length - 1];
    const children = await loadAreas(selected.map((o) => o.value)).catch(() => []);
    target.children = children.map((o) => ({ ...o, isLeaf: leafAt(selected.length + 1) }));
    setOptions((old) => [...old]);
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

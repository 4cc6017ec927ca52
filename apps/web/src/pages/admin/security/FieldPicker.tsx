import { useEffect, useState } from 'react';
import { Checkbox, Empty, Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { limitsOf, sensitiveFieldTitle } from '@app/contract';
import { tableFields } from './security-api';

/** A title's length limit, from the contract. */
const TITLE_MAX = limitsOf(sensitiveFieldTitle).maxLength;

interface Props {
  id?: string;
  /** The table whose columns are offered. */
  table?: string;
  /** Watched columns: `{column: title}`. */
  value?: unknown;
  onChange?: (value: unknown) => void;
}

// The key and the salt are never watched (the server refuses them too).
const offered = (column: string, pk: string) => column !== pk && column !== 'salt';

/** Picks the watched columns of a table (from `/admin/ajax/getTableFieldList`), each with an editable title. */
export function FieldPicker({ id, table, value, onChange }: Props) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<[string, string][] | null>(null);
  const chosen = (value ?? {}) as Record<string, string>;

  useEffect(() => {
    if (!table) return;
    let live = true;
    setColumns(null);
    tableFields(table).then(
      (list) => live && setColumns(Object.entries(list.fieldList as Record<string, string>).filter(([c]) => offered(c, list.pk))),
      () => live && setColumns([]),
    );
    return () => {
      live = false;
    };
  }, [table]);

  if (!table) {
    return (
      <div id={id}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('security-sensitive-data.pickControllerFirst')} />
      </div>
    );
  }
  if (!columns) return <Spin />;

  const toggle = (column: string, title: string, on: boolean) => {
    const next = { ...chosen };
    if (on) next[column] = title;
    else delete next[column];
    onChange?.(next);
  };

  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }} className="security-field-picker">
      {columns.map(([column, title]) => {
        const on = column in chosen;
        return (
          <Space key={column} style={{ width: '100%' }}>
            <Checkbox checked={on} onChange={(e) => toggle(column, title === column ? '' : title, e.target.checked)} style={{ width: 160 }}>
              {column}
            </Checkbox>
            <Input
              size="small"
              disabled={!on}
              aria-label={t('security-sensitive-data.fieldTitle', { field: column })}
              placeholder={t('security-sensitive-data.fieldTitle', { field: column })}
              value={on ? chosen[column] : ''}
              maxLength={TITLE_MAX}
              onChange={(e) => onChange?.({ ...chosen, [column]: e.target.value })}
            />
          </Space>
        );
      })}
    </Space>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Dropdown, Input, Popconfirm, Space, Tooltip } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  MinusSquareOutlined,
  PlusOutlined,
  PlusSquareOutlined,
  ReloadOutlined,
  SearchOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useTable, useTableStore } from './table-context';
import { useAuth } from './use-auth';
import { downloadExport, type ExportFormat } from './export';
import type { TableSnapshot } from './table-store';
import type { TableColumn } from './types';

export type HeaderButton = 'refresh' | 'add' | 'edit' | 'delete' | 'unfold' | 'comSearch' | 'quickSearch' | 'columnDisplay' | 'export';

/** `export` needs the resource's `GET export` (the CRUD kit serves it unless the resource turns it off). */
export const DEFAULT_BUTTONS: HeaderButton[] = ['refresh', 'add', 'edit', 'delete', 'export', 'comSearch', 'quickSearch', 'columnDisplay'];

interface TableHeaderProps {
  buttons: readonly HeaderButton[];
  columns: readonly TableColumn[];
  titleOf: (column: TableColumn) => string;
  /** Text after "Quick search:" (the searched fields' names). */
  quickSearchFields?: string;
  /** Extra buttons after the built-in ones. */
  extra?: ReactNode;
}

/** The bar above the table (reference 16.5 TableHeader), each button behind its permission. */
export function TableHeader({ buttons, columns, titleOf, quickSearchFields, extra }: TableHeaderProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const store = useTableStore();
  const [exporting, setExporting] = useState(false);
  const { selection, quickSearch, expanded, loading, columnShown, showComSearch } = useTable(
    useShallow((s: TableSnapshot) => ({
      selection: s.selection,
      quickSearch: s.filter.quickSearch ?? '',
      expanded: s.expandedKeys.length > 0,
      loading: s.loading,
      columnShown: s.columnShown,
      showComSearch: s.showComSearch,
    })),
  );
  const has = (b: HeaderButton) => buttons.includes(b);
  const none = selection.length === 0;
  const tip = (title: string, node: ReactNode) => <Tooltip title={title}>{node}</Tooltip>;

  const runExport = async (format: ExportFormat) => {
    setExporting(true);
    try {
      await downloadExport(store.options.api.base, format, store.getState().requestFilter());
    } finally {
      setExporting(false);
    }
  };

  const controlled = columns.filter((c) => c.enableColumnDisplayControl !== false && c.render !== 'buttons');

  return (
    <div className="data-table-header" role="toolbar" aria-label={t('data-table.operate')}>
      <Space wrap size={8} className="data-table-header-buttons">
        {has('refresh') &&
          tip(
            t('data-table.refresh'),
            <Button icon={<ReloadOutlined spin={loading} />} aria-label={t('data-table.refresh')} onClick={() => void store.getState().refresh()} />,
          )}
        {has('add') && auth('add') && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => store.getState().openAdd()}>
            {t('data-table.add')}
          </Button>
        )}
        {has('edit') &&
          auth('edit') &&
          tip(
            t('data-table.editSelected'),
            <Button icon={<EditOutlined aria-hidden />} disabled={none} onClick={() => store.getState().openEdit()}>
              {t('data-table.edit')}
            </Button>,
          )}
        {has('delete') && auth('del') && (
          <Popconfirm
            title={t('data-table.deleteConfirm', { count: selection.length })}
            okText={t('data-table.delete')}
            cancelText={t('data-table.cancel')}
            okButtonProps={{ danger: true }}
            disabled={none}
            onConfirm={() => store.getState().del(selection).catch(() => undefined)}
          >
            <Button danger icon={<DeleteOutlined aria-hidden />} disabled={none} title={t('data-table.deleteSelected')}>
              {t('data-table.delete')}
            </Button>
          </Popconfirm>
        )}
        {has('unfold') && (
          <Button
            icon={expanded ? <MinusSquareOutlined aria-hidden /> : <PlusSquareOutlined aria-hidden />}
            aria-pressed={expanded}
            onClick={() => store.getState().toggleExpandAll()}
          >
            {expanded ? t('data-table.fold') : t('data-table.unfold')}
          </Button>
        )}
        {has('export') && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'csv', label: t('data-table.exportCsv') },
                { key: 'xlsx', label: t('data-table.exportXlsx') },
              ],
              onClick: ({ key }) => void runExport(key as ExportFormat),
            }}
          >
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting}>
              {t('data-table.exportData')}
            </Button>
          </Dropdown>
        )}
        {extra}
      </Space>
      <Space wrap size={8} className="data-table-header-tools">
        {has('quickSearch') && (
          <Input
            className="data-table-quick-search"
            allowClear
            prefix={<SearchOutlined aria-hidden="true" />}
            value={quickSearch}
            placeholder={quickSearchFields ? t('data-table.quickSearchPlaceholder', { fields: quickSearchFields }) : t('data-table.quickSearch')}
            aria-label={t('data-table.quickSearch')}
            onChange={(e) => store.getState().setQuickSearch(e.target.value)}
          />
        )}
        {has('columnDisplay') && controlled.length > 0 && (
          <Dropdown
            trigger={['click']}
            dropdownRender={() => (
              <div className="data-table-column-display" role="group" aria-label={t('data-table.columnDisplay')}>
                {controlled.map((c) => (
                  <Checkbox
                    key={c.field}
                    checked={columnShown[c.field] !== false}
                    onChange={(e) => store.getState().setColumnShown(c.field, e.target.checked)}
                  >
                    {titleOf(c)}
                  </Checkbox>
                ))}
              </div>
            )}
          >
            {tip(t('data-table.columnDisplay'), <Button icon={<TableOutlined />} aria-label={t('data-table.columnDisplay')} />)}
          </Dropdown>
        )}
        {has('comSearch') &&
          tip(
            t('data-table.comSearch'),
            <Button
              icon={<SearchOutlined />}
              type={showComSearch ? 'primary' : 'default'}
              aria-pressed={showComSearch}
              aria-label={t('data-table.comSearch')}
              onClick={() => store.getState().toggleComSearch()}
            />,
          )}
      </Space>
    </div>
  );
}

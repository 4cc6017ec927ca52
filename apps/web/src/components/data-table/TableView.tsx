import { useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { feedback } from '../../api/feedback';
import { renderCell } from './cells';
import { RowButtons } from './RowButtons';
import { useTable, useTableStore } from './table-context';
import { PAGE_SIZES, type TableSnapshot } from './table-store';
import { canDrop, visibleKeys } from './tree';
import { useAuth } from './use-auth';
import type { AnyRow, RowId, TableColumn } from './types';

/** Pixels that hold a 'YYYY-MM-DD HH:mm:ss' cell on one line (the cell's own padding included). */
const DATETIME_COLUMN_WIDTH = 190;

type DragModule = typeof import('./drag-sort');

/** dnd-kit loads only for tables that sort by dragging (and only with the permission). */
function useDragModule(enabled: boolean): DragModule | null {
  const [mod, setMod] = useState<DragModule | null>(null);
  useEffect(() => {
    if (enabled && !mod) void import('./drag-sort').then(setMod);
  }, [enabled, mod]);
  return enabled ? mod : null;
}

// double-clicking these does what they do, not open the edit dialog
const NOT_EDIT = '.ant-table-selection-column, .ant-table-row-expand-icon, button, a, input, .ant-switch, .ant-image';

interface TableViewProps {
  columns: readonly TableColumn[];
  titleOf: (column: TableColumn) => string;
  tree?: boolean;
  dragSortLimitField?: string;
  /** Double-click opens the edit dialog (when the page has a form). */
  dblClickEdit?: boolean;
  /** Accessible name of the table. */
  caption?: string;
  /** Show the selection column (when a header button acts on the selection). */
  selectable?: boolean;
}

/** The table itself: cells, sorting, selection, pagination, tree rows, drag sort, double-click edit. */
export function TableView({ columns, titleOf, tree, dragSortLimitField = 'pid', dblClickEdit = true, caption, selectable = true }: TableViewProps) {
  const { t } = useTranslation();
  const store = useTableStore();
  const auth = useAuth();
  const pk = store.options.pk;
  const { data, loading, filter, total, totalExact, selection, expandedKeys, columnShown } = useTable(
    useShallow((s: TableSnapshot) => ({
      data: s.data,
      loading: s.loading,
      filter: s.filter,
      total: s.total,
      totalExact: s.totalExact,
      selection: s.selection,
      expandedKeys: s.expandedKeys,
      columnShown: s.columnShown,
    })),
  );
  const wantsDrag = columns.some((c) => c.render === 'buttons' && c.buttons?.includes('weigh-sort')) && auth('sortable');
  const drag = useDragModule(wantsDrag);
  const [orderField, orderDir] = (filter.order ?? '').split(',');
  const boxRef = useRef<HTMLDivElement>(null);

  // antd copies the header (select-all checkbox included) into a hidden measuring row: keep its
  // copies out of the tab order and away from assistive technology
  useLayoutEffect(() => {
    boxRef.current?.querySelectorAll('.ant-table-measure-row').forEach((row) => row.setAttribute('inert', ''));
  });

  const antColumns: ColumnsType<AnyRow> = useMemo(
    () =>
      columns
        .filter((c) => columnShown[c.field] !== false)
        .map((c) => {
          const title = titleOf(c);
          return {
            key: c.field,
            dataIndex: c.field.includes('.') ? c.field.split('.') : c.field,
            title,
            // antd's minWidth adds a hidden measure row that holds a focusable checkbox: use a width.
            // A time is never cut: its column is at least as wide as 'YYYY-MM-DD HH:mm:ss' and the padding.
            width: c.render === 'datetime' ? Math.max(c.width ?? 0, DATETIME_COLUMN_WIDTH) : (c.width ?? c.minWidth),
            align: c.align ?? (c.render === 'buttons' || c.render === 'switch' ? 'center' : undefined),
            fixed: c.fixed ?? (c.render === 'buttons' ? 'right' : undefined),
            ellipsis: c.ellipsis,
            sorter: c.sort ? true : undefined,
            sortOrder: c.sort ? (orderField === c.field ? (orderDir === 'asc' ? 'ascend' : 'descend') : null) : undefined,
            sortDirections: ['ascend', 'descend'],
            render: (value: unknown, row: AnyRow) =>
              c.render === 'buttons' ? (
                <RowButtons
                  row={row}
                  buttons={c.buttons ?? ['edit', 'delete']}
                  store={store}
                  auth={auth}
                  dragHandle={drag ? <drag.DragHandle label={t('data-table.dragSort')} /> : undefined}
                  display={c.rowButtonsDisplay as never}
                />
              ) : (
                renderCell(c, value, row, { t, title, canEdit: auth('edit'), saveField: (r, f, v) => store.getState().saveField(r, f, v) })
              ),
          };
        }),
    [columns, columnShown, titleOf, orderField, orderDir, store, auth, drag, t],
  );

  const onChange: TableProps<AnyRow>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const s = sorter as SorterResult<AnyRow>;
      store.getState().setOrder(s.order ? `${String(s.columnKey)},${s.order === 'ascend' ? 'asc' : 'desc'}` : undefined);
    } else if (extra.action === 'paginate') {
      store.getState().setPage(pagination.current ?? 1, pagination.pageSize);
    }
  };

  const onMove = (activeId: string, overId: string) => {
    if (!canDrop(data, pk, activeId, overId, dragSortLimitField)) {
      feedback().httpError(t('data-table.moveOutOfRange'));
      return;
    }
    const keyOf = (id: string) => (typeof data[0]?.[pk] === 'number' ? Number(id) : id);
    store.getState().sortable(keyOf(activeId), keyOf(overId)).catch(() => undefined);
  };

  const sizes = [...new Set([...PAGE_SIZES, filter.limit])].sort((a, b) => a - b);
  const table = (
    <Table<AnyRow>
      rowKey={pk}
      size="middle"
      loading={loading}
      dataSource={data}
      columns={antColumns}
      onChange={onChange}
      scroll={{ x: 'max-content' }}
      aria-label={caption}
      components={drag ? { body: { row: drag.SortableRow } } : undefined}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: selection,
              onChange: (keys) => store.getState().setSelection(keys as RowId[]),
              getCheckboxProps: () => ({ 'aria-label': t('data-table.selectRow') }) as never,
              checkStrictly: true,
            }
          : undefined
      }
      expandable={
        tree
          ? {
              expandedRowKeys: expandedKeys,
              onExpandedRowsChange: (keys) => store.getState().setExpandedKeys([...keys] as RowId[]),
              indentSize: 20,
            }
          : undefined
      }
      onRow={(row) => ({
        onDoubleClick: (event: MouseEvent) => {
          if (!dblClickEdit || !auth('edit') || (event.target as HTMLElement).closest(NOT_EDIT)) return;
          store.getState().openEdit([store.getState().keyOf(row)]);
        },
      })}
      pagination={
        tree
          ? false
          : {
              current: filter.page,
              pageSize: filter.limit,
              total,
              showSizeChanger: true,
              showQuickJumper: true,
              pageSizeOptions: sizes,
              showTotal: (n) => (totalExact ? t('data-table.total', { total: n }) : t('data-table.totalAtLeast', { total: n.toLocaleString('en-US') })),
            }
      }
    />
  );
  return (
    <div ref={boxRef}>
      {drag ? (
        <drag.DragSortProvider ids={visibleKeys(data, pk, expandedKeys)} onMove={onMove}>
          {table}
        </drag.DragSortProvider>
      ) : (
        table
      )}
    </div>
  );
}

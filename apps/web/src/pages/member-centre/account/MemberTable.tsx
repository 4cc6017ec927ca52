import type { Key, ReactNode } from 'react';
import { Empty, Pagination, Spin, Table, type TableColumnsType } from 'antd';
import { useMemberCenter } from '../../../stores/member-center';

export interface MemberTablePaging {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
  showTotal?(total: number): ReactNode;
}

interface MemberTableProps<Row extends { id: number }> {
  columns: TableColumnsType<Row>;
  dataSource: readonly Row[];
  loading?: boolean;
  pagination: MemberTablePaging;
  /** The table's width before it scrolls inside itself (desktop). */
  scrollX: number;
  /** A row as a card on a phone; without it the card lists the columns' titles and cells. */
  card?(row: Row): ReactNode;
  /** Tapping a card (the order list opens its drawer); the card holds a button doing the same for the keyboard. */
  onOpen?(row: Row): void;
  className?: string;
}

/** A column's cell as the table renders it: `render` of `dataIndex`'s value, or the value itself. */
function cellOf<Row extends { id: number }>(column: TableColumnsType<Row>[number], row: Row, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const value = typeof dataIndex === 'string' ? (row as unknown as Record<string, unknown>)[dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined || value === '' ? '—' : String(value as string | number);
}

/** The default card: each column's title and cell, as a compact list. */
export function ColumnsCard<Row extends { id: number }>({ columns, row, index }: { columns: TableColumnsType<Row>; row: Row; index: number }) {
  return (
    <dl className="member-row-facts">
      {columns.map((column) => {
        const cell = cellOf(column, row, index);
        if (cell === false || cell === null || cell === undefined || cell === '') return null;
        return (
          <div key={String(column.key)} className="member-row-fact">
            <dt>{column.title as ReactNode}</dt>
            <dd>{cell}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A member list: the table on a desktop, below 768 px (the layout's `shrink`) one card per row
 * (issue #34), so a phone never scrolls a table sideways inside the page. The cards come from the
 * same columns (or the page's own `card`), so what a row shows and allows is said once.
 */
export function MemberTable<Row extends { id: number }>({ columns, dataSource, loading, pagination, scrollX, card, onOpen, className }: MemberTableProps<Row>) {
  const narrow = useMemberCenter((state) => state.shrink);
  if (!narrow) {
    return (
      <Table<Row>
        rowKey="id"
        size="middle"
        className={className}
        loading={loading}
        columns={columns}
        dataSource={dataSource as Row[]}
        scroll={{ x: scrollX }}
        pagination={{ ...pagination, showSizeChanger: false }}
      />
    );
  }
  return (
    <Spin spinning={!!loading}>
      {dataSource.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className={`member-rows${className ? ` ${className}` : ''}`} data-testid="member-rows">
          {dataSource.map((row, index) => (
            <li
              key={row.id as Key}
              className={`member-row${onOpen ? ' is-openable' : ''}`}
              data-testid="member-row"
              // the card's own button (the order number) opens it from the keyboard; a tap anywhere else on the card does too
              onClick={onOpen && ((e) => !(e.target as HTMLElement).closest('button, a, input') && onOpen(row))}
            >
              {card ? card(row) : <ColumnsCard columns={columns} row={row} index={index} />}
            </li>
          ))}
        </ul>
      )}
      {pagination.total > pagination.pageSize && (
        <Pagination className="member-rows-pager" simple current={pagination.current} pageSize={pagination.pageSize} total={pagination.total} onChange={pagination.onChange} />
      )}
      {pagination.showTotal && pagination.total > 0 && <div className="member-rows-total">{pagination.showTotal(pagination.total)}</div>}
    </Spin>
  );
}

import { useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountLogList } from '@app/contract';
import { formatDateTime } from '../../../utils/date';
import { MemberCard } from './MemberCard';
import { MemberTable } from './MemberTable';
import { PullToRefresh } from './PullToRefresh';
import { RefreshButton } from './RefreshButton';
import './account.css';
import { ACCOUNT_SHARED } from './shared-pack';

const PAGE_SIZE = 10;
const EMPTY: AccountLogList<never> = { list: [], total: 0 };

interface LedgerRow {
  id: number;
  before: string | number;
  after: string | number;
  memo: string;
  create_time: number;
}

interface LedgerPageProps<Row extends LedgerRow, Key extends QueryKey> {
  title: string;
  /** The member's current total, above the table. */
  current: string;
  /** The log's query (`accountQueries`) for a page. */
  query(page: number, limit: number): UseQueryOptions<AccountLogList<Row>, Error, AccountLogList<Row>, Key>;
  amount(row: Row): string | number;
  testId: string;
}

/** The balance and integral logs: one paged table of changes, newest first. */
export function LedgerPage<Row extends LedgerRow, Key extends QueryKey>({ title, current, query, amount, testId }: LedgerPageProps<Row, Key>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data = EMPTY as AccountLogList<Row>, isFetching: loading, refetch } = useQuery(query(page, PAGE_SIZE));

  const columns: TableColumnsType<Row> = [
    {
      key: 'amount',
      title: t(`${ACCOUNT_SHARED}.amount`),
      render: (_, row) => {
        const value = amount(row);
        const plus = Number(value) > 0;
        return <span className={`member-ledger-amount ${plus ? 'is-plus' : 'is-minus'}`}>{plus ? `+${value}` : value}</span>;
      },
    },
    { key: 'before', dataIndex: 'before', title: t(`${ACCOUNT_SHARED}.before`) },
    { key: 'after', dataIndex: 'after', title: t(`${ACCOUNT_SHARED}.after`) },
    { key: 'memo', dataIndex: 'memo', title: t(`${ACCOUNT_SHARED}.memo`) },
    { key: 'create_time', dataIndex: 'create_time', title: t(`${ACCOUNT_SHARED}.createTime`), render: (v: number) => formatDateTime(v) },
  ];

  return (
    <div className="member-page" data-testid={testId}>
      <PullToRefresh onRefresh={refetch}>
        <MemberCard title={<h1 className="member-page-title">{title}</h1>} extra={<span className="member-ledger-current">{current} <RefreshButton loading={loading} onRefresh={refetch} /></span>}>
          <MemberTable<Row>
            loading={loading}
            columns={columns}
            dataSource={data.list}
            scrollX={640}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showTotal: (total) => t(`${ACCOUNT_SHARED}.total`, { total }), onChange: setPage }}
          />
        </MemberCard>
      </PullToRefresh>
    </div>
  );
}

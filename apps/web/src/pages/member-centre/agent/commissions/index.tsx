import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Statistic, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMISSION_STATUSES, type AgentCommissionItem, type AgentCommissionsAnswer, type CommissionStatus } from '@app/contract';
import { agentQueries } from '../../../../api/agent-queries';
import { formatDateTime } from '../../../../utils/date';
import { MemberCard } from '../../account/MemberCard';
import { MemberTable } from '../../account/MemberTable';
import { PullToRefresh } from '../../account/PullToRefresh';
import { RefreshButton } from '../../account/RefreshButton';
import '../../account/account.css';
import '../agent.css';

const L = 'member-agent-commissions';
const PAGE_SIZE = 10;
const COLORS: Record<CommissionStatus, string> = { pending: 'warning', settled: 'success', cancelled: 'default', reversed: 'error' };
const EMPTY: AgentCommissionsAnswer = { list: [], total: 0, totals: { pending: '0.00', settled: '0.00', cancelled: '0.00', reversed: '0.00' } };

/** The agent's commissions by state, with what is pending, settled, cancelled and reversed in total. */
export default function AgentCommissionsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<CommissionStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const { data = EMPTY, isFetching: loading, refetch } = useQuery(agentQueries.commissions({ status: status === 'all' ? undefined : status, page, limit: PAGE_SIZE }));

  const columns: TableColumnsType<AgentCommissionItem> = [
    { key: 'order_no', dataIndex: 'order_no', title: t(`${L}.orderNo`) },
    { key: 'product_name', dataIndex: 'product_name', title: t(`${L}.product`) },
    { key: 'level', dataIndex: 'level', title: t(`${L}.level`), render: (v: number) => t(`${L}.levels.${v}`) },
    { key: 'base_amount', dataIndex: 'base_amount', title: t(`${L}.base`), align: 'right' },
    { key: 'amount', dataIndex: 'amount', title: t(`${L}.amount`), align: 'right', render: (v: string) => <span className="member-ledger-amount is-plus">{v}</span> },
    {
      key: 'status', dataIndex: 'status', title: t(`${L}.status`),
      render: (v: CommissionStatus, row) => (
        <>
          <Tag color={COLORS[v]}>{t(`${L}.statuses.${v}`)}</Tag>
          {row.cancelled_amount !== '0.00' && <span className="agent-note">{t(`${L}.cancelledPart`, { amount: row.cancelled_amount })}</span>}
          {row.reversed_amount !== '0.00' && <span className="agent-note">{t(`${L}.reversedPart`, { amount: row.reversed_amount })}</span>}
        </>
      ),
    },
    { key: 'settle_after', dataIndex: 'settle_after', title: t(`${L}.settleAfter`), render: (v: number | null) => (v ? formatDateTime(v) : t(`${L}.afterCompletion`)) },
    { key: 'create_time', dataIndex: 'create_time', title: t(`${L}.createTime`), render: (v: number) => formatDateTime(v) },
  ];

  return (
    <div className="member-page" data-testid="agent-commissions">
      <PullToRefresh onRefresh={refetch}>
        <MemberCard title={<h1 className="member-page-title">{t(`${L}.commissions`)}</h1>} extra={<RefreshButton loading={loading} onRefresh={refetch} />}>
          <div className="agent-totals" data-testid="agent-commission-totals">
            {(['pending', 'settled', 'cancelled', 'reversed'] as const).map((k) => (
              <Statistic key={k} title={t(`${L}.statuses.${k}`)} value={data.totals[k]} prefix="¥" />
            ))}
          </div>
          <Segmented
            className="agent-filter"
            value={status}
            onChange={(v) => {
              setStatus(v as CommissionStatus | 'all');
              setPage(1);
            }}
            options={[{ value: 'all', label: t(`${L}.all`) }, ...COMMISSION_STATUSES.map((s) => ({ value: s, label: t(`${L}.statuses.${s}`) }))]}
          />
          <MemberTable<AgentCommissionItem>
            loading={loading}
            columns={columns}
            dataSource={data.list}
            scrollX={820}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showTotal: (total) => t(`${L}.total`, { total }), onChange: setPage }}
          />
        </MemberCard>
      </PullToRefresh>
    </div>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Statistic, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgentWalletAnswer, AgentWalletLog } from '@app/contract';
import { agentQueries } from '../../../../api/agent-queries';
import { formatDateTime } from '../../../../utils/date';
import { MemberCard } from '../../account/MemberCard';
import { MemberTable } from '../../account/MemberTable';
import { PullToRefresh } from '../../account/PullToRefresh';
import { RefreshButton } from '../../account/RefreshButton';
import '../../account/account.css';
import '../agent.css';

const L = 'member-agent-wallet';
const PAGE_SIZE = 10;
const EMPTY: AgentWalletAnswer = { is_agent: true, money: '0.00', debt: '0.00', frozen: '0.00', list: [], total: 0 };

/** The commission wallet: what can be withdrawn, the debt later settlements pay first, and every change. */
export default function AgentWalletPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data = EMPTY, isFetching: loading, refetch } = useQuery(agentQueries.wallet({ page, limit: PAGE_SIZE }));

  const columns: TableColumnsType<AgentWalletLog> = [
    { key: 'type', dataIndex: 'type', title: t(`${L}.type`), render: (v: string) => t(`${L}.types.${v}`) },
    {
      key: 'amount', dataIndex: 'amount', title: t(`${L}.change`), align: 'right',
      render: (v: string) => <span className={`member-ledger-amount ${Number(v) > 0 ? 'is-plus' : 'is-minus'}`}>{Number(v) > 0 ? `+${v}` : v}</span>,
    },
    { key: 'before', dataIndex: 'before', title: t(`${L}.before`), align: 'right' },
    { key: 'after', dataIndex: 'after', title: t(`${L}.after`), align: 'right' },
    { key: 'debt_after', dataIndex: 'debt_after', title: t(`${L}.debtAfter`), align: 'right' },
    { key: 'memo', dataIndex: 'memo', title: t(`${L}.memo`) },
    { key: 'create_time', dataIndex: 'create_time', title: t(`${L}.createTime`), render: (v: number) => formatDateTime(v) },
  ];

  return (
    <div className="member-page" data-testid="agent-wallet">
      <PullToRefresh onRefresh={refetch}>
        <MemberCard title={<h1 className="member-page-title">{t(`${L}.wallet`)}</h1>} extra={<RefreshButton loading={loading} onRefresh={refetch} />}>
          {!data.is_agent && <Alert type="info" showIcon message={t(`${L}.notAgent`)} />}
          <div className="agent-totals" data-testid="agent-wallet-balance">
            <Statistic title={t(`${L}.money`)} value={data.money} prefix="¥" />
            <Statistic title={t(`${L}.frozen`)} value={data.frozen} prefix="¥" />
            <Statistic title={t(`${L}.debt`)} value={data.debt} prefix="¥" />
          </div>
          {data.debt !== '0.00' && <Alert className="agent-debt" type="warning" showIcon message={t(`${L}.debtNote`)} />}
          <MemberTable<AgentWalletLog>
            loading={loading}
            columns={columns}
            dataSource={data.list}
            scrollX={760}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showTotal: (total) => t(`${L}.total`, { total }), onChange: setPage }}
          />
        </MemberCard>
      </PullToRefresh>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Statistic, Tag, Typography, type TableColumnsType } from 'antd';
import { RadioGroup } from '../../../../components/radio-group';
import { useTranslation } from 'react-i18next';
import {
  WITHDRAW_STATES, yuanOf,
  type WithdrawApplyInput, type WithdrawChannel, type WithdrawIndexAnswer, type WithdrawMemberItem, type WithdrawStatus,
} from '@app/contract';
import { agentQueries, agentWrites } from '../../../../api/agent-queries';
import { useStartWechatAuthorize, wechatStatusQuery } from '../../../../layouts/user/wechat-authorize';
import { useWrite } from '../../../../api/write';
import { formatDateTime } from '../../../../utils/date';
import { MemberCard } from '../../account/MemberCard';
import { MemberTable } from '../../account/MemberTable';
import '../../account/account.css';
import '../agent.css';
import { exceedsWallet, withdrawQuote } from './quote';

const L = 'member-agent-withdraw';
const PAGE_SIZE = 10;
const STATUS_COLORS: Record<WithdrawStatus, string> = {
  pending: 'warning', approved: 'processing', paying: 'processing', paid: 'success', rejected: 'error', cancelled: 'default', failed: 'error',
};
const EMPTY: WithdrawIndexAnswer = { list: [], total: 0, rules: { channels: [], min: '0.00', max: '0.00', fee_rate: 0, daily_count: 0, daily_amount: '0.00' } };

/** The agent centre's withdrawals: the wallet and what is being withdrawn, the apply form (channels enabled, fee preview), own withdrawals with cancel. */
export default function AgentWithdrawPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<WithdrawApplyInput>();
  const [page, setPage] = useState(1);
  const { data = EMPTY, isFetching: loading } = useQuery(agentQueries.withdrawals({ page, limit: PAGE_SIZE }));
  const { data: wallet } = useQuery(agentQueries.wallet({ page: 1, limit: 1 }));
  // the writes read again the withdrawals, the wallet and (one to the balance) the balance
  const withdraw = useWrite(agentWrites.withdraw);
  const cancel = useWrite(agentWrites.cancelWithdraw);
  const channel = Form.useWatch('channel', form) as WithdrawChannel | undefined;
  const amount = Form.useWatch('amount', form) as string | undefined;

  const { rules } = data;
  const money = wallet?.money ?? '0.00';
  const quote = withdrawQuote(amount, money, rules.fee_rate, channel);
  const needsAccount = channel === 'alipay' || channel === 'bank';
  // a WeChat withdrawal pays the openid stored under WeChat Pay's AppID: without one the server refuses it
  const { data: wechat } = useQuery({ ...wechatStatusQuery(), enabled: channel === 'wechat' });
  const authorize = useStartWechatAuthorize(wechat);
  const needsWechat = channel === 'wechat' && wechat !== undefined && !wechat.pay_bound;

  const submit = async (values: WithdrawApplyInput) => {
    await withdraw
      .mutateAsync({ ...values, account_name: values.account_name ?? '', account_no: values.account_no ?? '', bank_name: values.bank_name ?? '', bank_branch: values.bank_branch ?? '' })
      .then(() => form.resetFields(['amount']), () => undefined);
  };

  const columns: TableColumnsType<WithdrawMemberItem> = [
    { key: 'withdraw_no', dataIndex: 'withdraw_no', title: t(`${L}.withdrawNo`) },
    { key: 'channel', dataIndex: 'channel', title: t(`${L}.channel`), render: (v: string) => t(`${L}.channels.${v}`) },
    { key: 'amount', dataIndex: 'amount', title: t(`${L}.amount`), align: 'right' },
    { key: 'fee', dataIndex: 'fee', title: t(`${L}.fee`), align: 'right' },
    { key: 'account', title: t(`${L}.account`), render: (_v, r) => [r.bank_name, r.account_name, r.account_no].filter(Boolean).join(' ') || '—' },
    {
      key: 'status', dataIndex: 'status', title: t(`${L}.status`),
      render: (v: WithdrawStatus, r) => (
        <>
          <Tag color={STATUS_COLORS[v]} data-testid={`withdraw-status-${r.withdraw_no}`}>{t(`${L}.statuses.${v}`)}</Tag>
          {r.reason && <div><Typography.Text type="secondary">{r.reason}</Typography.Text></div>}
        </>
      ),
    },
    { key: 'create_time', dataIndex: 'create_time', title: t(`${L}.createTime`), render: (v: number) => formatDateTime(v) },
    {
      key: 'operate', title: t(`${L}.operate`),
      render: (_v, r) => WITHDRAW_STATES.can('cancel', r) && (
        <Popconfirm title={t(`${L}.cancelConfirm`)} onConfirm={() => cancel.mutateAsync(r.id).catch(() => undefined)}>
          <Button size="small">{t(`${L}.cancel`)}</Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div className="member-page" data-testid="agent-withdraw">
      <MemberCard title={<h1 className="member-page-title">{t(`${L}.title`)}</h1>}>
        {wallet && !wallet.is_agent && <Alert type="info" showIcon message={t(`${L}.notAgent`)} />}
        <div className="agent-totals" data-testid="withdraw-wallet">
          <Statistic title={t(`${L}.money`)} value={wallet?.money ?? '0.00'} prefix="¥" />
          <Statistic title={t(`${L}.frozen`)} value={wallet?.frozen ?? '0.00'} prefix="¥" />
        </div>
        {rules.channels.length > 0 && wallet?.is_agent && (
          <Form<WithdrawApplyInput> form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 520 }} initialValues={{ channel: rules.channels[0] }}
            data-testid="withdraw-form">
            <Form.Item name="channel" label={t(`${L}.channel`)} rules={[{ required: true }]}>
              <RadioGroup optionType="button" options={rules.channels.map((c) => ({ value: c, label: t(`${L}.channels.${c}`) }))} />
            </Form.Item>
            <Form.Item name="amount" label={t(`${L}.amount`)} rules={[
                { required: true, pattern: /^\d{1,10}(\.\d{1,2})?$/, message: t(`${L}.amountInvalid`) },
                // the server refuses it too; said here before the request
                { validator: async (_r, v: string | undefined) => { if (exceedsWallet(v, money)) throw new Error(t(`${L}.exceeds`, { money })); } },
              ]}
              extra={t(`${L}.limits`, { min: rules.min, max: rules.max === '0.00' ? '—' : rules.max, rate: (rules.fee_rate / 100).toFixed(2) })}>
              <Input prefix="¥" inputMode="decimal" />
            </Form.Item>
            {needsWechat && (
              <Alert
                className="agent-wechat-needed"
                type="warning"
                showIcon
                data-testid="withdraw-wechat-needed"
                message={t(`${L}.wechatNeeded`)}
                description={authorize.possible ? undefined : t(`${L}.wechatOpenInWechat`)}
                action={authorize.possible && <Button size="small" type="primary" loading={authorize.pending} onClick={authorize.start}>{t(`${L}.wechatAuthorize`)}</Button>}
              />
            )}
            {needsAccount && (
              <>
                <Form.Item name="account_name" label={t(`${L}.accountName`)} rules={[{ required: true, whitespace: true }]}><Input maxLength={50} /></Form.Item>
                <Form.Item name="account_no" label={t(channel === 'bank' ? `${L}.cardNo` : `${L}.alipayAccount`)} rules={[{ required: true, whitespace: true }]}><Input maxLength={64} /></Form.Item>
              </>
            )}
            {channel === 'bank' && (
              <>
                <Form.Item name="bank_name" label={t(`${L}.bankName`)} rules={[{ required: true, whitespace: true }]}><Input maxLength={100} /></Form.Item>
                <Form.Item name="bank_branch" label={t(`${L}.bankBranch`)}><Input maxLength={100} /></Form.Item>
              </>
            )}
            <p data-testid="withdraw-preview">
              {quote.kind === 'exceeds'
                ? <Typography.Text type="danger">{t(`${L}.exceeds`, { money })}</Typography.Text>
                : t(`${L}.preview`, quote.kind === 'ok' ? { fee: yuanOf(quote.fee), pay: yuanOf(quote.pay) } : { fee: '0.00', pay: '0.00' })}
            </p>
            <Button type="primary" htmlType="submit" loading={withdraw.isPending}>{t(`${L}.submit`)}</Button>
          </Form>
        )}
        <MemberTable<WithdrawMemberItem>
          className="agent-withdrawals"
          loading={loading}
          columns={columns}
          dataSource={data.list}
          scrollX={860}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, showTotal: (total) => t(`${L}.total`, { total }), onChange: setPage }}
        />
      </MemberCard>
    </div>
  );
}

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Image, Modal, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { withdrawAdminEndpoints as api } from '@app/contract';
import { endpointQuery } from '../../../../api/endpoint';
import { formatTimeOr as time } from '../../../../utils/date';


/** One withdrawal (the full account number for admins who may approve) and its ledger rows. */
export function WithdrawDetail({ id, lang, onClose }: { id: number | null; lang: string; onClose: () => void }) {
  const { t } = useTranslation();
  const l = (key: string) => t(`${lang}.${key}`);
  const query = useQuery({ ...endpointQuery(api.detail, { id: id ?? 0 }), enabled: id !== null });
  const detail = id === null ? undefined : query.data;
  // a withdrawal that cannot be read closes the dialog
  const failed = query.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  const row = detail?.row;
  return (
    <Modal open={id !== null} title={l('detailTitle')} footer={null} width={860} onCancel={onClose} destroyOnHidden>
      {!row ? <Spin /> : (
        <>
          <Descriptions bordered size="small" column={2} data-testid="withdraw-detail" items={[
            { key: 'withdraw_no', label: l('withdraw_no'), children: row.withdraw_no },
            { key: 'status', label: l('status'), children: <Tag>{l(`statusOptions.${row.status}`)}</Tag> },
            { key: 'user', label: l('user.username'), children: row.user.username ?? '—' },
            { key: 'channel', label: l('channel'), children: l(`channelOptions.${row.channel}`) },
            { key: 'amount', label: l('amount'), children: row.amount },
            { key: 'fee', label: l('fee'), children: row.fee },
            { key: 'pay_amount', label: l('pay_amount'), children: row.pay_amount },
            { key: 'account_name', label: l('account_name'), children: row.account_name || '—' },
            { key: 'account_no', label: l('account_no'), children: row.account_no || '—' },
            { key: 'bank', label: l('bank_name'), children: [row.bank_name, row.bank_branch].filter(Boolean).join(' ') || '—' },
            { key: 'reason', label: l('reason'), children: row.reason || '—' },
            { key: 'admin_remark', label: l('admin_remark'), children: row.admin_remark || '—' },
            { key: 'payout_no', label: l('payout_no'), children: row.payout_no || '—' },
            { key: 'payout_state', label: l('payout_state'), children: row.payout_state || '—' },
            { key: 'create_time', label: l('create_time'), children: time(row.create_time) },
            { key: 'audit_time', label: l('audit_time'), children: time(row.audit_time) },
            { key: 'paid_time', label: l('paid_time'), children: time(row.paid_time) },
            { key: 'closed_time', label: l('closed_time'), children: time(row.closed_time) },
            { key: 'voucher', label: l('voucher'), span: 2, children: row.voucher ? <Image src={row.voucher} width={120} alt={l('voucher')} /> : '—' },
          ]} />
          <h4 style={{ margin: '16px 0 8px' }}>{l('ledger')}</h4>
          <Table size="small" rowKey="id" pagination={false} dataSource={detail.ledger} columns={[
            { title: l('ledgerType'), dataIndex: 'type', render: (v: string) => l(`ledgerTypes.${v}`) },
            { title: l('amount'), dataIndex: 'amount', align: 'right' },
            { title: l('before'), dataIndex: 'before', align: 'right' },
            { title: l('after'), dataIndex: 'after', align: 'right' },
            { title: l('create_time'), dataIndex: 'create_time', render: (v: number | null) => time(v) },
          ]} />
        </>
      )}
    </Modal>
  );
}

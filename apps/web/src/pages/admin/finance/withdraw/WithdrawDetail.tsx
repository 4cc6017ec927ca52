import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { withdrawAdminEndpoints as api, withdrawDescription } from '@app/contract';
import { endpointQuery } from '../../../../api/endpoint';
import { describedDetail } from '../../../../components/data-table';
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
          <Descriptions bordered size="small" column={2} data-testid="withdraw-detail" items={describedDetail(withdrawDescription, row, lang, {
            only: ['withdraw_no', 'status', 'user.username', 'channel', 'amount', 'fee', 'pay_amount', 'account_name', 'account_no', 'bank_name', 'reason',
              'admin_remark', 'payout_no', 'payout_state', 'create_time', 'audit_time', 'paid_time', 'closed_time', 'voucher'],
            fields: {
              bank_name: { render: () => [row.bank_name, row.bank_branch].filter(Boolean).join(' ') || '—' },
              closed_time: { kind: 'time' },
              voucher: { view: 'image', span: 2 },
            },
          })} />
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

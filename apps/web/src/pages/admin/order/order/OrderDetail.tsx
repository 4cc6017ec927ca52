import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Input, Modal, Space, Spin, Table, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOrderCancelCode, ORDER_STATES, orderAdminEndpoints as api, orderDescription, type AnyEndpoint, type OrderCommissionAdminRow } from '@app/contract';
import { rowSteps } from '../../../../api/admin-queries';
import { endpointQuery } from '../../../../api/endpoint';
import { useWrite } from '../../../../api/write';
import { timelineText } from '../timeline';
import { describedDetail, useAuth } from '../../../../components/data-table';
import { useConfirm } from '../../../../components/confirm';

const PATH = 'order.Order';
const STEPS = rowSteps(api.detail, PATH);

/** The order's detail (snapshot lines, who earns commission from it or why nobody does, timeline) and its actions, each a declared action of `order.Order`. */
export function OrderDetail({ id, lang, onClose, onChanged }: { id: number | null; lang: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const query = useQuery({ ...endpointQuery(api.detail, { id: id ?? 0 }), enabled: id !== null });
  const detail = id === null ? undefined : query.data;
  const action = useWrite(STEPS);
  const confirm = useConfirm();
  const [ask, setAsk] = useState<'cancel' | 'refund' | 'remark' | 'ship' | null>(null);
  const [text, setText] = useState('');
  const l = (key: string) => t(`${lang}.${key}`);

  // an order that cannot be read closes the dialog
  const failed = query.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  // the detail is read again by the write; the list through onChanged
  const run = async (step: AnyEndpoint, data: Record<string, unknown>) => {
    if (id === null) return;
    await action.mutateAsync({ step, id, data }).then(
      () => {
        setAsk(null);
        onChanged();
      },
      () => undefined,
    );
  };

  const row = detail?.row;
  return (
    <Modal open={id !== null} title={l('detailTitle')} footer={null} width={900} onCancel={onClose} destroyOnHidden>
      {!row ? (
        <Spin />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            {auth('complete') && ORDER_STATES.can('complete', row) && (
              <Button type="primary" onClick={() => confirm({ title: l('completeConfirm'), onOk: () => run(api.complete, {}) })}>{l('complete')}</Button>
            )}
            {auth('cancel') && ORDER_STATES.can('cancel', row) && <Button onClick={() => { setText(''); setAsk('cancel'); }}>{l('cancel')}</Button>}
            {auth('refund') && ORDER_STATES.can('refund', row) && <Button danger onClick={() => { setText(''); setAsk('refund'); }}>{l('refund')}</Button>}
            {auth('ship') && ORDER_STATES.can('ship', row) && (
              <Button onClick={() => { setText(''); setAsk('ship'); }}>{l('ship')}</Button>
            )}
            {auth('remark') && <Button onClick={() => { setText(row.admin_remark); setAsk('remark'); }}>{l('remarkAction')}</Button>}
          </Space>
          <Descriptions bordered size="small" column={2} items={describedDetail(orderDescription, row, lang, {
            fields: { cancel_reason: { render: (reason) => (isOrderCancelCode(String(reason)) ? l(`cancelCodes.${String(reason)}`) : String(reason || '—')) } },
          })} />
          <h4 style={{ margin: '16px 0 8px' }}>{l('lines')}</h4>
          <Table size="small" rowKey="id" pagination={false} dataSource={detail.products} columns={['name', 'price', 'quantity', 'amount', 'discount_amount', 'refunded_quantity'].map((f) => ({ key: f, dataIndex: f, title: l(`line.${f}`) }))} />
          <h4 style={{ margin: '16px 0 8px' }}>{l('commissions')}</h4>
          {detail.commission_reason ? (
            <Alert type="info" showIcon data-testid="order-commission-reason" message={l(`commissionReason.${detail.commission_reason}`)} />
          ) : (
            <Table size="small" rowKey="id" pagination={false} dataSource={detail.commissions} data-testid="order-commissions" columns={[
              { key: 'user', title: l('commission.user'), render: (_: unknown, c: OrderCommissionAdminRow) => `${c.username ?? ''} (ID:${c.user_id})` },
              { key: 'level', title: l('commission.level'), render: (_: unknown, c: OrderCommissionAdminRow) => l(`commission.levelOptions.${c.level}`) },
              { key: 'product', dataIndex: 'product', title: l('commission.product') },
              { key: 'amount', dataIndex: 'amount', title: l('commission.amount') },
              { key: 'cancelled', title: l('commission.taken_back'), render: (_: unknown, c: OrderCommissionAdminRow) => (c.cancelled_amount !== '0.00' || c.reversed_amount !== '0.00' ? `${c.cancelled_amount} / ${c.reversed_amount}` : '—') },
              { key: 'status', title: l('commission.status'), render: (_: unknown, c: OrderCommissionAdminRow) => <Tag>{t(`${lang}.commission.statusOptions.${c.status}`, { defaultValue: c.status })}</Tag> },
            ]} />
          )}
          <h4 style={{ margin: '16px 0 8px' }}>{l('timeline')}</h4>
          <Timeline items={detail.logs.map((log) => ({
            key: log.id,
            children: timelineText(log, t, lang, 'statusOptions'),
          }))} />
        </>
      )}
      <Modal open={ask !== null} title={ask ? l(ask === 'remark' ? 'remarkAction' : ask) : ''} onCancel={() => setAsk(null)}
        onOk={() => (ask === 'remark' ? run(api.remark, { admin_remark: text }) : ask === 'ship' ? run(api.ship, { express_no: text }) : ask && run(api[ask], { reason: text }))}
        okButtonProps={{ disabled: ask === 'refund' && !text.trim() }}>
        <Input.TextArea rows={3} maxLength={255} showCount value={text} onChange={(e) => setText(e.target.value)} placeholder={ask === 'remark' ? l('admin_remark') : ask === 'ship' ? l('express_no') : l('reason')} />
      </Modal>
    </Modal>
  );
}

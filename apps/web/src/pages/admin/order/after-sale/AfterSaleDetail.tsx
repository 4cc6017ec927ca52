import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Image, Input, Modal, Space, Spin, Table, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { AFTER_SALE_STATES, afterSaleAdminEndpoints as api, type AnyEndpoint } from '@app/contract';
import { rowSteps } from '../../../../api/admin-queries';
import { endpointQuery } from '../../../../api/endpoint';
import { useWrite } from '../../../../api/write';
import { formatTimeOr as time } from '../../../../utils/date';
import { timelineText } from '../timeline';
import { useAuth } from '../../../../components/data-table';
import { useConfirm } from '../../../../components/confirm';
import { fullUrl } from '../../../../utils/url';

const PATH = 'order.AfterSale';
const STEPS = rowSteps(api.detail, PATH);
const COLORS: Record<string, string> = { pending: 'warning', approved: 'processing', refunded: 'success', refused: 'error', cancelled: 'default' };

/** An after-sale's detail (its lines, the order's timeline) and the operator's steps, each a declared action of `order.AfterSale`. */
export function AfterSaleDetail({ id, lang, onClose, onChanged }: { id: number | null; lang: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const query = useQuery({ ...endpointQuery(api.detail, { id: id ?? 0 }), enabled: id !== null });
  const detail = id === null ? undefined : query.data;
  const action = useWrite(STEPS);
  const confirm = useConfirm();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const l = (key: string) => t(`${lang}.${key}`);

  // an after-sale that cannot be read closes the dialog
  const failed = query.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  // the detail is read again by the write (also when refused: another operator may have acted); the list through onChanged
  const run = async (step: AnyEndpoint, data: Record<string, unknown> = {}) => {
    if (id === null) return;
    await action.mutateAsync({ step, id, data }).then(
      () => {
        setRefusing(false);
        onChanged();
      },
      () => undefined,
    );
  };

  const row = detail?.row;
  const images = row?.images ? row.images.split(',').filter(Boolean) : [];
  return (
    <Modal open={id !== null} title={l('detailTitle')} footer={null} width={860} onCancel={onClose} destroyOnHidden>
      {!row ? (
        <Spin />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            {auth('approve') && (AFTER_SALE_STATES.can('approve', row) || AFTER_SALE_STATES.can('approveRefund', row)) && (
              <Button type="primary" onClick={() => confirm({ title: l(AFTER_SALE_STATES.can('approveRefund', row) ? 'approveRefundConfirm' : 'approveReturnConfirm'), onOk: () => run(api.approve) })}>{l('approve')}</Button>
            )}
            {auth('refuse') && AFTER_SALE_STATES.can('refuse', row) && <Button danger onClick={() => { setReason(''); setRefusing(true); }}>{l('refuse')}</Button>}
            {auth('receive') && AFTER_SALE_STATES.can('receive', row) && (
              <Button type="primary" onClick={() => confirm({ title: l('receiveConfirm'), onOk: () => run(api.receive) })}>{l('receive')}</Button>
            )}
          </Space>
          <Descriptions bordered size="small" column={2} items={[
            { key: 'no', label: l('after_sale_no'), children: row.after_sale_no },
            { key: 'status', label: l('status'), children: <Tag color={COLORS[row.status]}>{l(`statusOptions.${row.status}`)}</Tag> },
            { key: 'order', label: l('order.order_no'), children: `${row.order.order_no ?? ''} (${row.order.status ? t(`${lang}.orderStatusOptions.${row.order.status}`, { defaultValue: row.order.status }) : ''})` },
            { key: 'type', label: l('type'), children: l(`typeOptions.${row.type}`) },
            { key: 'shop', label: l('shop.name'), children: row.shop.name },
            { key: 'user', label: l('user.username'), children: `${row.user.username ?? ''} (ID:${row.user_id})` },
            { key: 'amount', label: l('amount'), children: `${row.amount} / ${row.order.pay_amount ?? ''}` },
            { key: 'created', label: l('create_time'), children: time(row.create_time) },
            { key: 'reason', label: l('reason'), children: row.reason, span: 2 },
            ...(row.refuse_reason ? [{ key: 'refuse', label: l('refuse_reason'), children: row.refuse_reason, span: 2 }] : []),
            { key: 'audit', label: l('audit_time'), children: time(row.audit_time) },
            { key: 'refunded', label: l('refunded_time'), children: time(row.refunded_time) },
            ...(images.length ? [{ key: 'images', label: l('images'), span: 2, children: <Image.PreviewGroup>{images.map((src, i) => <Image key={src} src={fullUrl(src)} width={64} height={64} style={{ objectFit: 'cover' }} alt={`${l('images')} ${i + 1}`} />)}</Image.PreviewGroup> }] : []),
          ]} />
          <h4 style={{ margin: '16px 0 8px' }}>{l('lines')}</h4>
          <Table size="small" rowKey="order_product_id" pagination={false} dataSource={detail.products} columns={['name', 'price', 'quantity', 'amount'].map((f) => ({ key: f, dataIndex: f, title: l(`line.${f}`) }))} />
          <h4 style={{ margin: '16px 0 8px' }}>{l('timeline')}</h4>
          <Timeline items={detail.logs.map((log) => ({
            key: log.id,
            children: timelineText(log, t, lang, 'orderStatusOptions'),
          }))} />
        </>
      )}
      <Modal open={refusing} title={l('refuse')} onCancel={() => setRefusing(false)} onOk={() => void run(api.refuse, { reason })} okButtonProps={{ disabled: !reason.trim() }} destroyOnHidden>
        <Input.TextArea rows={3} maxLength={255} showCount value={reason} onChange={(e) => setReason(e.target.value)} placeholder={l('refuse_reason')} />
      </Modal>
    </Modal>
  );
}

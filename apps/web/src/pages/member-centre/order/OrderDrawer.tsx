import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Form, Input, InputNumber, Modal, QRCode, Space, Table, Tag, Timeline } from 'antd';
import { RadioGroup } from '../../../components/radio-group';
import { useConfirm } from '../../../components/confirm';
import { useTranslation } from 'react-i18next';
import { AFTER_SALE_STATES, afterSaleDescription, gatewayRefundDescription, isOrderCancelCode, ORDER_STATES, orderDescription, orderRow } from '@app/contract';
import { orderQueries, orderWrites } from '../../../api/order-queries';
import { useWrite } from '../../../api/write';
import { formatTimeOr as time } from '../../../utils/date';
import { validated } from '../../../components/form-item';
import { describedDetail } from '../../../components/data-table/described-detail';
import type { OrderListRow } from '../../../api/order';

const L = 'member-order';
const SHARED = 'member-order-shared';
const colorsOf = (values: readonly { value: string; color?: string }[] = []) => Object.fromEntries(values.map((e) => [e.value, e.color]));
export const ORDER_COLORS = colorsOf(orderDescription.fields.status.enum);
const AFTER_SALE_COLORS = colorsOf(afterSaleDescription.fields.status.enum);
const REFUND_COLORS = colorsOf(gatewayRefundDescription.fields.status.enum);
/** The order's fields the drawer lists: what the member's row carries, but the keys and what the drawer shows above them (status, pickup code). */
const DETAIL_FIELDS = Object.keys(orderRow.shape).filter((name) => !['id', 'shop_id', 'activity_id', 'status', 'pickup_code'].includes(name));

// the request layer has shown a failure
const step = (run: () => Promise<unknown>) => run().catch(() => undefined);

/** What an order's state lets the member do to it here (pay, cancel), by the order's state machine: in the drawer and on the list's cards. */
export function OrderActions({ order }: { order: OrderListRow }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  // each write reads again what it changed (the order, the lists, the balance)
  const pay = useWrite(orderWrites.pay);
  const cancel = useWrite(orderWrites.cancel);
  const busy = pay.isPending || cancel.isPending;
  return (
    <>
      {ORDER_STATES.can('pay', order) && (
        <Button type="primary" loading={busy} onClick={() => void step(() => pay.mutateAsync(order.id))}>{t(`${L}.payWithBalance`)}</Button>
      )}
      {ORDER_STATES.can('cancel', order) && (
        <Button loading={busy} onClick={() => confirm({ title: t(`${L}.cancelConfirm`), okText: t(`${L}.cancelOrder`), okButtonProps: { danger: true }, cancelText: t(`${L}.keepOrder`), onOk: () => step(() => cancel.mutateAsync(order.id)) })}>{t(`${L}.cancelOrder`)}</Button>
      )}
    </>
  );
}

interface ApplyForm {
  type: 'refund_only' | 'return_refund';
  reason: string;
  quantities: Record<string, number>;
}

/** The order's refunds to its payment gateway, each with where it stands (a failed one: settled by the shop, perhaps to the balance). */
function GatewayRefunds({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data: refunds = [] } = useQuery(orderQueries.refunds(orderId));
  if (!refunds.length) return null;
  return (
    <>
      <h2 className="order-section">{t(`${L}.refunds`)}</h2>
      {refunds.map((r) => {
        const gateway = t(`${L}.gateways.${r.gateway}`, { defaultValue: r.gateway });
        return (
          <div key={r.id} className="order-lines" data-testid="gateway-refund">
            <Space wrap>
              <Tag color={REFUND_COLORS[r.status]} data-testid="gateway-refund-status">{t(`${L}.refundStatus.${r.status}`)}</Tag>
              <span>¥{r.amount} · {gateway} · {time(r.create_time)}</span>
            </Space>
            <div className="order-muted">{t(`${L}.refundHint.${r.status}`, { gateway })} · {t(`${L}.refundUpdated`, { time: time(r.update_time) })}</div>
          </div>
        );
      })}
    </>
  );
}

/** One own order: status, amounts, lines, timeline, the pickup code and its QR code; pay, cancel, the after-sales (apply, follow, withdraw) and the gateway refunds (follow). */
export function OrderDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const orderQuery = useQuery({ ...orderQueries.order(id ?? 0), enabled: !!id });
  const { data: afterSales = [] } = useQuery({ ...orderQueries.afterSales(id ?? 0), enabled: !!id });
  const order = id ? orderQuery.data : undefined;
  const [applying, setApplying] = useState(false);
  const [form] = Form.useForm<ApplyForm>();
  // each write reads again what it changed (the order, the lists, the balance)
  const apply = useWrite(orderWrites.applyAfterSale);
  const withdraw = useWrite(orderWrites.withdrawAfterSale);
  const confirm = useConfirm();
  const busy = apply.isPending || withdraw.isPending;

  // an order that cannot be read (not the member's) closes the drawer
  const failed = orderQuery.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const open = afterSales.find((a) => AFTER_SALE_STATES.can('cancel', a));
  const canApply = !!order && ORDER_STATES.can('afterSale', order) && !open;
  const startApply = () => {
    if (!order) return;
    form.setFieldsValue({ type: 'refund_only', reason: '', quantities: Object.fromEntries(order.products.map((p) => [String(p.id), p.quantity])) });
    setApplying(true);
  };
  const submitApply = async () => {
    if (!order) return;
    const v = await validated(form);
    if (!v) return;
    const chosen = order.products.map((p) => ({ order_product_id: p.id, quantity: Number(v.quantities?.[String(p.id)] ?? 0) })).filter((p) => p.quantity > 0);
    const whole = chosen.length === order.products.length && chosen.every((c) => c.quantity === order.products.find((p) => p.id === c.order_product_id)!.quantity);
    if (!chosen.length) return;
    await step(async () => {
      await apply.mutateAsync({ order_id: order.id, type: v.type, reason: v.reason, ...(whole ? {} : { products: chosen }) });
      setApplying(false);
    });
  };

  return (
    <Drawer open={!!id} onClose={onClose} width={Math.min(720, window.innerWidth)} title={t(`${L}.detailTitle`)} destroyOnHidden>
      {!order ? <Empty /> : (
        <div data-testid="order-detail">
          <Space wrap style={{ marginBottom: 12 }}>
            <Tag color={ORDER_COLORS[order.status]} data-testid="order-status">{t(`${L}.statusOptions.${order.status}`)}</Tag>
            <OrderActions order={order} />
            {canApply && <Button onClick={startApply}>{t(`${L}.applyAfterSale`)}</Button>}
          </Space>
          {order.delivery_type === 'pickup' && order.pickup_code && (
            <div className="order-pickup" data-testid="pickup">
              {/* large and black on white in both themes: the shop's scanner reads it off a phone's screen */}
              <QRCode value={order.pickup_code} size={256} bordered={false} color="#000000" bgColor="#ffffff" className="order-pickup-qr" status={order.fulfilled_time ? 'expired' : 'active'} />
              <div>
                <div className="order-muted">{t(`${L}.pickupCode`)}</div>
                <div className="order-pickup-code" data-testid="pickup-code">{order.pickup_code}</div>
                <div className="order-muted">{order.fulfilled_time ? t(`${L}.pickedUp`, { time: time(order.fulfilled_time) }) : t(`${L}.pickupHint`)}</div>
              </div>
            </div>
          )}
          <Descriptions bordered size="small" column={1} items={describedDetail(orderDescription, order, SHARED, {
            only: DETAIL_FIELDS,
            fields: {
              pay_amount: { render: (v) => <strong data-testid="order-pay-amount">¥{String(v)}</strong> },
              refund_amount: { render: (v) => <span data-testid="order-refund-amount">¥{String(v)}</span> },
              cancel_reason: { render: (v) => (isOrderCancelCode(String(v)) ? t(`${SHARED}.cancelCodes.${String(v)}`) : String(v || '—')) },
            },
          })} />
          <Table className="order-lines" size="small" rowKey="id" pagination={false} dataSource={order.products} columns={[
            { key: 'name', dataIndex: 'name', title: t(`${L}.product`) },
            { key: 'price', dataIndex: 'price', title: t(`${L}.price`), align: 'right' },
            { key: 'quantity', dataIndex: 'quantity', title: t(`${L}.quantity`), align: 'right' },
            { key: 'pay', dataIndex: 'pay_amount', title: t(`${L}.linePay`), align: 'right' },
          ]} />
          {afterSales.length > 0 && (
            <>
              <h2 className="order-section">{t(`${L}.afterSales`)}</h2>
              {afterSales.map((a) => (
                <div key={a.id} className="order-lines" data-testid="after-sale">
                  <Space wrap>
                    <Tag color={AFTER_SALE_COLORS[a.status]} data-testid="after-sale-status">{t(`${L}.afterSaleStatus.${a.status}`)}</Tag>
                    <span>{t(`${L}.afterSaleTypes.${a.type}`)} · ¥{a.amount} · {time(a.create_time)}</span>
                    {AFTER_SALE_STATES.can('cancel', a) && (
                      <Button size="small" loading={busy} onClick={() => confirm({ title: t(`${L}.withdrawConfirm`), onOk: () => step(() => withdraw.mutateAsync({ id: a.id, orderId: order.id })) })}>{t(`${L}.withdraw`)}</Button>
                    )}
                  </Space>
                  <div className="order-muted">{t(`${L}.reason`)}: {a.reason}{a.refuse_reason ? ` · ${t(`${L}.refuseReason`)}: ${a.refuse_reason}` : ''}</div>
                  <div className="order-muted">{a.products.map((p) => `${p.name} × ${p.quantity}`).join(', ')}</div>
                </div>
              ))}
            </>
          )}
          <GatewayRefunds orderId={order.id} />
          <h2 className="order-section">{t(`${L}.timeline`)}</h2>
          <Timeline items={order.logs.map((log) => ({
            key: log.id,
            // the memo (a reason, the gateway, a code), in the reader's language when the server wrote it
            children: [
              time(log.create_time),
              t(`${L}.actions.${log.action}`, { defaultValue: log.action }),
              log.operator_type === 'member' ? '' : t(`${L}.operators.${log.operator_type}`),
              log.memo,
            ].filter(Boolean).join(' · '),
          }))} />
        </div>
      )}
      <Modal open={applying} title={t(`${L}.applyAfterSale`)} onCancel={() => setApplying(false)} onOk={() => void submitApply()} confirmLoading={busy} destroyOnHidden forceRender>
        <Form form={form} layout="vertical">
          <Form.Item name="type" label={t(`${L}.afterSaleType`)}>
            <RadioGroup options={(['refund_only', 'return_refund'] as const).map((v) => ({ value: v, label: t(`${L}.afterSaleTypes.${v}`) }))} />
          </Form.Item>
          {order?.products.map((p) => (
            // the range is a rule, not the input's min/max, which changed 5 to 3 without a word
            <Form.Item key={p.id} name={['quantities', String(p.id)]} label={`${p.name} (≤ ${p.quantity})`}
              rules={[{ type: 'number', min: 0, max: p.quantity, message: t(`${L}.quantityRange`, { max: p.quantity }) }]}>
              <InputNumber precision={0} />
            </Form.Item>
          ))}
          <Form.Item name="reason" label={t(`${L}.reason`)} rules={[{ required: true, whitespace: true, message: t(`${L}.required`) }]}>
            <Input.TextArea rows={3} maxLength={255} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}

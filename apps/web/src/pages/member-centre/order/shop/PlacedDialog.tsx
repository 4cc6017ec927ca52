import { Button, Modal, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATES } from '@app/contract';
import type { OrderDetail } from '../../../../api/order';

const L = 'member-order-shop';

interface Props {
  /** The order just placed (or paid); the dialog is closed without one. */
  placed: OrderDetail | undefined;
  money: string;
  busy: boolean;
  onPay: () => void;
  onView: (id: number) => void;
  onClose: () => void;
}

/** The order the checkout placed: its lines and amounts, paying it with the balance, or opening it. Loaded with the first order placed. */
export default function PlacedDialog({ placed, money, busy, onPay, onView, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={!!placed} footer={null} onCancel={onClose} destroyOnHidden>
      {placed && (
        <Result
          status={ORDER_STATES.can('pay', placed) ? 'info' : 'success'}
          title={ORDER_STATES.can('pay', placed) ? t(`${L}.placedTitle`) : t(`${L}.paidTitle`)}
          subTitle={
            <span data-testid="placed-order">
              {t(`${L}.orderNo`)}: {placed.order_no}
              <ul className="order-cart-lines is-summary" data-testid="placed-lines">
                {placed.products.map((p) => <li key={p.id}><span className="order-cart-name">{p.name} × {p.quantity}</span><span>¥{p.amount}</span></li>)}
              </ul>
              {t(`${L}.goodsAmount`)}: ¥{placed.goods_amount}
              {placed.discount_amount !== '0.00' && ` · ${t(`${L}.saved`, { amount: placed.discount_amount, activity: placed.activity_title })}`}
              <br />
              <strong>{t(`${L}.payAmount`)}: ¥{placed.pay_amount}</strong>
              {ORDER_STATES.can('pay', placed) && <><br />{t(`${L}.balance`, { money })}</>}
            </span>
          }
          extra={[
            ORDER_STATES.can('pay', placed) && <Button key="pay" type="primary" loading={busy} onClick={onPay}>{t(`${L}.payWithBalance`)}</Button>,
            <Button key="view" onClick={() => onView(placed.id)}>{t(`${L}.viewOrder`)}</Button>,
          ]}
        />
      )}
    </Modal>
  );
}

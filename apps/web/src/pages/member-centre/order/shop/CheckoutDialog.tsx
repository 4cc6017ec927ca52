import { Form, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { orderCreateInput, orderDescription, type OrderCreateFields } from '@app/contract';
import type { OrderQuote } from '../../../../api/order';
import { FormItem, validated, type FormField } from '../../../../components/form-item';
import { describedForm } from '../../../../components/data-table/described';
import type { CartLine } from '../cart';

const L = 'member-order-shop';
const SHARED = 'member-order-shared';
const forDelivery: Partial<FormField<OrderCreateFields>> = { visible: (v) => v.delivery_type === 'delivery', rules: ['required'] };
/** The order's fields the member sets at checkout, as its description declares them (the contact and address only for a delivery). */
const checkoutForm = describedForm<OrderCreateFields>(orderDescription, SHARED, {
  input: orderCreateInput,
  fields: { contact_name: forDelivery, contact_mobile: forDelivery, address: forDelivery, remark: { type: 'textarea', inputProps: { rows: 2 } } },
});
// the delivery type first: it decides what else is asked
export const checkoutFields = [...checkoutForm.fields].sort((a, b) => Number(b.name === 'delivery_type') - Number(a.name === 'delivery_type'));

interface Props {
  open: boolean;
  shopName: string;
  cart: CartLine[];
  /** The server's price of the cart (undefined while it is asked), and whether it is an older cart's. */
  quote: OrderQuote | undefined;
  quoteStale: boolean;
  busy: boolean;
  onCancel: () => void;
  /** The checkout's fields, validated: the page creates the order with them. */
  onSubmit: (fields: OrderCreateFields) => void;
}

/**
 * The checkout of the shop page's cart: the lines at the server's price, the total after the
 * activities, and the delivery and contact fields. Loaded with the first checkout (the form kit
 * is most of the shop page's code, and the page's first render does not need it).
 */
export default function CheckoutDialog({ open, shopName, cart, quote, quoteStale, busy, onCancel, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OrderCreateFields>();
  const submit = async () => {
    const v = await validated(form);
    if (v) onSubmit(v);
  };
  return (
    <Modal open={open} title={t(`${L}.checkoutTitle`, { shop: shopName })} onCancel={onCancel} onOk={() => void submit()} okText={t(`${L}.placeOrder`)} confirmLoading={busy} destroyOnHidden>
      <Spin spinning={!quote || quoteStale}>
        <ul className="order-cart-lines is-summary" data-testid="checkout-lines">
          {cart.map((l) => {
            const priced = quote?.products.find((p) => p.product_id === l.product_id);
            return <li key={l.product_id}><span className="order-cart-name">{l.name} × {l.quantity}</span>{priced && <span>¥{priced.amount}</span>}</li>;
          })}
        </ul>
        {quote && (
          <p data-testid="checkout-total">
            {t(`${L}.goodsAmount`)}: ¥{quote.goods_amount}
            {quote.discount_amount !== '0.00' && ` · ${t(`${L}.saved`, { amount: quote.discount_amount, activity: quote.activity_title })}`}
            <br />
            <strong>{t(`${L}.payAmount`)}: ¥{quote.pay_amount}</strong>
          </p>
        )}
      </Spin>
      {/* a field hidden (the contact of a pickup) is not sent */}
      <Form form={form} layout="vertical" initialValues={checkoutForm.defaults} preserve={false}>
        {checkoutFields.map((f) => <FormItem key={f.name} field={f} lang={SHARED} operate="add" />)}
        <p className="order-muted">{t(`${L}.priceNote`)}</p>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { QrcodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orderAdminEndpoints as api } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { useAuth } from '../../../../components/data-table';

/** Redeems a member's pickup code at the shops of this admin's data scope (`order.Order/redeem`); opens the order handed over. */
export function RedeemButton({ lang, onRedeemed, initialOpen = false }: { lang: string; onRedeemed: (orderId: number) => void; initialOpen?: boolean }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [open, setOpen] = useState(initialOpen);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  if (!auth('redeem')) return null;
  const submit = async () => {
    setBusy(true);
    try {
      const done = await call(api.redeem, { code: code.trim() }, { showSuccessMessage: true });
      setOpen(false);
      setCode('');
      onRedeemed(done.id);
    } catch {
      // the error message is shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<QrcodeOutlined />} onClick={() => setOpen(true)} data-testid="order-redeem">{t(`${lang}.redeem`)}</Button>
      <Modal open={open} title={t(`${lang}.redeemTitle`)} onCancel={() => setOpen(false)} onOk={() => void submit()} okButtonProps={{ disabled: !/^\d{8}$/.test(code.trim()), loading: busy }} destroyOnHidden>
        <Form layout="vertical" component="div">
          <Form.Item label={t(`${lang}.pickup_code`)} htmlFor="order-redeem-code" extra={t(`${lang}.redeemScope`)}>
            <Input id="order-redeem-code" autoFocus inputMode="numeric" maxLength={8} value={code} onChange={(e) => setCode(e.target.value)} placeholder={t(`${lang}.pickupCodePlaceholder`)} onPressEnter={() => /^\d{8}$/.test(code.trim()) && void submit()} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

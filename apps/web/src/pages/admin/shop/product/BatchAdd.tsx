import { useState } from 'react';
import { Button, Form, InputNumber, Modal } from 'antd';
import { PlusSquareOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { shopProductAdminEndpoints as api, type ShopProductBatchInput } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { useAuth, useTableStore } from '../../../../components/data-table';
import { RemoteSelect } from '../../../../components/remote-select/RemoteSelect';

/** Header button: add several HQ products to one shop at the HQ price (`POST shop.Product/batchAdd`, node `add`). */
export function BatchAdd({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const store = useTableStore();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ShopProductBatchInput>();
  if (!auth('add')) return null;
  const submit = async (values: ShopProductBatchInput) => {
    setBusy(true);
    try {
      await call(api.batchAdd, { ...values, stock: values.stock ?? 0 }, { showSuccessMessage: true });
      setOpen(false);
      form.resetFields();
      await store.getState().refresh();
    } catch {
      /* the request shows the error */
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<PlusSquareOutlined />} onClick={() => setOpen(true)} data-testid="batch-add">
        {t(`${lang}.batchAdd`)}
      </Button>
      <Modal open={open} title={t(`${lang}.batchAdd`)} onCancel={() => setOpen(false)} onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="shop_id" label={t(`${lang}.shop_id`)} rules={[{ required: true }]}>
            <RemoteSelect resource="shop.Shop" field="name" />
          </Form.Item>
          <Form.Item name="product_ids" label={t(`${lang}.product_ids`)} rules={[{ required: true }]}>
            <RemoteSelect resource="hq.Product" field="name" multiple />
          </Form.Item>
          <Form.Item name="stock" label={t(`${lang}.stock`)}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

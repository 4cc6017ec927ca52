import { useState } from 'react';
import { Button, Form, Input, Modal, Typography, type FormInstance } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { configEndpoints, type SendTestMailInput } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { LANG } from './config-fields';

const MAIL_KEYS = ['smtp_server', 'smtp_port', 'smtp_user', 'smtp_pass', 'smtp_verification', 'smtp_sender_mail'] as const;

/** Sends a test mail through the mail tab's current, unsaved values (reference 7.9; super admins). */
export function TestMailButton({ mailForm }: { mailForm: FormInstance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [form] = Form.useForm<{ testMail: string }>();

  const send = async ({ testMail }: { testMail: string }) => {
    const current = mailForm.getFieldsValue(true) as Record<string, unknown>;
    const data = { ...Object.fromEntries(MAIL_KEYS.map((k) => [k, String(current[k] ?? '')])), testMail } as SendTestMailInput;
    setSending(true);
    try {
      await call(configEndpoints.sendTestMail, data, { showSuccessMessage: true });
      setOpen(false);
    } catch {
      // the request layer has shown the mailer's error
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)}>
        {t(`${LANG}.testMail`)}
      </Button>
      <Modal
        open={open}
        title={t(`${LANG}.testMailTitle`)}
        okText={t(`${LANG}.send`)}
        cancelText={t(`${LANG}.cancel`)}
        confirmLoading={sending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t(`${LANG}.testMailHelp`)}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={send} preserve={false}>
          <Form.Item name="testMail" label={t(`${LANG}.testMailTo`)} rules={[{ required: true, type: 'email' }]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

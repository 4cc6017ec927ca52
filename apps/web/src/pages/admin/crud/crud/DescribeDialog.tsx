import { useState } from 'react';
import { Alert, Input, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudDescribeEndpoints, type CrudDescribedDesign } from '@app/contract';
import { call } from '../../../../api/endpoint';
import { ApiCodeError } from '../../../../api/request';
import { LANG } from './lang';

/**
 * "Describe the table" (issue #35 item 5): a sentence goes to the server, which asks the config
 * centre's chat endpoint and answers a checked design; the designer loads it for a person to review.
 * Nothing is generated here. A refusal (not configured, time-out, invalid JSON, design refused) is
 * shown in the dialog, which stays open.
 */
export function DescribeDialog({ open, onClose, onDesign }: { open: boolean; onClose: () => void; onDesign: (design: CrudDescribedDesign) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      // the server waits for the chat endpoint up to its configured limit: no client time limit
      const design = await call(crudDescribeEndpoints.designFromText, { description: text.trim() }, { showCodeMessage: false, showErrorMessage: false, timeout: 0 });
      onDesign(design);
      setText('');
    } catch (e) {
      setError(e instanceof ApiCodeError && e.envelope.msg ? e.envelope.msg : t(`${LANG}.describeFailed`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(`${LANG}.describe`)}
      okText={t(`${LANG}.describeSubmit`)}
      okButtonProps={{ disabled: text.trim().length < 4, loading: busy, 'data-testid': 'describe-submit' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t(`${LANG}.describeHelp`)}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t(`${LANG}.describe`)}
        data-testid="describe-text"
        rows={5}
        maxLength={2000}
        showCount
        value={text}
        disabled={busy}
        placeholder={t(`${LANG}.describePlaceholder`)}
        onChange={(e) => setText(e.target.value)}
      />
      {busy && <Typography.Paragraph type="secondary" className="crud-describe-wait">{t(`${LANG}.describeWaiting`)}</Typography.Paragraph>}
      {error && <Alert className="crud-describe-error" type="error" showIcon message={error} role="alert" />}
    </Modal>
  );
}

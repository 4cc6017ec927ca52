import { InputNumber, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { previewChange, type LedgerKind } from './ledger';

interface AmountInputProps {
  kind: LedgerKind;
  lang: string;
  /** The member's balance now (yuan text or points); unknown until a member is chosen. */
  balance: unknown;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The amount of a ledger change, with the balance before and after it shown as it is typed. */
export function AmountInput({ kind, lang, balance, id, value, onChange }: AmountInputProps) {
  const { t } = useTranslation();
  const preview = previewChange(kind, balance, value);
  return (
    <div className="ledger-amount">
      <InputNumber
        id={id}
        value={value === undefined || value === null || value === '' ? null : Number(value)}
        precision={kind === 'money' ? 2 : 0}
        step={kind === 'money' ? 0.01 : 1}
        placeholder={t(`${lang}.amountPlaceholder`)}
        style={{ width: '100%' }}
        onChange={(next) => onChange?.(next ?? null)}
      />
      {preview && (
        <Typography.Text type={preview.problem ? 'danger' : 'secondary'} className="ledger-preview" data-testid="ledger-preview" aria-live="polite">
          {t(`${lang}.preview`)}: {preview.before} <ArrowRightOutlined aria-label="→" /> {preview.after || '?'}
        </Typography.Text>
      )}
    </div>
  );
}

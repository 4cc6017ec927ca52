import { useEffect, useState } from 'react';
import { Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../../components/remote-select/RemoteSelect';
import type { LedgerKind } from './ledger';
import { loadLedgerUser, type LedgerUser } from './ledger-api';
import { validated } from '../../../../components/form-item';

interface LedgerUserFieldProps {
  kind: LedgerKind;
  lang: string;
  form: FormInstance;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The form value holding the chosen member as `GET add` returned it (not submitted). */
export const LEDGER_USER = 'user';

/**
 * The member of a ledger change: a server select of members; once one is chosen their current
 * balance is loaded (and kept in the form for the amount's preview and check).
 */
export function LedgerUserField({ kind, lang, form, id, value, onChange }: LedgerUserFieldProps) {
  const { t } = useTranslation();
  const [user, setUser] = useState<LedgerUser | null>(null);
  const userId = value === null || value === undefined || value === '' ? null : String(value);

  useEffect(() => {
    let live = true;
    setUser(null);
    form.setFieldValue(LEDGER_USER, undefined);
    if (userId === null) return;
    loadLedgerUser(kind, userId)
      .then((found) => {
        if (!live) return;
        setUser(found);
        form.setFieldValue(LEDGER_USER, found);
        // an amount typed before the balance was known is checked again
        if (form.getFieldValue(kind) !== undefined) void validated(form, [kind]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, userId, form]);

  return (
    <div className="ledger-user-field">
      <RemoteSelect
        id={id}
        resource="user.User"
        field="nickname_text"
        value={userId ?? undefined}
        placeholder={t('form-item.pleaseSelect', { field: t(`${lang}.user_id`) })}
        onChange={(next) => onChange?.(next ?? null)}
      />
      {user && (
        <Typography.Text type="secondary" className="ledger-balance" data-testid="ledger-balance">
          {t(`${lang}.currentBalance`)}: {String(user[kind])}
        </Typography.Text>
      )}
    </div>
  );
}

import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auth } from '../../../../app/rules/auth-node';
import { routePush } from '../../../../app/route-push';
import { useTableStore } from '../../../../components/data-table';
import type { LedgerKind } from '../ledger/ledger';

/** The ledger page of each kind (its rule path). */
const LEDGER_PAGE: Record<LedgerKind, string> = { money: '/admin/user/moneyLog', score: '/admin/user/scoreLog' };

interface BalanceFieldProps {
  kind: LedgerKind;
  lang: string;
  /** The member being edited. */
  userId: unknown;
  id?: string;
  value?: unknown;
}

/**
 * A member's balance or score on the edit form: read-only (it changes only through its ledger,
 * reference 10.1), with a button that opens the ledger's add form for this member.
 */
export function BalanceField({ kind, lang, userId, id, value }: BalanceFieldProps) {
  const { t } = useTranslation();
  const store = useTableStore();
  const page = LEDGER_PAGE[kind];
  return (
    <Space id={id} wrap>
      <Typography.Text strong data-testid={`member-${kind}`}>
        {String(value ?? '')}
      </Typography.Text>
      {auth('add', page) && (
        <Button
          size="small"
          onClick={() => {
            store.getState().closeForm();
            void routePush(`${page}?user_id=${String(userId)}`);
          }}
        >
          {t(`${lang}.adjust.${kind}`)}
        </Button>
      )}
    </Space>
  );
}

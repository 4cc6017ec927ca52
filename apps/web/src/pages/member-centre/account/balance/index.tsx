import { useTranslation } from 'react-i18next';
import { accountQueries, useMemberFigures } from '../../../../api/account-queries';
import { LedgerPage } from '../OwnLedgerPage';

const L = 'member-account-balance';

/** The member's balance log (amounts in yuan). */
export default function BalanceLogPage() {
  const { t } = useTranslation();
  const { money } = useMemberFigures();
  return (
    <LedgerPage
      title={t(`${L}.balanceLog`)}
      current={t(`${L}.currentMoney`, { money })}
      query={accountQueries.balanceLog}
      amount={(row) => row.money}
      testId="balance-log"
    />
  );
}

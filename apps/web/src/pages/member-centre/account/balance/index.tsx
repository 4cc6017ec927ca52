import { useTranslation } from 'react-i18next';
import { getBalanceLog } from '../../../../api/account';
import { useUserInfo } from '../../../../stores/user-info';
import { LedgerPage } from '../OwnLedgerPage';

const L = 'member-account-balance';

/** The member's balance log (amounts in yuan). */
export default function BalanceLogPage() {
  const { t } = useTranslation();
  const money = useUserInfo((s) => s.money);
  return (
    <LedgerPage
      title={t(`${L}.balanceLog`)}
      current={t(`${L}.currentMoney`, { money })}
      load={getBalanceLog}
      amount={(row) => row.money}
      testId="balance-log"
    />
  );
}

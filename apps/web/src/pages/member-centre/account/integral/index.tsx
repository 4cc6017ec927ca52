import { useTranslation } from 'react-i18next';
import { getIntegralLog } from '../../../../api/account';
import { useUserInfo } from '../../../../stores/user-info';
import { LedgerPage } from '../OwnLedgerPage';

const L = 'member-account-integral';

/** The member's integral (score) log. */
export default function IntegralLogPage() {
  const { t } = useTranslation();
  const score = useUserInfo((s) => s.score);
  return (
    <LedgerPage
      title={t(`${L}.integralLog`)}
      current={t(`${L}.currentScore`, { score })}
      load={getIntegralLog}
      amount={(row) => row.score}
      testId="integral-log"
    />
  );
}

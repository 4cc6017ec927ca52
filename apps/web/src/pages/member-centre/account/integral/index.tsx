import { useTranslation } from 'react-i18next';
import { getIntegralLog } from '../../../../api/account';
import { useUserInfo } from '../../../../stores/user-info';
import { LedgerPage } from '../OwnLedgerPage';

/** The member's integral (score) log. */
export default function IntegralLogPage() {
  const { t } = useTranslation();
  const score = useUserInfo((s) => s.score);
  return (
    <LedgerPage
      title={t('member-account.integralLog')}
      current={t('member-account.currentScore', { score })}
      load={getIntegralLog}
      amount={(row) => row.score}
      testId="integral-log"
    />
  );
}

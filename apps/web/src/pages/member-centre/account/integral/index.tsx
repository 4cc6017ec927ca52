import { useTranslation } from 'react-i18next';
import { accountQueries, useMemberFigures } from '../../../../api/account-queries';
import { LedgerPage } from '../OwnLedgerPage';

const L = 'member-account-integral';

/** The member's integral (score) log. */
export default function IntegralLogPage() {
  const { t } = useTranslation();
  const { score } = useMemberFigures();
  return (
    <LedgerPage
      title={t(`${L}.integralLog`)}
      current={t(`${L}.currentScore`, { score })}
      query={accountQueries.integralLog}
      amount={(row) => row.score}
      testId="integral-log"
    />
  );
}

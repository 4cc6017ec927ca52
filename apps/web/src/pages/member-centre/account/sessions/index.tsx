import { useTranslation } from 'react-i18next';
import { SessionList } from '../../../../components/session-list';
import { MemberCard } from '../MemberCard';

const L = 'member-account-sessions';

/** The member's signed-in sessions: end one (this one signs out) or every other one. */
export default function SessionsPage() {
  const { t } = useTranslation();
  return (
    <MemberCard title={<h1 className="member-page-title">{t(`${L}.sessionsTitle`)}</h1>} testId="member-sessions">
      <SessionList scope={{ kind: 'member' }} />
    </MemberCard>
  );
}

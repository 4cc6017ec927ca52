import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { SessionList } from '../../../../components/session-list';

/** My signed-in sessions on my profile page. */
export function SessionsCard() {
  const { t } = useTranslation();
  return (
    <Card title={<h2 className="admin-profile-card-title">{t('sessions.title')}</h2>}>
      <SessionList scope={{ kind: 'admin' }} />
    </Card>
  );
}

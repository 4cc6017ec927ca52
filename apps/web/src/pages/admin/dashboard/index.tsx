import { Avatar, Card, Descriptions, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAdminInfo } from '../../../stores/admin-info';
import { useSiteConfig } from '../../../stores/site-config';
import { greetingPeriod } from '../../../utils/greeting';
import { fullUrl } from '../../../utils/url';
import { formatDateTime } from '../../../utils/date';
import './dashboard.css';

/** Placeholder dashboard: the greeting of the hour and the admin's details. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { nickname, avatar, last_login_time: lastLogin } = useAdminInfo();
  const { cdnUrl, version } = useSiteConfig();
  const greeting = t(`dashboard.greeting.${greetingPeriod(new Date().getHours())}`);

  return (
    <Card className="dashboard-welcome">
      <div className="dashboard-welcome-body">
        <Avatar size={64} src={avatar ? fullUrl(avatar, cdnUrl) : undefined} icon={<UserOutlined />} alt="" />
        <div>
          <Typography.Title level={1} className="dashboard-hello" data-testid="dashboard-greeting">
            {t('dashboard.hello', { nickname, greeting })}
          </Typography.Title>
          <Typography.Paragraph className="dashboard-subtitle">
            {t('dashboard.welcomeBack')} · {t('dashboard.comingSoon')}
          </Typography.Paragraph>
        </div>
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'lastLogin', label: t('dashboard.lastLogin'), children: formatDateTime(lastLogin) || '-' },
          { key: 'version', label: t('dashboard.siteVersion'), children: version || '-' },
        ]}
      />
    </Card>
  );
}

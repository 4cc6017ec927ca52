import type { ReactNode } from 'react';
import { Avatar, Button, Card, Descriptions, Typography } from 'antd';
import { LogoutOutlined, ManOutlined, UserOutlined, WomanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { logoutMember } from '../../../app/session';
import { useSiteConfig } from '../../../stores/site-config';
import { useUserInfo, type Gender } from '../../../stores/user-info';
import { fullUrl } from '../../../utils/url';
import { formatDateTime } from '../../../utils/date';
import './member-home.css';

const genderIcon: Record<Gender, ReactNode> = {
  0: null,
  1: <ManOutlined className="member-home-gender is-male" aria-hidden="true" />,
  2: <WomanOutlined className="member-home-gender is-female" aria-hidden="true" />,
};

/** Placeholder member home until the account pages exist. */
export default function MemberHome() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const cdnUrl = useSiteConfig((state) => state.cdnUrl);

  return (
    <Card className="member-home">
      <div className="member-home-head">
        <Avatar size={64} src={user.avatar ? fullUrl(user.avatar, cdnUrl) : undefined} icon={<UserOutlined />} alt="" />
        <div className="member-home-title">
          <Typography.Title level={1} className="member-home-welcome">
            {t('member-home.welcome', { nickname: user.nickname })} {genderIcon[user.gender] ?? null}
          </Typography.Title>
          <p className="member-home-intro">{user.motto || t('member-home.intro')}</p>
        </div>
        <Button icon={<LogoutOutlined />} onClick={() => void logoutMember().catch(() => {})}>
          {t('member-home.logout')}
        </Button>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'username', label: t('member-home.username'), children: user.username },
          { key: 'email', label: t('member-home.email'), children: user.email || '-' },
          { key: 'mobile', label: t('member-home.mobile'), children: user.mobile || '-' },
          { key: 'money', label: t('member-home.money'), children: user.money },
          { key: 'score', label: t('member-home.score'), children: user.score },
          { key: 'lastLogin', label: t('member-home.lastLogin'), children: formatDateTime(user.last_login_time) || '-' },
        ]}
      />
    </Card>
  );
}

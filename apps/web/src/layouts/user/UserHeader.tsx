import { Avatar, Button, Layout } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logoutMember } from '../../app/session';
import { LogoIcon } from '../../components/icon/local-icons';
import { Toolbar } from '../../components/toolbar/Toolbar';
import { HeadNavLinks } from '../../components/head-nav/HeadNavLinks';
import { useSiteConfig } from '../../stores/site-config';
import { useUserInfo } from '../../stores/user-info';
import { fullUrl } from '../../utils/url';

/** Site name and header navigation on the left; switches, the member and logout on the right. */
export function UserHeader() {
  const { t } = useTranslation();
  const { siteName, cdnUrl, headNav } = useSiteConfig();
  const { nickname, avatar } = useUserInfo();

  return (
    <Layout.Header className="user-header">
      <div className="user-header-start">
        <Link to="/" className="user-header-brand">
          <LogoIcon className="user-header-logo" />
          <span>{siteName}</span>
        </Link>
        {headNav.length > 0 && (
          <nav aria-label={t('layout.mainMenu')} className="user-header-nav">
            <HeadNavLinks />
          </nav>
        )}
      </div>
      <Toolbar>
        <span className="user-header-member" data-testid="member-nickname">
          <Avatar size="small" src={avatar ? fullUrl(avatar, cdnUrl) : undefined} icon={<UserOutlined />} alt="" />
          <span>{nickname}</span>
        </span>
        <Button type="text" icon={<LogoutOutlined />} aria-label={t('layout.logout')} onClick={() => void logoutMember().catch(() => {})}>
          <span className="toolbar-label">{t('layout.logout')}</span>
        </Button>
      </Toolbar>
    </Layout.Header>
  );
}

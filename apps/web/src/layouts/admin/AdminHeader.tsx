import { Avatar, Button, Layout, Tooltip } from 'antd';
import { HomeOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { logoutAdmin } from '../../app/session';
import { Toolbar } from '../../components/toolbar/Toolbar';
import { useAdminInfo } from '../../stores/admin-info';
import { useLayoutConfig } from '../../stores/layout-config';
import { useSiteConfig } from '../../stores/site-config';
import { fullUrl } from '../../utils/url';
import { formatDateTime } from '../../utils/date';

export function AdminHeader() {
  const { t } = useTranslation();
  const { nickname, avatar, last_login_time: lastLogin } = useAdminInfo();
  const cdnUrl = useSiteConfig((state) => state.cdnUrl);
  const layout = useLayoutConfig((state) => state.layout);
  const setLayout = useLayoutConfig((state) => state.setLayout);
  const collapsed = layout.menuCollapse;

  return (
    <Layout.Header className="admin-header" style={{ background: layout.headerBarBackground[layout.isDark ? 1 : 0] }}>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={t('layout.toggleMenu')}
        aria-expanded={!collapsed}
        onClick={() => setLayout({ menuCollapse: !collapsed })}
      />
      <Toolbar>
        <Tooltip title={t('layout.home')}>
          <Button type="text" icon={<HomeOutlined />} href="/" target="_blank" aria-label={t('layout.home')} />
        </Tooltip>
        <Tooltip title={lastLogin ? t('layout.lastLogin', { time: formatDateTime(lastLogin) }) : undefined}>
          <span className="admin-header-user" data-testid="admin-nickname">
            <Avatar size="small" src={avatar ? fullUrl(avatar, cdnUrl) : undefined} icon={<UserOutlined />} alt="" />
            <span className="admin-header-nickname">{nickname}</span>
          </span>
        </Tooltip>
        <Button type="text" icon={<LogoutOutlined />} aria-label={t('layout.logout')} onClick={() => void logoutAdmin().catch(() => {})}>
          <span className="toolbar-label">{t('layout.logout')}</span>
        </Button>
      </Toolbar>
    </Layout.Header>
  );
}

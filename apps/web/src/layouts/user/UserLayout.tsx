import { Layout, Result } from 'antd';
import { Outlet, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RuleMenu } from '../../components/rule-menu/RuleMenu';
import { useMemberCenter } from '../../stores/member-center';
import { useSiteConfig } from '../../stores/site-config';
import { UserHeader } from './UserHeader';
import './user-layout.css';

/**
 * The /user frame: site header, member menu, page. Until the member rules are loaded (and on
 * the loading screen) only the page is shown.
 */
export default function UserLayout() {
  const { t } = useTranslation();
  const initialized = useSiteConfig((state) => state.userInitialize);
  const onLoadingScreen = Boolean(useMatch('/user/loading/*'));
  const { viewRoutes, layoutMode } = useMemberCenter();
  if (!initialized || onLoadingScreen) return <Outlet />;

  return (
    <Layout className="user-layout">
      <UserHeader />
      {layoutMode === 'Disable' ? (
        <Layout.Content className="user-layout-main">
          <Result status="warning" title={<h1 className="page-result-title">{t('page.memberCenterDisabled')}</h1>} />
        </Layout.Content>
      ) : (
        <Layout hasSider className="user-layout-body">
          <Layout.Sider className="user-aside" width={220} breakpoint="md" collapsedWidth={0} theme="light">
            <RuleMenu menus={viewRoutes} label={t('layout.memberMenu')} />
          </Layout.Sider>
          <Layout.Content className="user-layout-main">
            <Outlet />
          </Layout.Content>
        </Layout>
      )}
    </Layout>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { Layout } from 'antd';
import { Outlet, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RuleMenu } from '../../components/rule-menu/RuleMenu';
import { NARROW_SCREEN, useMemberCenter } from '../../stores/member-center';
import { useSiteConfig } from '../../stores/site-config';
import { useUserInfo } from '../../stores/user-info';
import { MemberTabBar } from './MemberTabBar';
import { useMemberSheets } from './member-sheets';
import { MEMBER_MENU_ID, UserHeader } from './UserHeader';
import { inWechatBrowser, WechatAuthorize } from './wechat-authorize';
import './user-layout.css';
import './member-sheets.css';

/** Only shown when the member centre is switched off: its illustrations stay out of the first load. */
const Result = lazy(() => import('antd/es/result'));

/**
 * The /user frame: site header, member menu, page; on a phone the menu opens from the bottom tab bar. Until the member rules are loaded (and on
 * the loading screen) only the page is shown; with the member centre switched off
 * (`openMemberCenter` false → layout mode Disable) a notice replaces menu and page.
 */
export default function UserLayout() {
  const { t } = useTranslation();
  const initialized = useSiteConfig((state) => state.userInitialize);
  const onLoadingScreen = Boolean(useMatch('/user/loading/*'));
  const { viewRoutes, layoutMode, shrink, menuExpand, setShrink, toggleMenuExpand } = useMemberCenter();
  const signedIn = useUserInfo((state) => state.isLogin());
  useMemberSheets();

  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN);
    const apply = () => {
      setShrink(query.matches);
      if (!query.matches) toggleMenuExpand(false);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setShrink, toggleMenuExpand]);

  if (!initialized || onLoadingScreen) return <Outlet />;
  const showMenu = !shrink || menuExpand;

  return (
    <Layout className={`user-layout${shrink && layoutMode !== 'Disable' ? ' has-tab-bar' : ''}`}>
      <UserHeader />
      {/* in WeChat's browser: the member's openid for JSAPI payment and withdrawals */}
      {inWechatBrowser() && <WechatAuthorize enabled={signedIn} />}
      {layoutMode === 'Disable' ? (
        <Layout.Content className="user-layout-main">
          <Suspense fallback={null}>
            <Result status="warning" title={<h1 className="page-result-title">{t('page.memberCenterDisabled')}</h1>} />
          </Suspense>
        </Layout.Content>
      ) : (
        <Layout hasSider className="user-layout-body">
          {showMenu && (
            <Layout.Sider id={MEMBER_MENU_ID} className={`user-aside${shrink ? ' is-overlay' : ''}`} width={shrink ? '100%' : 220} theme="light">
              <RuleMenu menus={viewRoutes} label={t('layout.memberMenu')} onNavigate={() => toggleMenuExpand(false)} />
            </Layout.Sider>
          )}
          <Layout.Content className="user-layout-main">
            <Outlet />
          </Layout.Content>
        </Layout>
      )}
      {shrink && layoutMode !== 'Disable' && <MemberTabBar />}
    </Layout>
  );
}

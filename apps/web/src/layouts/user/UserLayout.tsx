import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyInAntd } from '../../app/antd-lazy';
import type { RuleMenuProps } from '../../components/rule-menu/RuleMenu';
import { NARROW_SCREEN, useMemberCenter } from '../../stores/member-center';
import { useSiteConfig } from '../../stores/site-config';
import { useUserInfo } from '../../stores/user-info';
import { MemberTabBar } from './MemberTabBar';
import { useMemberSheets } from './member-sheets';
import { MEMBER_MENU_ID, UserHeader } from './UserHeader';
import { inWechatBrowser } from './wechat-browser';
import './user-layout.css';
import './member-sheets.css';

/** Only shown when the member centre is switched off: its illustrations stay out of the first load. */
const Result = lazyInAntd(() => import('antd/es/result'));
/** The member menu (antd's Menu, the rules' icons): loaded when shown, beside the page on a wide window, from the tab bar's "me" on a phone. */
const RuleMenu = lazyInAntd<RuleMenuProps>(() => import('../../components/rule-menu/RuleMenu').then((m) => ({ default: m.RuleMenu })));
/** Only in WeChat's browser: its code (and the WeChat endpoints' schemas) stay out of every other member page's load. */
const WechatAuthorize = lazy(() => import('./wechat-authorize').then((m) => ({ default: m.WechatAuthorize })));

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
    // native landmarks, not antd's Layout: a member page that draws no antd component generates no antd styles for its frame
    <div className={`user-layout${shrink && layoutMode !== 'Disable' ? ' has-tab-bar' : ''}`}>
      <UserHeader />
      {/* in WeChat's browser: the member's openid for JSAPI payment and withdrawals */}
      {inWechatBrowser() && (
        <Suspense fallback={null}>
          <WechatAuthorize enabled={signedIn} />
        </Suspense>
      )}
      {layoutMode === 'Disable' ? (
        <main className="user-layout-main">
          <Suspense fallback={null}>
            <Result status="warning" title={<h1 className="page-result-title">{t('page.memberCenterDisabled')}</h1>} />
          </Suspense>
        </main>
      ) : (
        <div className="user-layout-body">
          {showMenu && (
            <aside id={MEMBER_MENU_ID} className={`user-aside${shrink ? ' is-overlay' : ''}`}>
              <Suspense fallback={null}>
                <RuleMenu menus={viewRoutes} label={t('layout.memberMenu')} onNavigate={() => toggleMenuExpand(false)} />
              </Suspense>
            </aside>
          )}
          <main className="user-layout-main">
            <Outlet />
          </main>
        </div>
      )}
      {shrink && layoutMode !== 'Disable' && <MemberTabBar />}
    </div>
  );
}

import { Suspense, useState, type MouseEvent } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullscreenExitOutlined } from '@ant-design/icons';
import { AdminTourHost } from '../../components/admin-tour';
import { LayoutSettings } from '../../components/layout-settings';
import { NavTabs } from '../../components/nav-tabs/NavTabs';
import { setTabFullScreen } from '../../components/nav-tabs/tabs-api';
import { useLayoutConfig, type LayoutMode } from '../../stores/layout-config';
import { useNavTabs } from '../../stores/nav-tabs';
import { useSiteConfig } from '../../stores/site-config';
import { AdminAside } from './AdminAside';
import { AdminColumns } from './AdminColumns';
import { AdminHeader } from './AdminHeader';
import { AdminTopBar } from './AdminTopBar';
import { KeepAliveMain } from './KeepAliveMain';
import { MenuToggle } from './MenuToggle';
import { topLevelMenuOf } from '../../app/rules/menu-tree';
import { asideMenusFor, layoutStyle, useResponsiveLayout, useTabSync } from './use-admin-layout';
import './admin-layout.css';

const MAIN_ID = 'admin-main';

/**
 * The /admin frame. Until the admin rules are loaded (and on the loading screen) only the page
 * is shown.
 */
export default function AdminLayout() {
  const initialized = useSiteConfig((state) => state.initialize);
  const onLoadingScreen = Boolean(useMatch('/admin/loading/*'));
  if (!initialized || onLoadingScreen) return <Outlet />;
  return <AdminFrame />;
}

/**
 * The five layouts share one element structure, so switching layout, full screen or the
 * narrow-window drawer never re-mounts the pages (their kept-alive state survives):
 * Default (floating cards), Classic (flush sidebar, bordered header), Streamline (header with
 * the horizontal menu, no sidebar), Double (first-level menu on top, its branch in the sidebar),
 * Split (a first column of the top-level menus, a second of the chosen one's children).
 */
function AdminFrame() {
  useResponsiveLayout();
  useTabSync();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = useLayoutConfig((state) => state.layout);
  const shrink = useLayoutConfig((state) => state.shrink);
  const settingsOpen = useLayoutConfig((state) => state.settingsOpen);
  const menus = useNavTabs((state) => state.tabsViewRoutes);
  const fullScreen = useNavTabs((state) => state.tabFullScreen);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  if (settingsOpen && !settingsLoaded) setSettingsLoaded(true);

  const mode: LayoutMode = shrink ? 'Classic' : layout.layoutMode;
  const topBar = mode === 'Streamline' || mode === 'Double';
  const aside = asideMenusFor(mode, menus, pathname);
  const classes = ['admin-layout', `is-${mode.toLowerCase()}`, fullScreen ? 'is-tab-full-screen' : '', shrink ? 'is-shrink' : ''];

  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <div className={classes.filter(Boolean).join(' ')} style={layoutStyle(layout)} data-layout={mode}>
      <a className="admin-skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t('layout.skipToContent')}
      </a>
      {topBar ? <AdminTopBar menus={menus} firstLevelOnly={mode === 'Double'} /> : null}
      <div className="admin-frame">
        {mode === 'Split' ? <AdminColumns menus={menus} /> : null}
        {mode !== 'Streamline' && (mode !== 'Split' || aside.length) ? (
          <AdminAside
            menus={aside}
            drawer={shrink}
            showLogo={layout.menuShowTopBar && !topBar && mode !== 'Split'}
            heading={mode === 'Split' ? t(topLevelMenuOf(menus, pathname)?.title ?? '') : undefined}
          />
        ) : null}
        <div className="admin-body">
          {topBar ? (
            <div className="admin-tabs-bar">
              {mode === 'Double' ? <MenuToggle /> : null}
              <NavTabs />
            </div>
          ) : (
            <AdminHeader />
          )}
          <KeepAliveMain id={MAIN_ID} />
        </div>
      </div>
      {fullScreen ? (
        <button
          type="button"
          className="admin-exit-full-screen"
          aria-label={t('tabs.exitFullScreen')}
          title={t('tabs.exitFullScreen')}
          onClick={() => setTabFullScreen(false)}
        >
          <FullscreenExitOutlined />
        </button>
      ) : null}
      {settingsLoaded ? (
        <Suspense fallback={null}>
          <LayoutSettings />
        </Suspense>
      ) : null}
      <AdminTourHost />
    </div>
  );
}

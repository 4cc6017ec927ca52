import { ConfigProvider, Layout } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoIcon } from '../../components/icon/local-icons';
import { RuleMenu } from '../../components/rule-menu/RuleMenu';
import { useLayoutConfig } from '../../stores/layout-config';
import { useNavTabs } from '../../stores/nav-tabs';
import { useSiteConfig } from '../../stores/site-config';

const COLLAPSED_WIDTH = 64;

/** Sidebar: logo bar and the menu built from the admin rules, coloured by the layout settings. */
export function AdminAside() {
  const { t } = useTranslation();
  const layout = useLayoutConfig((state) => state.layout);
  const setLayout = useLayoutConfig((state) => state.setLayout);
  const menus = useNavTabs((state) => state.tabsViewRoutes);
  const siteName = useSiteConfig((state) => state.siteName);
  const color = (pair: [string, string]) => pair[layout.isDark ? 1 : 0];

  return (
    <Layout.Sider
      className="admin-aside"
      width={layout.menuWidth}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={layout.menuCollapse}
      breakpoint="lg"
      onBreakpoint={(narrow) => setLayout({ menuCollapse: narrow })}
      trigger={null}
      style={{ background: color(layout.menuBackground) }}
    >
      {layout.menuShowTopBar && (
        <div className="admin-aside-top" style={{ background: color(layout.menuTopBarBackground) }}>
          <Link to="/admin" className="admin-aside-brand" aria-label={siteName || t('route.admin')}>
            <LogoIcon className="admin-aside-logo" />
            {!layout.menuCollapse && <span className="admin-aside-name">{siteName}</span>}
          </Link>
        </div>
      )}
      <ConfigProvider
        theme={{
          components: {
            Menu: {
              itemBg: color(layout.menuBackground),
              subMenuItemBg: color(layout.menuBackground),
              itemColor: color(layout.menuColor),
              itemSelectedColor: color(layout.menuActiveColor),
              subMenuItemSelectedColor: color(layout.menuActiveColor),
              collapsedWidth: COLLAPSED_WIDTH,
            },
          },
        }}
      >
        <RuleMenu
          menus={menus}
          label={t('layout.mainMenu')}
          collapsed={layout.menuCollapse}
          uniqueOpened={layout.menuUniqueOpened}
          defaultIcon={layout.menuDefaultIcon}
        />
      </ConfigProvider>
    </Layout.Sider>
  );
}

import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../app/rules/menu-tree';
import { RuleMenu } from '../../components/rule-menu/RuleMenu';
import { useLayoutConfig } from '../../stores/layout-config';
import { NavMenus } from './NavMenus';
import { SiteLogo } from './SiteLogo';
import { menuTheme } from './use-admin-layout';

/**
 * Streamline and Double header: logo, horizontal menu (Streamline: the whole tree; Double: the
 * first level, whose active branch fills the sidebar), top-bar menus.
 */
export function AdminTopBar({ menus, firstLevelOnly }: { menus: MenuItem[]; firstLevelOnly: boolean }) {
  const { t } = useTranslation();
  const layout = useLayoutConfig((state) => state.layout);

  return (
    <header className="admin-header admin-topbar">
      {layout.menuShowTopBar ? <SiteLogo className="admin-topbar-logo" /> : null}
      <ConfigProvider theme={menuTheme(layout, 'header')}>
        <RuleMenu
          menus={menus}
          mode="horizontal"
          firstLevelOnly={firstLevelOnly}
          label={t(firstLevelOnly ? 'layout.topMenu' : 'layout.mainMenu')}
          className="admin-topbar-menu"
          defaultIcon={layout.menuDefaultIcon}
        />
      </ConfigProvider>
      <NavMenus />
    </header>
  );
}

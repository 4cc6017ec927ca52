import { getAdminIndex } from '../../api/admin';
import { useAdminInfo } from '../../stores/admin-info';
import { useNavTabs } from '../../stores/nav-tabs';
import { useSiteConfig } from '../../stores/site-config';
import { useTerminal } from '../../stores/terminal';
import { adminPages } from '../../pages/admin/registry';
import { pageNotAvailable } from '../../pages/common/registry';
import { assembleAuthNode } from '../rules/auth-node';
import { buildMenuTree, findMenu } from '../rules/menu-tree';
import { buildRuleRoutes } from '../rules/rule-routes';
import { registerRuleRoutes } from '../rules/registered-routes';
import { once } from './once';
import { registerRouteNames } from './route-names';

const PREFIX = '/admin/';

/** Loads `/admin/Index/index` once per page load: admin, menus, permission nodes, routes, site config. */
export const bootstrapAdmin = once(
  async () => {
    const { data } = await getAdminIndex();
    useSiteConfig.getState().dataFill(data.siteConfig);
    useAdminInfo.getState().dataFill(data.adminInfo);
    if (data.terminal?.npmPackageManager) useTerminal.getState().changePackageManager(data.terminal.npmPackageManager);

    const navTabs = useNavTabs.getState();
    const menus = buildMenuTree(data.menus, PREFIX);
    navTabs.setTabsViewRoutes(menus);
    navTabs.fillAuthNode(assembleAuthNode(data.menus, PREFIX));

    const routes = buildRuleRoutes(data.menus, { idPrefix: 'admin', registry: adminPages, fallback: pageNotAvailable });
    registerRouteNames(routes, PREFIX);
    registerRuleRoutes('admin', routes);

    // tabs restored from the session keep only pages this admin (still) has
    const pages = new Set(routes.map((route) => PREFIX + route.path));
    navTabs.retainTabs(
      (tab) => pages.has(tab.path) || Boolean(findMenu(menus, (menu) => menu.menuType === 'iframe' && menu.path === tab.path)),
    );

    useSiteConfig.getState().setInitialize(true);
  },
  () => useSiteConfig.getState().initialize,
);

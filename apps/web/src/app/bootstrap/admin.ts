import type { AdminIndexOutput } from '@app/contract';
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
import { loadModuleWeb, modulePages } from '../module-web';
import type { WebEntry } from '../../api/module';

const PREFIX = '/admin/';

/** Loads `/admin/Index/index` once per page load: admin, menus, permission nodes, routes, site config. */
export const bootstrapAdmin = once(
  async () => {
    // installed modules' pages join the page registry (app/module-web.ts)
    const [data, modules] = await Promise.all([getAdminIndex(), loadModuleWeb()]);
    useSiteConfig.getState().dataFill(data.siteConfig);
    useAdminInfo.getState().dataFill(data.adminInfo);
    if (data.terminal.npmPackageManager) useTerminal.getState().changePackageManager(data.terminal.npmPackageManager);

    applyMenus(data.menus, modules);
    useSiteConfig.getState().setInitialize(true);
  },
  () => useSiteConfig.getState().initialize,
);

/** The side menu, permission nodes and page routes from the admin's rules (`menus` of `/admin/Index/index`). */
function applyMenus(rules: AdminIndexOutput['menus'], modules: readonly WebEntry[]) {
  const navTabs = useNavTabs.getState();
  const menus = buildMenuTree(rules, PREFIX);
  navTabs.setTabsViewRoutes(menus);
  navTabs.fillAuthNode(assembleAuthNode(rules, PREFIX));

  const routes = buildRuleRoutes(rules, { idPrefix: 'admin', registry: { ...modulePages(modules), ...adminPages }, fallback: pageNotAvailable });
  registerRouteNames(routes, PREFIX);
  registerRuleRoutes('admin', routes);

  // tabs restored from the session keep only pages this admin (still) has
  const pages = new Set(routes.map((route) => PREFIX + route.path));
  navTabs.retainTabs(
    (tab) => pages.has(tab.path) || Boolean(findMenu(menus, (menu) => menu.menuType === 'iframe' && menu.path === tab.path)),
  );
  // Open tabs keep the title of the language they were opened in: they take the menus' (after a
  // language switch, which reloads the page, and after a rule was renamed).
  for (const tab of useNavTabs.getState().tabsView) {
    const menu = findMenu(menus, (entry) => entry.path === tab.path);
    if (menu && menu.title !== tab.title) navTabs.updateTabTitle(tab.path, menu.title);
  }
}

/** Re-reads the admin's rules after they changed (a rule edited or sorted): the side menu follows without a reload. */
export async function reloadAdminMenus(): Promise<void> {
  const [data, modules] = await Promise.all([getAdminIndex(), loadModuleWeb()]);
  applyMenus(data.menus, modules);
}

import { getIndex } from '../../api/user';
import { useMemberCenter } from '../../stores/member-center';
import { useSiteConfig } from '../../stores/site-config';
import { memberPages } from '../../pages/member-centre/registry';
import { pageNotAvailable } from '../../pages/common/registry';
import { assembleAuthNode } from '../rules/auth-node';
import { buildMenuTree } from '../rules/menu-tree';
import { buildRuleRoutes } from '../rules/rule-routes';
import { registerRuleRoutes } from '../rules/registered-routes';
import { once } from './once';
import { registerRouteNames } from './route-names';
import { applySiteData } from './site';

const PREFIX = '/user/';

/** Loads `/api/index/index?requiredLogin=1` once per page load: site data plus the member-centre menus and routes. */
export const bootstrapMember = once(
  async () => {
    const data = await getIndex(true);
    applySiteData(data);

    const menus = data.menus ?? [];
    const memberCenter = useMemberCenter.getState();
    memberCenter.setViewRoutes(buildMenuTree(menus, PREFIX));
    memberCenter.mergeAuthNode(assembleAuthNode(menus, PREFIX));
    memberCenter.setLayoutMode(data.openMemberCenter ? 'Default' : 'Disable');

    const routes = buildRuleRoutes(menus, { idPrefix: 'user', registry: memberPages, fallback: pageNotAvailable });
    registerRouteNames(routes, PREFIX);
    registerRuleRoutes('user', routes);

    useSiteConfig.getState().setUserInitialize(true);
  },
  () => useSiteConfig.getState().userInitialize,
);

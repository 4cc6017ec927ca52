import { getIndex, type IndexData } from '../../api/user';
import { useMemberCenter } from '../../stores/member-center';
import { useSiteConfig } from '../../stores/site-config';
import { useUserInfo } from '../../stores/user-info';
import { assembleAuthNode } from '../rules/auth-node';
import { buildMenuTree } from '../rules/menu-tree';
import { once } from './once';

/** Applies the public part of `/api/index/index`: site config, header navigation, member dropdown, buttons. */
export function applySiteData(data: IndexData): void {
  useSiteConfig.getState().dataFill(data.site);
  useMemberCenter.getState().setStatus(data.openMemberCenter);
  if (!Array.isArray(data.userInfo)) useUserInfo.getState().dataFill(data.userInfo);

  const rules = data.rules ?? [];
  useSiteConfig.getState().setHeadNav(buildMenuTree(rules, '/', ['nav']));
  useMemberCenter.getState().setNavUserMenus(buildMenuTree(rules, '/', ['nav_user_menu']));
  useMemberCenter.getState().mergeAuthNode(assembleAuthNode(rules, '/'));
}

let siteLoaded = false;

/**
 * Site name, record number and navigation for the public pages (home, logins, errors). Quiet:
 * those pages work without it.
 */
export const loadSite = once(
  async () => {
    const data = await getIndex(false, { showCodeMessage: false, showErrorMessage: false });
    applySiteData(data);
    siteLoaded = true;
  },
  () => siteLoaded || useSiteConfig.getState().userInitialize || useSiteConfig.getState().initialize,
);

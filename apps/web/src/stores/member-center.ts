import { create } from 'zustand';
import type { MenuItem } from '../app/rules/menu-tree';
import type { AuthNodeMap } from '../app/rules/auth-node-map';

export type MemberLayoutMode = 'Default' | 'Disable';

/** Below this width the member menu folds away behind the tab bar's "me" and the tab bar shows. */
export const NARROW_SCREEN = '(max-width: 767px)';

interface MemberCenterState {
  /** The member centre is enabled on the server (`openMemberCenter`). */
  open: boolean;
  layoutMode: MemberLayoutMode;
  /** The member sidebar, built from the member menus. */
  viewRoutes: MenuItem[];
  authNode: AuthNodeMap;
  /** Narrow screen: the sidebar becomes a drawer. */
  shrink: boolean;
  /** The drawer sidebar is open. */
  menuExpand: boolean;
  /** Entries of the member dropdown in the site header (`nav_user_menu` rules). */
  navUserMenus: MenuItem[];
}

interface MemberCenterActions {
  setStatus(open: boolean): void;
  setLayoutMode(mode: MemberLayoutMode): void;
  setViewRoutes(routes: MenuItem[]): void;
  /** Adds nodes to the map (front-site nodes and member-centre nodes arrive separately). */
  mergeAuthNode(nodes: AuthNodeMap): void;
  setShrink(shrink: boolean): void;
  toggleMenuExpand(expand?: boolean): void;
  setNavUserMenus(menus: MenuItem[]): void;
}

export const useMemberCenter = create<MemberCenterState & MemberCenterActions>()((set) => ({
  open: false,
  layoutMode: 'Default',
  viewRoutes: [],
  authNode: new Map(),
  // read now, not after the layout's first render: a phone's first paint would otherwise build the menu and drop it again
  shrink: window.matchMedia(NARROW_SCREEN).matches,
  menuExpand: false,
  navUserMenus: [],
  setStatus: (open) => set({ open }),
  setLayoutMode: (layoutMode) => set({ layoutMode }),
  setViewRoutes: (viewRoutes) => set({ viewRoutes }),
  mergeAuthNode: (nodes) => set((state) => ({ authNode: new Map([...state.authNode, ...nodes]) })),
  setShrink: (shrink) => set({ shrink }),
  toggleMenuExpand: (expand) => set((state) => ({ menuExpand: expand ?? !state.menuExpand })),
  setNavUserMenus: (navUserMenus) => set({ navUserMenus }),
}));

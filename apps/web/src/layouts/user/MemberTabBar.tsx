import { HomeOutlined, ProfileOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../app/rules/menu-tree';
import { useMemberCenter } from '../../stores/member-center';
import { MEMBER_MENU_ID } from './UserHeader';

/** The phone's tab bar: three pages a member opens most, and "me" for the rest of the member menu. */
export const MEMBER_TABS = [
  { key: 'home', path: '/user/account/overview', icon: <HomeOutlined aria-hidden="true" /> },
  { key: 'shop', path: '/user/order/shop', icon: <ShopOutlined aria-hidden="true" /> },
  { key: 'orders', path: '/user/order/index', icon: <ProfileOutlined aria-hidden="true" /> },
] as const satisfies readonly { key: string; path: string; icon: ReactNode }[];

const hasPath = (menus: readonly MenuItem[], path: string): boolean => menus.some((m) => m.path === path || hasPath(m.children, path));

/**
 * Bottom navigation of the member centre on a narrow window (the layout shows it below 768 px): a tab
 * is shown only where the member's rules give its page; "me" opens the member menu over the page
 * and is the current tab on every page the other three are not.
 */
export function MemberTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { viewRoutes, menuExpand, toggleMenuExpand } = useMemberCenter();
  const tabs = MEMBER_TABS.filter((tab) => hasPath(viewRoutes, tab.path));
  const onTab = tabs.some((tab) => pathname === tab.path);
  const meActive = menuExpand || !onTab;

  return (
    <nav className="member-tab-bar" aria-label={t('layout.memberTabs')} data-testid="member-tab-bar">
      {tabs.map((tab) => (
        <NavLink
          key={tab.key}
          to={tab.path}
          className={({ isActive }) => `member-tab${isActive && !menuExpand ? ' is-active' : ''}`}
          onClick={() => toggleMenuExpand(false)}
          data-testid={`member-tab-${tab.key}`}
        >
          {tab.icon}
          <span>{t(`layout.memberTab.${tab.key}`)}</span>
        </NavLink>
      ))}
      <button
        type="button"
        className={`member-tab${meActive ? ' is-active' : ''}`}
        aria-expanded={menuExpand}
        aria-controls={menuExpand ? MEMBER_MENU_ID : undefined}
        aria-current={meActive && !menuExpand ? 'page' : undefined}
        onClick={() => toggleMenuExpand()}
        data-testid="member-tab-me"
      >
        <UserOutlined aria-hidden="true" />
        <span>{t('layout.memberTab.me')}</span>
      </button>
    </nav>
  );
}

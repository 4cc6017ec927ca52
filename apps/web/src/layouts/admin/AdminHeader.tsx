import { NavTabs } from '../../components/nav-tabs/NavTabs';
import { MenuToggle } from './MenuToggle';
import { NavMenus } from './NavMenus';

/** Default and Classic header: menu toggle, tabs, top-bar menus. */
export function AdminHeader() {
  return (
    <header className="admin-header">
      <MenuToggle />
      <NavTabs />
      <NavMenus />
    </header>
  );
}

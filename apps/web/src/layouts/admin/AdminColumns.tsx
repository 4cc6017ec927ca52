import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon/Icon';
import { onClickMenu } from '../../app/route-push';
import { menuTarget, topLevelMenuOf, type MenuItem } from '../../app/rules/menu-tree';
import { useLayoutConfig } from '../../stores/layout-config';
import { SiteLogo } from './SiteLogo';

/**
 * The Split layout's first column: every top-level menu as an icon with a short title. Choosing
 * one opens its first page, so the second column (the sidebar) shows its children; the chosen one
 * is always the branch of the current page, which keeps the columns right on a tab switch or a
 * reload.
 */
export function AdminColumns({ menus }: { menus: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const layout = useLayoutConfig((state) => state.layout);
  const current = topLevelMenuOf(menus, pathname);

  const choose = (menu: MenuItem) => {
    const target = menuTarget(menu);
    onClickMenu(target ?? menu);
  };

  return (
    <div className="admin-columns" data-testid="admin-columns">
      {layout.menuShowTopBar ? <SiteLogo collapsed className="admin-columns-logo" /> : null}
      <nav className="admin-columns-nav" aria-label={t('layout.topMenu')}>
        <ul>
          {menus.map((menu) => {
            const title = t(menu.title);
            const active = current?.path === menu.path;
            return (
              <li key={menu.path}>
                <button
                  type="button"
                  className={`admin-column-item${active ? ' is-active' : ''}`}
                  aria-current={active ? 'true' : undefined}
                  title={title}
                  onClick={() => choose(menu)}
                >
                  <Icon name={menu.icon || layout.menuDefaultIcon} />
                  <span className="admin-column-title">{title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

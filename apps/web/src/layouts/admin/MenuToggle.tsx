import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLayoutConfig } from '../../stores/layout-config';

/** Collapses / expands the sidebar; on a narrow window, opens the menu drawer. */
export function MenuToggle() {
  const { t } = useTranslation();
  const collapsed = useLayoutConfig((state) => state.layout.menuCollapse);
  const shrink = useLayoutConfig((state) => state.shrink);
  const setLayout = useLayoutConfig((state) => state.setLayout);
  const label = shrink ? t(collapsed ? 'layout.openMenu' : 'layout.closeMenu') : t('layout.toggleMenu');

  return (
    <button
      type="button"
      className="nav-menu-item admin-menu-toggle"
      aria-label={label}
      title={label}
      aria-expanded={!collapsed}
      onClick={() => setLayout({ menuCollapse: !collapsed })}
    >
      {collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
    </button>
  );
}

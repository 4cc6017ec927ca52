import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/Icon';
import { findMenu, menuAncestors, type MenuItem } from '../../app/rules/menu-tree';

interface RuleMenuProps {
  menus: MenuItem[];
  /** Accessible name of the navigation. */
  label: string;
  collapsed?: boolean;
  /** Accordion: opening a folder closes its siblings. */
  uniqueOpened?: boolean;
  defaultIcon?: string;
}

type Items = NonNullable<MenuProps['items']>;

/** A sidebar menu built from a rule menu tree: tab and iframe entries navigate, links open a new window. */
export function RuleMenu({ menus, label, collapsed = false, uniqueOpened = false, defaultIcon }: RuleMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [openKeys, setOpenKeys] = useState<string[]>(() => menuAncestors(menus, pathname));

  // keep the folders leading to the current page open
  useEffect(() => {
    const ancestors = menuAncestors(menus, pathname);
    setOpenKeys((open) => (uniqueOpened ? ancestors : [...new Set([...open, ...ancestors])]));
  }, [menus, pathname, uniqueOpened]);

  const items = useMemo(() => {
    const toItems = (list: MenuItem[]): Items =>
      list.map((menu) => ({
        key: menu.path,
        icon: <Icon name={menu.icon || defaultIcon} />,
        label: t(menu.title),
        children: menu.type === 'menu_dir' ? toItems(menu.children) : undefined,
      }));
    return toItems(menus);
  }, [menus, defaultIcon, t]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const menu = findMenu(menus, (item) => item.path === key);
    if (menu?.menuType === 'link') window.open(menu.path, '_blank', 'noopener');
    else navigate(key);
  };

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) return setOpenKeys(keys);
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? [...menuAncestors(menus, opened), opened] : keys);
  };

  return (
    <nav aria-label={label}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={[pathname]}
        inlineCollapsed={collapsed}
        onClick={onClick}
        {...(collapsed ? {} : { openKeys, onOpenChange })}
      />
    </nav>
  );
}

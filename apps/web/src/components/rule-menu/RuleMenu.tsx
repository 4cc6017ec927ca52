import { useEffect, useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/Icon';
import { onClickMenu } from '../../app/route-push';
import { findMenu, menuAncestors, menuTarget, topLevelMenuOf, type MenuItem } from '../../app/rules/menu-tree';

export interface RuleMenuProps {
  menus: MenuItem[];
  /** Accessible name of the navigation. */
  label: string;
  /** `inline`: sidebar; `horizontal`: header (Streamline, and Double's first level). */
  mode?: 'inline' | 'horizontal';
  /** Only the first level, without submenus: a folder opens its first page (Double layout's top menu). */
  firstLevelOnly?: boolean;
  collapsed?: boolean;
  /** Accordion: opening a folder closes its siblings. */
  uniqueOpened?: boolean;
  defaultIcon?: string;
  /** Called after an entry was chosen (e.g. to close the drawer). */
  onNavigate?(): void;
  className?: string;
}

type Items = NonNullable<MenuProps['items']>;

/**
 * A menu built from a rule menu tree: tab and iframe entries navigate, link entries open a new
 * window, unknown kinds are reported (see app/route-push.ts).
 */
export function RuleMenu({
  menus,
  label,
  mode = 'inline',
  firstLevelOnly = false,
  collapsed = false,
  uniqueOpened = false,
  defaultIcon,
  onNavigate,
  className,
}: RuleMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const inline = mode === 'inline';
  const [openKeys, setOpenKeys] = useState<string[]>(() => (inline ? menuAncestors(menus, pathname) : []));

  // keep the folders leading to the current page open
  useEffect(() => {
    if (!inline) return;
    const ancestors = menuAncestors(menus, pathname);
    setOpenKeys((open) => (uniqueOpened ? ancestors : [...new Set([...open, ...ancestors])]));
  }, [menus, pathname, uniqueOpened, inline]);

  const items = useMemo(() => {
    const toItems = (list: MenuItem[]): Items =>
      list.map((menu) => ({
        key: menu.path,
        icon: <Icon name={menu.icon || defaultIcon} />,
        label: t(menu.title),
        children: menu.type === 'menu_dir' && !firstLevelOnly ? toItems(menu.children) : undefined,
      }));
    return toItems(menus);
  }, [menus, defaultIcon, firstLevelOnly, t]);

  const selectedKey = firstLevelOnly ? topLevelMenuOf(menus, pathname)?.path : pathname;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const menu = findMenu(menus, (item) => item.path === key);
    const target = menu && menuTarget(menu);
    if (target) onClickMenu(target);
    else if (menu) onClickMenu(menu);
    onNavigate?.();
  };

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) return setOpenKeys(keys);
    const opened = keys.find((key) => !openKeys.includes(key));
    setOpenKeys(opened ? [...menuAncestors(menus, opened), opened] : keys);
  };

  return (
    <nav aria-label={label} className={className}>
      <Menu
        mode={mode}
        items={items}
        selectedKeys={selectedKey ? [selectedKey] : []}
        inlineCollapsed={inline ? collapsed : undefined}
        onClick={onClick}
        {...(inline && !collapsed ? { openKeys, onOpenChange } : {})}
      />
    </nav>
  );
}

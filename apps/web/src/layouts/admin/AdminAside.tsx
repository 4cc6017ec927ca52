import { useEffect, useRef } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../app/rules/menu-tree';
import { RuleMenu } from '../../components/rule-menu/RuleMenu';
import { MENU_COLLAPSED_WIDTH, useLayoutConfig } from '../../stores/layout-config';
import { SiteLogo } from './SiteLogo';
import { menuTheme } from './use-admin-layout';

interface AdminAsideProps {
  menus: MenuItem[];
  /** Narrow window: the sidebar is a drawer over the page, open when the menu is not collapsed. */
  drawer: boolean;
  showLogo: boolean;
  /** Split layout: the title of the branch the sidebar shows, in place of the logo. */
  heading?: string;
}

/** Sidebar: logo bar and the rule menu, coloured by the layout settings. */
export function AdminAside({ menus, drawer, showLogo, heading }: AdminAsideProps) {
  const { t } = useTranslation();
  const layout = useLayoutConfig((state) => state.layout);
  const setLayout = useLayoutConfig((state) => state.setLayout);
  const asideRef = useRef<HTMLElement>(null);
  const collapsed = !drawer && layout.menuCollapse;
  const open = drawer && !layout.menuCollapse;
  const close = () => {
    setLayout({ menuCollapse: true });
    // the focus goes back to the button that opened the drawer
    document.querySelector<HTMLElement>('.admin-menu-toggle')?.focus();
  };

  // the opened drawer takes the focus (Escape or the shade closes it)
  useEffect(() => {
    if (open) asideRef.current?.focus();
  }, [open]);

  const width = collapsed ? MENU_COLLAPSED_WIDTH : layout.menuWidth;
  const classes = ['admin-aside', drawer ? 'is-drawer' : '', open ? 'is-open' : '', collapsed ? 'is-collapsed' : ''];

  return (
    <>
      {open ? <div className="admin-shade" aria-hidden="true" onClick={close} /> : null}
      <aside
        ref={asideRef}
        className={classes.filter(Boolean).join(' ')}
        style={{ width }}
        data-testid="admin-aside"
        tabIndex={drawer ? -1 : undefined}
        role={drawer ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={drawer ? t('layout.mainMenu') : undefined}
        inert={drawer && !open ? true : undefined}
        onKeyDown={(event) => {
          if (open && event.key === 'Escape') close();
        }}
      >
        {showLogo ? <SiteLogo collapsed={collapsed} /> : null}
        {heading && !collapsed ? <h2 className="admin-aside-heading">{heading}</h2> : null}
        <ConfigProvider theme={menuTheme(layout, 'aside')}>
          <RuleMenu
            menus={menus}
            label={t('layout.mainMenu')}
            className="admin-aside-menu"
            collapsed={collapsed}
            uniqueOpened={layout.menuUniqueOpened}
            defaultIcon={layout.menuDefaultIcon}
          />
        </ConfigProvider>
      </aside>
    </>
  );
}

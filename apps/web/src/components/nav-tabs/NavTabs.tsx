import { useEffect, useRef, type KeyboardEvent, type WheelEvent } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/Icon';
import { useNavTabs, type TabView } from '../../stores/nav-tabs';
import { closeAllTabs, closeOtherTabs, closeTabByPath, reloadTab, setTabFullScreen, tabHref } from './tabs-api';
import './nav-tabs.css';

type TabAction = 'reload' | 'close' | 'fullScreen' | 'closeOthers' | 'closeAll';

const actionIcons: Record<TabAction, string> = {
  reload: 'fa fa-refresh',
  close: 'fa fa-times',
  fullScreen: 'fa fa-arrows-alt',
  closeOthers: 'fa fa-minus',
  closeAll: 'fa fa-stop',
};

function runAction(action: TabAction, tab: TabView): void {
  switch (action) {
    case 'reload':
      return reloadTab(tab.path);
    case 'close':
      return closeTabByPath(tab.path);
    case 'fullScreen':
      return setTabFullScreen(true, tab.path);
    case 'closeOthers':
      return closeOtherTabs(tab.path);
    case 'closeAll':
      return closeAllTabs();
  }
}

/**
 * The strip of open pages: a link per tab with its close button, a context menu (reload, close,
 * full screen, close others, close all) on each tab and on the "more" button for the active one,
 * and horizontal scrolling with the mouse wheel.
 */
export function NavTabs() {
  const { t } = useTranslation();
  const tabsView = useNavTabs((state) => state.tabsView);
  const activePath = useNavTabs((state) => state.activeRoute?.path);
  const stripRef = useRef<HTMLUListElement>(null);

  // keep the active tab in view
  useEffect(() => {
    const active = stripRef.current?.querySelector<HTMLElement>('.nav-tab.is-active');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, tabsView.length]);

  const onWheel = (event: WheelEvent) => {
    const strip = stripRef.current;
    if (strip && strip.scrollWidth > strip.clientWidth) strip.scrollLeft += event.deltaY || event.deltaX;
  };

  const menuFor = (tab: TabView): MenuProps => ({
    items: (['reload', 'close', 'fullScreen', 'closeOthers', 'closeAll'] as const).map((action) => ({
      key: action,
      label: t(`tabs.${action}`),
      icon: <Icon name={actionIcons[action]} />,
      disabled: action === 'closeOthers' && tabsView.length < 2,
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      runAction(key as TabAction, tab);
    },
  });

  const onTabKeyDown = (event: KeyboardEvent, tab: TabView) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      closeTabByPath(tab.path);
    }
  };

  const activeTab = tabsView.find((tab) => tab.path === activePath);

  return (
    <nav className="nav-tabs" aria-label={t('tabs.label')} data-testid="nav-tabs">
      <ul className="nav-tabs-strip" ref={stripRef} onWheel={onWheel}>
        {tabsView.map((tab) => {
          const active = tab.path === activePath;
          const title = t(tab.title);
          return (
            <Dropdown key={tab.path} menu={menuFor(tab)} trigger={['contextMenu']}>
              <li className={`nav-tab${active ? ' is-active' : ''}`}>
                <Link
                  to={tabHref(tab)}
                  className="nav-tab-link"
                  aria-current={active ? 'page' : undefined}
                  onKeyDown={(event) => onTabKeyDown(event, tab)}
                  draggable={false}
                >
                  {title}
                </Link>
                <button
                  type="button"
                  className="nav-tab-close"
                  aria-label={t('tabs.closeTab', { title })}
                  title={t('tabs.close')}
                  onClick={() => closeTabByPath(tab.path)}
                >
                  <Icon name="fa fa-times" />
                </button>
              </li>
            </Dropdown>
          );
        })}
      </ul>
      {activeTab && (
        <Dropdown menu={menuFor(activeTab)} trigger={['click']} placement="bottomRight">
          <button type="button" className="nav-tabs-more" aria-label={t('tabs.more')} title={t('tabs.more')}>
            <Icon name="fa fa-angle-down" />
          </button>
        </Dropdown>
      )}
    </nav>
  );
}

import { useEffect, useState } from 'react';
import { Button, Dropdown, Popover } from 'antd';
import {
  ClearOutlined,
  CompassOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  HomeOutlined,
  SettingOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { clearServerCache } from '../../api/admin-queries';
import { routePush } from '../../app/route-push';
import { logoutAdmin } from '../../app/session';
import { changeLanguage, htmlLang } from '../../lang/i18n';
import { useAdminInfo } from '../../stores/admin-info';
import { useAdminTour } from '../../stores/admin-tour';
import { useLayoutConfig, type LangName } from '../../stores/layout-config';
import { useSiteConfig } from '../../stores/site-config';
import { formatDateTime } from '../../utils/date';
import { fullUrl } from '../../utils/url';
import { TerminalButton } from '../../components/terminal/TerminalButton';
import { CommandPalette } from '../../components/command-palette/CommandPalette';
import { AdminAvatar } from './AdminAvatar';
import { clearBrowserStorage } from './browser-cache';

type CacheKind = 'tp' | 'storage' | 'all';

function clearCache(kind: CacheKind): void {
  if (kind === 'storage') {
    clearBrowserStorage();
    window.location.reload();
    return;
  }
  // a failure is reported by the request layer (e.g. 404 while the endpoint does not exist)
  clearServerCache(kind).then(
    () => {
      if (kind !== 'all') return;
      clearBrowserStorage();
      window.location.reload();
    },
    () => {},
  );
}

function useBrowserFullScreen(): [boolean, () => void] {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
    else void document.documentElement.requestFullscreen?.().catch(() => {});
  };
  return [active, toggle];
}

/** Right side of the admin header: command palette, home, language, full screen, cache (super admin), admin, layout settings. */
export function NavMenus() {
  const { t } = useTranslation();
  const { nickname, avatar, last_login_time: lastLogin, super: isSuper } = useAdminInfo();
  const cdnUrl = useSiteConfig((state) => state.cdnUrl);
  const { defaultLang, langArray } = useLayoutConfig((state) => state.lang);
  const toggleSettings = useLayoutConfig((state) => state.toggleSettings);
  const startTour = useAdminTour((state) => state.start);
  const [fullScreen, toggleFullScreen] = useBrowserFullScreen();
  const [userOpen, setUserOpen] = useState(false);
  const avatarUrl = avatar ? fullUrl(avatar, cdnUrl) : undefined;

  const userCard = (
    <div className="admin-info-card">
      <AdminAvatar size={64} src={avatarUrl} />
      <p className="admin-info-name">{nickname}</p>
      <p className="admin-info-time">
        <span>{t('layout.lastLoginTime')}</span>
        <span>{formatDateTime(lastLogin) || '-'}</span>
      </p>
      <div className="admin-info-actions">
        <Button
          onClick={() => {
            setUserOpen(false);
            void routePush('/admin/routine/adminInfo');
          }}
        >
          {t('layout.personalData')}
        </Button>
        <Button danger onClick={() => void logoutAdmin().catch(() => {})}>
          {t('layout.logout')}
        </Button>
      </div>
      <Button
        type="link"
        size="small"
        className="admin-info-tour"
        icon={<CompassOutlined />}
        data-testid="admin-restart-tour"
        onClick={() => {
          setUserOpen(false);
          startTour();
        }}
      >
        {t('layout.restartTour')}
      </Button>
    </div>
  );

  return (
    <div className="admin-nav-menus">
      <CommandPalette />
      {/* on a phone the tabs need the room (the palette searches, the terminal opens itself when a task runs) */}
      <a className="nav-menu-item hide-on-mobile" href="/" target="_blank" rel="noopener noreferrer" aria-label={t('layout.home')} title={t('layout.home')}>
        <HomeOutlined />
      </a>
      <Dropdown
        trigger={['click']}
        placement="bottom"
        menu={{
          selectable: true,
          selectedKeys: [defaultLang],
          items: langArray.map((lang) => ({ key: lang.name, label: <span lang={htmlLang(lang.name)}>{lang.value}</span> })),
          onClick: ({ key }) => key !== defaultLang && changeLanguage(key as LangName),
        }}
      >
        <button type="button" className="nav-menu-item" aria-label={t('layout.language')} title={t('layout.language')} data-testid="admin-language">
          <TranslationOutlined />
        </button>
      </Dropdown>
      <button
        type="button"
        className="nav-menu-item hide-on-mobile"
        aria-label={t(fullScreen ? 'layout.exitFullScreen' : 'layout.fullScreen')}
        title={t(fullScreen ? 'layout.exitFullScreen' : 'layout.fullScreen')}
        aria-pressed={fullScreen}
        onClick={toggleFullScreen}
      >
        {fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
      {isSuper ? <TerminalButton /> : null}
      {isSuper ? (
        <Dropdown
          trigger={['click']}
          placement="bottom"
          menu={{
            items: [
              { key: 'tp', label: t('layout.clearSystemCache') },
              { key: 'storage', label: t('layout.clearBrowserCache') },
              { type: 'divider' },
              { key: 'all', label: t('layout.clearAllCache') },
            ],
            onClick: ({ key }) => clearCache(key as CacheKind),
          }}
        >
          <button type="button" className="nav-menu-item" aria-label={t('layout.clearCache')} title={t('layout.clearCache')} data-testid="admin-cache">
            <ClearOutlined />
          </button>
        </Dropdown>
      ) : null}
      <Popover trigger="click" placement="bottomRight" content={userCard} open={userOpen} onOpenChange={setUserOpen} arrow={false}>
        <button
          type="button"
          className="nav-menu-item admin-user-button"
          aria-label={`${t('layout.adminMenu')}: ${nickname}`}
          aria-haspopup="dialog"
          aria-expanded={userOpen}
          data-testid="admin-nickname"
        >
          <AdminAvatar size={26} src={avatarUrl} />
          <span className="admin-user-name">{nickname}</span>
        </button>
      </Popover>
      <button
        type="button"
        className="nav-menu-item"
        aria-label={t('layout.layoutSettings')}
        title={t('layout.layoutSettings')}
        data-testid="admin-layout-settings"
        onClick={() => toggleSettings(true)}
      >
        <SettingOutlined />
      </button>
    </div>
  );
}

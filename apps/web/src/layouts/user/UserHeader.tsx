import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoIcon } from '../../components/icon/local-icons';
import { Toolbar } from '../../components/toolbar/Toolbar';
import { HeadNavLinks } from '../../components/head-nav/HeadNavLinks';
import { MemberDropdown } from '../../components/member-dropdown/MemberDropdown';
import { useSiteConfig, useSiteName } from '../../stores/site-config';

/** Id of the member menu, which the tab bar's "me" opens over the page on a narrow window. */
export const MEMBER_MENU_ID = 'user-aside';

/** Site name and header navigation on the left; switches and the member dropdown (with logout) on the right. */
export function UserHeader() {
  const { t } = useTranslation();
  const headNav = useSiteConfig((state) => state.headNav);
  const siteName = useSiteName();

  return (
    <header className="user-header">
      <div className="user-header-start">
        <Link to="/" className="user-header-brand">
          <LogoIcon className="user-header-logo" />
          <span>{siteName}</span>
        </Link>
        {headNav.length > 0 && (
          <nav aria-label={t('layout.mainMenu')} className="user-header-nav">
            <HeadNavLinks />
          </nav>
        )}
      </div>
      <Toolbar>
        <MemberDropdown />
      </Toolbar>
    </header>
  );
}

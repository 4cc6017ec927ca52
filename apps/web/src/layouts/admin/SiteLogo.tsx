import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoIcon } from '../../components/icon/local-icons';
import { useSiteConfig } from '../../stores/site-config';

/** The logo bar: the site mark and name, linking to the admin home. */
export function SiteLogo({ collapsed = false, className = '' }: { collapsed?: boolean; className?: string }) {
  const { t } = useTranslation();
  const siteName = useSiteConfig((state) => state.siteName);
  return (
    <div className={`admin-logo ${className}`.trim()}>
      <Link to="/admin" className="admin-logo-link" aria-label={siteName || t('route.admin')}>
        <LogoIcon className="admin-logo-mark" />
        {!collapsed && <span className="admin-logo-name">{siteName}</span>}
      </Link>
    </div>
  );
}

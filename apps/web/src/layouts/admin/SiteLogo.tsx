import { Link } from 'react-router';
import { LogoIcon } from '../../components/icon/local-icons';
import { useSiteName } from '../../stores/site-config';

/** The logo bar: the site mark and name, linking to the admin home. */
export function SiteLogo({ collapsed = false, className = '' }: { collapsed?: boolean; className?: string }) {
  const siteName = useSiteName();
  return (
    <div className={`admin-logo ${className}`.trim()}>
      <Link to="/admin" className="admin-logo-link" aria-label={siteName}>
        <LogoIcon className="admin-logo-mark" />
        {!collapsed && <span className="admin-logo-name">{siteName}</span>}
      </Link>
    </div>
  );
}

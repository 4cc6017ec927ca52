import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../stores/site-config';

/** The site's top navigation (member rules of type nav): links open in a new tab, routes in place. */
export function HeadNavLinks() {
  const { t } = useTranslation();
  const headNav = useSiteConfig((s) => s.headNav);
  return headNav.map((item) =>
    item.menuType === 'link' ? (
      <a key={item.id} href={item.path} target="_blank" rel="noopener noreferrer">
        {t(item.title)}
      </a>
    ) : (
      <Link key={item.id} to={item.path}>
        {t(item.title)}
      </Link>
    ),
  );
}

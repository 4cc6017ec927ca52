import { useEffect } from 'react';
import ControlOutlinedSvg from '@ant-design/icons-svg/es/asn/ControlOutlined';
import SafetyCertificateOutlinedSvg from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { lightIcon, TeamOutlined } from '../../../components/icon/light-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadSite } from '../../../app/bootstrap/site';
import { LogoIcon } from '../../../components/icon/local-icons';
import { Toolbar } from '../../../components/toolbar/Toolbar';
import { MemberDropdown } from '../../../components/member-dropdown/MemberDropdown';
import { HeadNavLinks } from '../../../components/head-nav/HeadNavLinks';
import { useMemberCenter } from '../../../stores/member-center';
import { useSiteConfig, useSiteName } from '../../../stores/site-config';
import { useUserInfo } from '../../../stores/user-info';
import { siteYear } from '../../../utils/site-zone';
import './home.css';

// the home page's own icons stay out of the chunk the two logins share (~1.5 KB gzipped)
const ControlOutlined = lightIcon(ControlOutlinedSvg);
const SafetyCertificateOutlined = lightIcon(SafetyCertificateOutlinedSvg);

const features = [
  { key: 'backOffice', icon: <ControlOutlined /> },
  { key: 'memberCenter', icon: <TeamOutlined /> },
  { key: 'secure', icon: <SafetyCertificateOutlined /> },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const recordNumber = useSiteConfig((state) => state.recordNumber);
  const siteName = useSiteName();
  const memberCenterOpen = useMemberCenter((state) => state.open);
  const memberLoggedIn = useUserInfo((state) => Boolean(state.id && state.token));
  useEffect(() => void loadSite().catch(() => {}), []);

  const memberLink = memberLoggedIn
    ? { to: '/user', label: t('home.memberCenter') }
    : { to: '/user/login', label: t('home.memberLogin') };

  return (
    <div className="home">
      <header className="home-header">
        <Link to="/" className="home-brand">
          <LogoIcon className="home-logo" />
          <span>{siteName}</span>
        </Link>
        <nav className="home-nav" aria-label={t('layout.mainMenu')}>
          <Link to="/">{t('route.home')}</Link>
          <HeadNavLinks />
          {memberCenterOpen && !memberLoggedIn && <Link to={memberLink.to}>{memberLink.label}</Link>}
          <Link to="/admin/login">{t('home.adminLogin')}</Link>
        </nav>
        {/* the member centre switched off (openMemberCenter) takes every way into it off the page */}
        <Toolbar>{memberCenterOpen && memberLoggedIn && <MemberDropdown />}</Toolbar>
      </header>

      <main className="home-main">
        <section className="home-hero">
          <h1 className="home-title">{siteName}</h1>
          <p className="home-tagline">{t('home.tagline')}</p>
          <p className="home-intro">{t('home.intro')}</p>
          <div className="home-actions">
            {memberCenterOpen && (
              <Link to={memberLink.to} className="home-cta is-primary">
                {memberLink.label}
              </Link>
            )}
            <Link to="/admin/login" className="home-cta">
              {t('home.adminLogin')}
            </Link>
          </div>
        </section>

        <section className="home-features" aria-label={t('home.tagline')}>
          {features.map((feature) => (
            <article key={feature.key} className="home-feature">
              <span className="home-feature-icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h2>{t(`home.features.${feature.key}.title`)}</h2>
              <p>{t(`home.features.${feature.key}.text`)}</p>
            </article>
          ))}
        </section>
      </main>

      <footer className="home-footer">
        <span>
          © {siteYear()} {siteName} {t('home.allRightsReserved')}
        </span>
        {recordNumber && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            <span className="visually-hidden">{t('home.record')}: </span>
            {recordNumber}
          </a>
        )}
      </footer>
    </div>
  );
}

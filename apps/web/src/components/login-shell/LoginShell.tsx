import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Toolbar } from '../toolbar/Toolbar';
import { LogoIcon } from '../icon/local-icons';
import { loadSite } from '../../app/bootstrap/site';
import { useSiteName } from '../../stores/site-config';
import { siteYear } from '../../utils/site-zone';
import './login-shell.css';

interface LoginShellProps {
  heading: string;
  subheading?: string;
  /** The home link's tooltip. */
  homeLabel: string;
  children: ReactNode;
}

/** The frame of both login pages: switches at the top, a centred card, the site name below. */
export function LoginShell({ heading, subheading, homeLabel, children }: LoginShellProps) {
  const siteName = useSiteName();
  useEffect(() => void loadSite().catch(() => {}), []);

  return (
    <div className="login-shell">
      <header className="login-shell-top">
        <Link to="/" className="login-shell-home" title={homeLabel}>
          <LogoIcon className="login-shell-logo" />
          <span>{siteName}</span>
        </Link>
        <Toolbar />
      </header>
      <main className="login-shell-main">
        <section className="login-card" aria-labelledby="login-heading">
          <h1 id="login-heading" className="login-card-heading">
            {heading}
          </h1>
          {subheading && <p className="login-card-subheading">{subheading}</p>}
          {children}
        </section>
      </main>
      <footer className="login-shell-footer">
        © {siteYear()} {siteName}
      </footer>
    </div>
  );
}

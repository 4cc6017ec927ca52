import type { ReactNode } from 'react';
import { useCallback, useEffect } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadSite } from '../../app/bootstrap/site';
import { Toolbar } from '../toolbar/Toolbar';
import './error-page.css';

interface ErrorPageProps {
  code: string;
  title: string;
  children: ReactNode;
}

/** Back to the previous page of this app, or home when there is none (react-router keeps `idx` in history.state). */
export function useGoBack() {
  const navigate = useNavigate();
  return useCallback(
    () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/')),
    [navigate],
  );
}

/** Frame of the 401 and 404 pages: big code, title, explanation, and the two ways out. */
export function ErrorPage({ code, title, children }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  useEffect(() => void loadSite().catch(() => {}), []);

  return (
    <div className="error-page">
      <header className="error-page-top">
        <Toolbar />
      </header>
      <main className="error-page-main">
        <p className="error-page-code" aria-hidden="true">
          {code}
        </p>
        <h1 className="error-page-title">{title}</h1>
        <div className="error-page-text">{children}</div>
        <div className="error-page-actions">
          <Button type="primary" size="large" onClick={() => navigate('/')}>
            {t('error-pages.backHome')}
          </Button>
          <Button size="large" onClick={goBack}>
            {t('error-pages.backPrevious')}
          </Button>
        </div>
      </main>
    </div>
  );
}

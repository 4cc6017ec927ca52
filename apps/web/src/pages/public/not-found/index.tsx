import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPage, useGoBack } from '../../../components/error-page/ErrorPage';

/** Seconds before the page goes back on its own. */
const AUTO_RETURN_SECONDS = 10;

export default function NotFoundPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const [seconds, setSeconds] = useState(AUTO_RETURN_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      goBack();
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, goBack]);

  return (
    <ErrorPage code="404" title={t('route.notFound')}>
      <p>{t('error-pages.notFound.problemsTip')}</p>
      <p>{t('error-pages.notFound.autoReturn')}</p>
      <p data-testid="auto-return">{t('error-pages.notFound.countdown', { seconds })}</p>
    </ErrorPage>
  );
}

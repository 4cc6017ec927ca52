import { Result } from 'antd';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../app/route-handle';

/** Shown for a menu rule whose page has not been built yet. */
export default function PageNotAvailable() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle?.title ? t(handle.title) : '';
  return (
    <Result
      status="info"
      title={<h1 className="page-result-title">{t('page.notAvailable')}</h1>}
      subTitle={t('page.notAvailableTip', { title })}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../components/error-page/ErrorPage';

export default function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <ErrorPage code="401" title={t('route.noPermission')}>
      <p>{t('error-pages.noPermission.tip')}</p>
      <p>{t('error-pages.noPermission.suggestion')}</p>
    </ErrorPage>
  );
}

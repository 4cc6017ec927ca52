import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LoadingDots } from '../../../components/loading-dots/LoadingDots';

/** A member list page's "read it again" (a phone has no reload key): the loading spinner while the list is being read. Native: the shop page renders no antd. */
export function RefreshButton({ onRefresh, loading }: { onRefresh(): unknown; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="app-button is-icon" aria-label={t('layout.refresh')} title={t('layout.refresh')} aria-busy={loading} disabled={loading} onClick={() => void onRefresh()} data-testid="refresh">
      {loading ? <LoadingDots size={14} /> : <ReloadOutlined aria-hidden="true" />}
    </button>
  );
}

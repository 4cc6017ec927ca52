import { Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A member list page's "read it again" (a phone has no reload key): spins while the list is being read. */
export function RefreshButton({ onRefresh, loading }: { onRefresh(): unknown; loading?: boolean }) {
  const { t } = useTranslation();
  return <Button icon={<ReloadOutlined />} aria-label={t('layout.refresh')} title={t('layout.refresh')} loading={loading} onClick={() => void onRefresh()} data-testid="refresh" />;
}

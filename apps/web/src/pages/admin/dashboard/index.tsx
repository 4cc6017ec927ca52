import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { CoffeeOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dashboardQuery } from '../../../api/admin-queries';
import { AdminAvatar } from '../../../layouts/admin/AdminAvatar';
import { useAdminInfo } from '../../../stores/admin-info';
import { useSiteConfig } from '../../../stores/site-config';
import { siteGreetingPeriod } from '../../../utils/greeting';
import { fullUrl } from '../../../utils/url';
import { formatDateTime } from '../../../utils/date';
import { isPaused, loadWorkingTime, splitSeconds, togglePause, workedSeconds, type WorkingTime } from './working-time';
import { StatsPanel } from './StatsPanel';
import './dashboard.css';

/** Today's working time, ticking every second unless paused. */
function WorkingTimer() {
  const { t } = useTranslation();
  const [time, setTime] = useState<WorkingTime>(() => loadWorkingTime());
  const [, setTick] = useState(0);
  const paused = isPaused(time);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => window.clearInterval(timer);
  }, [paused]);

  const parts = splitSeconds(workedSeconds(time));
  return (
    <div className="dashboard-working">
      <p className="dashboard-working-time" data-testid="dashboard-working-time">
        {t('dashboard.workedToday', { time: t('dashboard.duration', parts) })}
      </p>
      <Button
        size="small"
        icon={paused ? <PlayCircleOutlined /> : <CoffeeOutlined />}
        aria-pressed={paused}
        onClick={() => setTime((current) => togglePause(current))}
      >
        {t(paused ? 'dashboard.continueWork' : 'dashboard.takeBreak')}
      </Button>
    </div>
  );
}

/** The dashboard: the greeting of the hour, the rule's remark and the working-time counter, then the operator's figures. */
export default function Dashboard() {
  const { t } = useTranslation();
  const { nickname, avatar, last_login_time: lastLogin } = useAdminInfo();
  const { cdnUrl, version } = useSiteConfig();
  // the help text of the dashboard rule and the figures, read again on each visit and after an
  // admin's action on a row; a failed call shows no remark and offers a retry
  const { data, isFetching, isError, refetch } = useQuery(dashboardQuery());
  const remark = typeof data?.remark === 'string' ? data.remark : '';
  const stats = data?.stats ?? null;
  const greeting = t(`dashboard.greeting.${siteGreetingPeriod()}`);

  return (
    <div className="dashboard">
      <section className="dashboard-welcome" aria-labelledby="dashboard-greeting">
        <div className="dashboard-welcome-body">
          <AdminAvatar size={64} src={avatar ? fullUrl(avatar, cdnUrl) : undefined} />
          <div className="dashboard-welcome-text">
            <h1 className="dashboard-hello" id="dashboard-greeting" data-testid="dashboard-greeting">
              {t('dashboard.hello', { nickname, greeting })}
            </h1>
            <p className="dashboard-subtitle" data-testid="dashboard-remark">
              {remark || t('dashboard.welcomeBack')}
            </p>
          </div>
          <WorkingTimer />
        </div>
        <dl className="dashboard-facts">
          <div>
            <dt>{t('dashboard.lastLogin')}</dt>
            <dd>{formatDateTime(lastLogin) || '-'}</dd>
          </div>
          <div>
            <dt>{t('dashboard.siteVersion')}</dt>
            <dd>{version || '-'}</dd>
          </div>
        </dl>
      </section>
      <StatsPanel stats={stats} loading={isFetching} error={isError || (!!data && !data.stats)} onRefresh={() => void refetch()} />
    </div>
  );
}

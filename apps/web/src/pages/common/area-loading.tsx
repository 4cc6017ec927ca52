import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCancel } from '../../api/http';
import { ApiCodeError } from '../../api/request';
import { lazyInAntd } from '../../app/antd-lazy';
import { loadAreaBootstrap } from '../../app/bootstrap/lazy';
import { resolveLoadingTarget } from '../../app/loading-target';
import { LOGIN_PATH, sideOf } from '../../app/navigation';
import { useAdminInfo } from '../../stores/admin-info';
import { useMemberCenter } from '../../stores/member-center';
import { useNavTabs } from '../../stores/nav-tabs';
import { useUserInfo } from '../../stores/user-info';
import { LoadingDots } from '../../components/loading-dots/LoadingDots';
import './area-loading.css';

/**
 * Only shown when loading fails, with the antd scope: its illustrations stay out of every area's
 * first load, and this screen, which every first visit to an area shows, renders no antd (native
 * buttons), so a member page drawn without antd loads none.
 */
const Result = lazyInAntd(() => import('antd/es/result'));

const areas = {
  admin: { bootstrap: loadAreaBootstrap.admin, menus: () => useNavTabs.getState().tabsViewRoutes, session: useAdminInfo },
  user: { bootstrap: loadAreaBootstrap.user, menus: () => useMemberCenter.getState().viewRoutes, session: useUserInfo },
};

/** Problems the request layer already handles by leaving the page (login needed, redirect). */
const isHandledElsewhere = (error: unknown) =>
  isCancel(error) || (error instanceof ApiCodeError && (error.code === 302 || error.code === 303));

/**
 * `/admin/loading/:to?` and `/user/loading/:to?`: loads the area's rules, then goes to `to`
 * (the URL first asked for) or to the first menu entry.
 */
export default function AreaLoading() {
  const { t } = useTranslation();
  const { to } = useParams();
  const side = sideOf(useLocation().pathname);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const area = areas[side];
    area.bootstrap().then(
      () => {
        if (!active) return;
        const href = resolveLoadingTarget(side, to, area.menus());
        if (href) navigate(href, { replace: true });
        else setProblem(t('page.noMenus'));
      },
      (error: unknown) => {
        if (active && !isHandledElsewhere(error)) setProblem(error instanceof ApiCodeError ? error.message : t('page.loadFailedTip'));
      },
    );
    return () => {
      active = false;
    };
  }, [side, to, attempt, navigate, t]);

  const retry = () => {
    setProblem(null);
    setAttempt((count) => count + 1);
  };

  const backToLogin = () => {
    areas[side].session.getState().removeToken();
    navigate(LOGIN_PATH[side]);
  };

  if (problem) {
    return (
      <main className="area-loading">
        <Suspense fallback={null}>
          <Result
            status="warning"
            title={t('page.loadFailed')}
            subTitle={problem}
            extra={[
              <button key="retry" type="button" className="app-button is-primary" onClick={retry}>
                {t('page.retry')}
              </button>,
              <button key="login" type="button" className="app-button" onClick={backToLogin}>
                {t('page.backToLogin')}
              </button>,
            ]}
          />
        </Suspense>
      </main>
    );
  }

  return (
    <main className="area-loading" aria-busy="true">
      {/* not antd's Spin: it would add its code to the first load of every area */}
      <LoadingDots />
      <p className="area-loading-text">{t('route.loading')}</p>
    </main>
  );
}

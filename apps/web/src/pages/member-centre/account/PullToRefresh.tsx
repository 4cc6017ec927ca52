import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** How far (px, after the drag's damping) the list is pulled before letting go reads it again. */
export const PULL_THRESHOLD = 64;
const PULL_MAX = 96;

/**
 * Pull-to-refresh on a member list (issue #34): a finger dragging down from the top of the page
 * pulls an indicator out above the list; let go past the threshold, `onRefresh` reads the list
 * again. Beside the page's refresh button, never instead of it (a mouse, a keyboard). Only a
 * touch that starts with the page scrolled to the top pulls; with reduced motion the indicator
 * does not slide back or spin.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh(): unknown; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let startY: number | null = null;
    let distance = 0;
    const start = (e: TouchEvent) => {
      startY = e.touches.length === 1 && window.scrollY <= 0 && !busy.current ? e.touches[0].clientY : null;
      distance = 0;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0].clientY - startY;
      // scrolling up the page, or a second finger: not a pull
      if (dy <= 0 || e.touches.length !== 1) {
        if (distance) setPull((distance = 0));
        return;
      }
      distance = Math.min(PULL_MAX, dy / 2);
      setPull(distance);
      // the browser's own overscroll (a reload in some) stays out of it
      if (e.cancelable) e.preventDefault();
    };
    const end = () => {
      if (startY === null) return;
      startY = null;
      const reached = distance >= PULL_THRESHOLD;
      setPull((distance = 0));
      if (!reached) return;
      busy.current = true;
      setRefreshing(true);
      void Promise.resolve()
        .then(() => refresh.current())
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setRefreshing(false);
        });
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    el.addEventListener('touchcancel', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
      el.removeEventListener('touchcancel', end);
    };
  }, []);

  const height = refreshing ? 40 : pull;
  const label = refreshing ? t('layout.refreshing') : pull >= PULL_THRESHOLD ? t('layout.releaseToRefresh') : t('layout.pullToRefresh');
  return (
    <div ref={ref} className="member-pull" data-testid="pull-to-refresh">
      <div className={`member-pull-indicator${pull ? ' is-pulling' : ''}`} style={{ height }} aria-hidden={!height}>
        {height > 0 && (
          <span className="member-pull-label" role="status">
            <ReloadOutlined spin={refreshing} style={{ transform: refreshing ? undefined : `rotate(${Math.round(pull * 3)}deg)` }} /> {label}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}

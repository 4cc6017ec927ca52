import { useMemo, useState } from 'react';
import { Button, Tour, type TourProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminTourEndpoints as api } from '@app/contract';
import { endpointWrite } from '../../api/endpoint';
import { useWrite } from '../../api/write';
import { routePush } from '../../app/route-push';
import { useAdminTour } from '../../stores/admin-tour';
import { useLayoutConfig } from '../../stores/layout-config';
import { useNavTabs } from '../../stores/nav-tabs';
import { pageOf, tourSteps } from './tour-steps';

const markSeen = endpointWrite(api.set, { touches: () => [api.state] });
const p = (key: string) => `admin-tour.${key}`;

/**
 * The first-run tour (antd Tour): the layout's parts, then a new chain's first pages, each opened
 * when its step is reached. Closing it at any step ("skip", the cross, Escape, "finish") marks it
 * seen on the server for this admin.
 */
export default function AdminTour() {
  const { t } = useTranslation();
  const open = useAdminTour((state) => state.open);
  const close = useAdminTour((state) => state.close);
  const menus = useNavTabs((state) => state.tabsViewRoutes);
  const shrink = useLayoutConfig((state) => state.shrink);
  const mode = useLayoutConfig((state) => state.layout.layoutMode);
  const plans = useMemo(() => tourSteps(menus, shrink ? 'Classic' : mode, shrink), [menus, mode, shrink]);
  const [current, setCurrent] = useState(0);
  const seen = useWrite(markSeen);

  const go = (index: number) => {
    setCurrent(index);
    const page = plans[index]?.page;
    const menu = page ? pageOf(menus, page) : undefined;
    if (menu) void routePush(menu.path);
  };

  const dismiss = () => {
    close();
    setCurrent(0);
    seen.mutate({ seen: true });
  };

  const steps: TourProps['steps'] = plans.map((plan) => ({
    title: t(p(`steps.${plan.key}.title`)),
    description: t(p(`steps.${plan.key}.description`)),
    target: plan.target ? () => document.querySelector<HTMLElement>(plan.target!) as HTMLElement : null,
    placement: plan.placement,
  }));

  return (
    <Tour
      open={open}
      current={current}
      steps={steps}
      onChange={go}
      onClose={dismiss}
      rootClassName="admin-tour"
      indicatorsRender={(index, total) => <span className="admin-tour-count">{`${index + 1} / ${total}`}</span>}
      actionsRender={(buttons, info) => (
        <>
          {info.current < info.total - 1 ? (
            <Button size="small" type="text" onClick={dismiss} data-testid="admin-tour-skip">
              {t(p('skip'))}
            </Button>
          ) : null}
          {buttons}
        </>
      )}
    />
  );
}

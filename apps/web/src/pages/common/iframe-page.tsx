import { useState } from 'react';
import { useParams } from 'react-router';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { findMenu } from '../../app/rules/menu-tree';
import { sideOf } from '../../app/navigation';
import { useMemberCenter } from '../../stores/member-center';
import { useNavTabs } from '../../stores/nav-tabs';
import './iframe-page.css';

/** `/admin/iframe/:url` and `/user/iframe/:url`: an iframe-type menu entry. */
export default function IframePage() {
  const { t } = useTranslation();
  const url = useParams().url ?? '';
  const [loading, setLoading] = useState(true);
  const menus = useNavTabs((state) => state.tabsViewRoutes);
  const memberMenus = useMemberCenter((state) => state.viewRoutes);
  const menu = findMenu(sideOf() === 'admin' ? menus : memberMenus, (item) => item.menuType === 'iframe' && item.path.endsWith(encodeURIComponent(url)));
  // only web pages: a `javascript:` URL must not run in our origin
  const safeUrl = /^https?:\/\//i.test(url) || url.startsWith('/') ? url : 'about:blank';

  return (
    <Spin spinning={loading} wrapperClassName="iframe-page">
      <iframe className="iframe-page-frame" src={safeUrl} title={menu?.title ?? t('route.iframe')} onLoad={() => setLoading(false)} />
    </Spin>
  );
}

import { Layout } from 'antd';
import { Outlet, useMatch } from 'react-router';
import { useSiteConfig } from '../../stores/site-config';
import { AdminAside } from './AdminAside';
import { AdminHeader } from './AdminHeader';
import './admin-layout.css';

/**
 * The /admin frame: sidebar menu, header, page. Until the admin rules are loaded (and on the
 * loading screen) only the page is shown.
 */
export default function AdminLayout() {
  const initialized = useSiteConfig((state) => state.initialize);
  const onLoadingScreen = Boolean(useMatch('/admin/loading/*'));
  if (!initialized || onLoadingScreen) return <Outlet />;

  return (
    <Layout className="admin-layout" hasSider>
      <AdminAside />
      <Layout className="admin-layout-body">
        <AdminHeader />
        <Layout.Content className="admin-layout-main">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

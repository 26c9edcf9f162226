import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';
import { Breadcrumbs } from './breadcrumbs';

/** The content area of the seller and admin layouts: breadcrumbs over the routed page. */
export function PageContent({ padding = 24 }: { padding?: number }) {
  return (
    <Layout.Content style={{ padding, minWidth: 0 }}>
      <Breadcrumbs />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
}

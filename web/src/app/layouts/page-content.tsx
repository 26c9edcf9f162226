import { Layout } from 'antd';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../shared/ui/page-loading';
import { Breadcrumbs } from './breadcrumbs';

/** The content area of the seller and admin layouts: breadcrumbs over the routed page. */
export function PageContent() {
  return (
    <Layout.Content style={{ padding: 24 }}>
      <Breadcrumbs />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
}

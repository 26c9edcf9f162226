import { Card, Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { PageLoading } from '../../shared/ui/page-loading';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Layout data-testid="auth-layout" style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: 480, maxWidth: '95vw' }}>
        <Typography.Title level={3}>{t('appName')}</Typography.Title>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Card>
    </Layout>
  );
}

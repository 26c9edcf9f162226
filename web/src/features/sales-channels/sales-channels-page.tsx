import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegrationRequestForm } from './components/integration-request-form';
import { IntegrationRequestsTable } from './components/integration-requests-table';

export function SalesChannelsPage() {
  const { t } = useTranslation('salesChannels');
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      </div>
      <IntegrationRequestForm pageSize={page.pageSize} onCreated={() => setPage((p) => ({ ...p, page: 1 }))} />
      <IntegrationRequestsTable
        page={page.page}
        pageSize={page.pageSize}
        onPage={(p, size) => setPage({ page: size === page.pageSize ? p : 1, pageSize: size })}
      />
    </Space>
  );
}

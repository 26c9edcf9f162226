// Admin user detail, subscription tab: the seller's subscription and its history.
import { Alert, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscriptionDetails } from '../../../shared/subscription/subscription-details';
import { SubscriptionHistoryTable } from '../../../shared/subscription/subscription-history-table';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useUserSubscriptionQuery } from '../api/get-user-subscription';
import { useUserSubscriptionHistoryQuery } from '../api/get-user-subscription-history';

export function UserSubscriptionTab({ userId }: { userId: string }) {
  const { t } = useTranslation('subscription');
  const subscription = useUserSubscriptionQuery(userId);
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const history = useUserSubscriptionHistoryQuery(userId, paging.page, paging.pageSize);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {subscription.isPending ? (
        <PageLoading />
      ) : subscription.isError ? (
        <Alert type="error" showIcon title={subscription.error.message} />
      ) : (
        <SubscriptionDetails subscription={subscription.data} />
      )}
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('history.title')}
      </Typography.Title>
      <SubscriptionHistoryTable
        history={history}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
      />
    </Space>
  );
}

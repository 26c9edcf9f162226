import { Alert, Empty, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths, USER_TABS } from '../../../app/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminUserQuery } from '../api/admin-users-api';
import { UserInfoTab } from '../components/user-info-tab';
import { UserProductsTab } from '../components/user-products-tab';
import { UserSalesChannelsTab } from '../components/user-sales-channels-tab';
import { UserSubscriptionTab } from '../components/user-subscription-tab';
import { UserWalletTab } from '../components/user-wallet-tab';

/** /admin/users/:userId/:tab — user-info, wallet, subscription, sales channels (read-only) and products. */
export function AdminUserPage() {
  const { t } = useTranslation('admin');
  const { userId = '', tab = 'user-info' } = useParams();
  const navigate = useNavigate();
  const user = useAdminUserQuery(userId);
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <Alert type="error" showIcon title={user.error.message} />;
  const isSeller = user.data.userType === null;
  const tabContent = (key: (typeof USER_TABS)[number]) => {
    if (key === 'user-info') return <UserInfoTab user={user.data} />;
    if (key === 'wallet' || key === 'subscription') {
      // Only the open tab loads its data.
      if (key !== tab) return null;
      if (!isSeller) return <Empty description={t('wallet.notSeller')} />;
      return key === 'wallet' ? <UserWalletTab userId={userId} /> : <UserSubscriptionTab userId={userId} />;
    }
    if (key === 'products') {
      if (key !== tab) return null;
      return isSeller ? <UserProductsTab userId={userId} /> : <Empty description={t('products.notSeller')} />;
    }
    if (key !== tab) return null;
    return isSeller ? <UserSalesChannelsTab userId={userId} /> : <Empty description={t('salesChannels.notSeller')} />;
  };
  return (
    <>
      <Typography.Title level={3}>{user.data.fullName}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(paths.adminUser.href(userId, key as (typeof USER_TABS)[number]))}
        items={USER_TABS.map((key) => ({
          key,
          label: t(`userTabs.${key}`),
          children: tabContent(key),
        }))}
      />
    </>
  );
}

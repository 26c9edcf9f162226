import { Alert, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths, USER_TABS } from '../../../app/paths';
import { NotAvailableYet } from '../../../shared/ui/not-available-yet';
import { PageLoading } from '../../../shared/ui/page-loading';
import { useAdminUserQuery } from '../api/admin-users-api';
import { UserInfoTab } from '../components/user-info-tab';

/** /admin/users/:userId/:tab — user-info is built; the other tabs arrive with billing, channels and catalog. */
export function AdminUserPage() {
  const { t } = useTranslation('admin');
  const { userId = '', tab = 'user-info' } = useParams();
  const navigate = useNavigate();
  const user = useAdminUserQuery(userId);
  if (user.isPending) return <PageLoading />;
  if (user.isError) return <Alert type="error" showIcon title={user.error.message} />;
  return (
    <>
      <Typography.Title level={3}>{user.data.fullName}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(paths.adminUser.href(userId, key as (typeof USER_TABS)[number]))}
        items={USER_TABS.map((key) => ({
          key,
          label: t(`userTabs.${key}`),
          children: key === 'user-info' ? <UserInfoTab user={user.data} /> : <NotAvailableYet screen={t(`userTabs.${key}`)} />,
        }))}
      />
    </>
  );
}

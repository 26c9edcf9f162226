// The admin menu's Support item with the unread seller messages of both tabs.
import { Badge, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminSupportUnreadQuery } from '../api/get-admin-support-unread';

export function AdminSupportMenuLabel({ label }: { label: string }) {
  const { t } = useTranslation('adminSupport');
  const unread = useAdminSupportUnreadQuery();
  const count = (unread.data?.userInitiated.messages ?? 0) + (unread.data?.systemInitiated.messages ?? 0);
  return (
    <Space size={6}>
      <span>{label}</span>
      <Badge count={count} size="small" title={t('unreadTitle', { count })} data-testid="admin-menu-support-unread" />
    </Space>
  );
}

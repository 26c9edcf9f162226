// /admin/support: the user-initiated and system-initiated tabs, each with its unread count, over the routed tab.
import { Badge, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { paths, SUPPORT_KINDS } from '../../../app/paths';
import { useAdminSupportUnreadQuery } from '../api/get-admin-support-unread';
import { useSupportKind } from '../components/use-support-kind';

export function AdminSupportPage() {
  const { t } = useTranslation('adminSupport');
  const navigate = useNavigate();
  const kind = useSupportKind();
  const unread = useAdminSupportUnreadQuery();
  const counts = { 'user-initiated': unread.data?.userInitiated.messages, 'system-initiated': unread.data?.systemInitiated.messages };
  return (
    <>
      <Tabs
        data-testid="admin-support-tabs"
        activeKey={kind}
        onChange={(tab) => navigate(paths.adminSupport.href(tab as typeof kind))}
        items={SUPPORT_KINDS.map((tab) => ({
          key: tab,
          label: (
            <Space size={6} data-testid={`admin-support-tab-${tab}`}>
              {t(`tabs.${tab}`)}
              <Badge
                data-testid={`admin-support-tab-unread-${tab}`}
                count={counts[tab] ?? 0}
                title={t('unreadTitle', { count: counts[tab] ?? 0 })}
                size="small"
              />
            </Space>
          ),
        }))}
      />
      <Outlet />
    </>
  );
}

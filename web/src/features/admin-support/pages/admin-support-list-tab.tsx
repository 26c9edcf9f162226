// /admin/support/{tab}: the tab's chats, latest activity first, with filters kept in the address and a pager.
import { Alert, Button, List, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminSupportChatSummary } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { useAdminSupportChatsQuery } from '../api/list-admin-support-chats';
import { AdminSupportChatItem } from '../components/admin-support-chat-item';
import { AdminSupportFilters, type AdminSupportFilterValues } from '../components/admin-support-filters';
import { readListParams, writeListParams } from '../components/admin-support-list-params';
import { useSupportKind } from '../components/use-support-kind';

const PAGE_SIZE = 20;

export function AdminSupportListTab() {
  const { t } = useTranslation('adminSupport');
  const kind = useSupportKind();
  const [params, setParams] = useSearchParams();
  const { page, ...values } = readListParams(params);
  const list = useAdminSupportChatsQuery({
    kind,
    page,
    pageSize: PAGE_SIZE,
    status: values.status,
    awaitingReply: values.awaitingReply ? 'true' : undefined,
    search: values.search,
  });
  const update = (patch: AdminSupportFilterValues & { page?: number }) =>
    setParams(writeListParams({ ...values, page: 1, ...patch }), { replace: true });
  const filtered = Boolean(values.status || values.awaitingReply || values.search);
  const base = paths.adminSupport.href(kind);
  return (
    <>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', alignItems: 'start' }}>
        <AdminSupportFilters key={kind} values={values} onChange={update} />
        <Link to={`${base}/new`} data-testid="admin-support-new">
          <Button type="primary">{t('newChat')}</Button>
        </Link>
      </Space>
      {list.isError ? <Alert type="error" showIcon title={list.error.message} /> : null}
      <List<AdminSupportChatSummary>
        data-testid={`admin-support-list-${kind}`}
        bordered
        loading={list.isFetching && !list.data}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: filtered ? t('emptyFiltered') : t('empty') }}
        rowKey="id"
        pagination={
          (list.data?.total ?? 0) > PAGE_SIZE
            ? { current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: (p) => update({ ...values, page: p }) }
            : false
        }
        renderItem={(chat) => (
          <AdminSupportChatItem chat={chat} href={`${base}/${chat.id}`} listSearch={params.size > 0 ? `?${params.toString()}` : ''} />
        )}
      />
    </>
  );
}

// shipments/inbound: the seller's inbound shipments with type, status, search and date filters, pages, and bulk cancel.
import { Alert, Button, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { INBOUND_STATUSES, INBOUND_TYPES, type InboundShipmentSummary } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { useFormatters } from '../../../shared/format/use-formatters';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useBulkCancelInbound, useInboundListQuery, type InboundFilters } from '../api/inbound-api';
import { DateRangeInput } from '../../../shared/ui/date-range-input';
import { InboundStatusTag } from '../components/status-tag';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

export const shipmentHref = (s: Pick<InboundShipmentSummary, 'id' | 'status'>) =>
  s.status === 'DRAFT' ? paths.editInboundShipmentDraft.href(s.id) : `${paths.shipmentsInbound.href()}/${s.id}`;

export function InboundListPage() {
  const { t } = useTranslation('shipments');
  const f = useFormatters();
  const [filters, setFilters] = useState<InboundFilters>({ page: 1, pageSize: 20 });
  const [selected, setSelected] = useState<InboundShipmentSummary[]>([]);
  const list = useInboundListQuery(filters);
  const bulkCancel = useBulkCancelInbound();
  const set = (patch: Partial<InboundFilters>) => setFilters((prev) => ({ ...prev, page: 1, ...patch }));
  const filtered = Boolean(filters.search || filters.status?.length || filters.type || filters.from);

  const cancelSelected = async () => {
    const ids = selected.map((s) => s.id);
    const sure = await confirm({
      title: t('cancel.confirmTitle', { count: ids.length }),
      content: t('cancel.confirmText'),
      okText: t('cancel.ok'),
      danger: true,
    });
    if (!sure) return;
    bulkCancel.mutate(ids, {
      onSuccess: (result) => {
        if (result.canceled) toasts.push({ type: 'success', message: t('cancel.done', { count: result.canceled }) });
        if (result.refused) toasts.push({ type: 'error', message: t('cancel.refused', { count: result.refused }) });
        setSelected([]);
      },
      onError: (err) => showApiError(err),
    });
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          data-testid="inbound-search"
          allowClear
          placeholder={t('list.search')}
          onSearch={(search) => set({ search: search.trim() || undefined })}
          style={{ width: 260, maxWidth: '100%' }}
        />
        <Select
          data-testid="inbound-filter-type"
          allowClear
          placeholder={t('list.type')}
          style={{ width: 150 }}
          onChange={(type?: InboundFilters['type']) => set({ type })}
          options={INBOUND_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <Select
          data-testid="inbound-filter-status"
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          maxTagCount="responsive"
          placeholder={t('list.status')}
          style={{ width: 240, maxWidth: '100%' }}
          onChange={(status: NonNullable<InboundFilters['status']>) => set({ status: status.length ? status : undefined })}
          options={INBOUND_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <DateRangeInput
          testId="inbound-filter-dates"
          ariaLabel={t('list.created')}
          onChange={(range) => set({ from: range?.from, to: range?.to })}
        />
      </Space>
      {selected.length ? (
        <Space wrap>
          <Button data-testid="inbound-bulk-cancel" danger loading={bulkCancel.isPending} onClick={() => void cancelSelected()}>
            {t('list.cancelSelected', { count: selected.length })}
          </Button>
        </Space>
      ) : null}
      {list.isError ? <Alert type="error" showIcon title={list.error.message} /> : null}
      <Table<InboundShipmentSummary>
        data-testid="inbound-table"
        rowKey="id"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: emptyUntilAnswered(list, filtered ? t('list.emptyFiltered') : t('list.empty')) }}
        rowSelection={{
          selectedRowKeys: selected.map((s) => s.id),
          onChange: (_keys, rows) => setSelected(rows),
          // Drafts are deleted, not canceled; a canceled one stays so. The server refuses the rest with its reason.
          getCheckboxProps: (s) => ({ disabled: s.status === 'DRAFT' || s.status === 'CANCELED' }),
        }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('list.total', { count: total, n: f.number(total) }),
          showSizeChanger: true,
          onChange: (page, pageSize) => setFilters((prev) => ({ ...prev, page, pageSize })),
        }}
        columns={[
          {
            key: 'number',
            title: t('list.columns.number'),
            render: (_, s) => (
              <Link data-testid="inbound-row-link" to={shipmentHref(s)}>
                {s.number}
              </Link>
            ),
          },
          { key: 'type', title: t('list.columns.type'), render: (_, s) => t(`types.${s.type}`) },
          { key: 'status', title: t('list.columns.status'), render: (_, s) => <InboundStatusTag status={s.status} /> },
          { key: 'statusChangedAt', title: t('list.columns.statusChangedAt'), render: (_, s) => f.dateTime(s.statusChangedAt) },
          { key: 'tracking', title: t('list.columns.tracking'), render: (_, s) => s.trackingNumber || '—' },
          { key: 'products', title: t('list.columns.products'), render: (_, s) => f.number(s.productCount) },
          { key: 'pieces', title: t('list.columns.pieces'), render: (_, s) => f.number(s.pieceCount) },
          { key: 'createdAt', title: t('list.columns.createdAt'), render: (_, s) => f.date(s.createdAt) },
        ]}
      />
      <Outlet />
    </Space>
  );
}

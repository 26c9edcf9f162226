// /admin/warehouse/locations: the warehouse's bins. Everyone in the admin area searches, filters, pages and prints
// labels for the selected bins; warehouse managers also create bins (one or a range) and deactivate or reactivate them.
import { PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLocale, type LocationView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { formatDate } from '../../../shared/format/dates';
import { useSession } from '../../../shared/session/session-store';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useLocationsQuery, type LocationFilters } from './api/list-locations';
import { openLabelsPdf } from './api/open-labels-pdf';
import { useSetLocationActiveMutation } from './api/set-location-active';
import { BinStockDrawer } from './components/bin-stock-drawer';
import { CreateLocationsModal } from './components/create-locations-modal';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';

export function LocationsTab() {
  const { t, i18n } = useTranslation('locations');
  const locale = resolveLocale(i18n.resolvedLanguage);
  const isManager = useSession().user?.userType === 'WAREHOUSE_MANAGER';
  const [filters, setFilters] = useState<LocationFilters>({ page: 1, pageSize: 50 });
  const [selected, setSelected] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const locations = useLocationsQuery(filters);
  const setActive = useSetLocationActiveMutation();
  const set = (patch: Partial<LocationFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  const toggle = async (bin: LocationView) => {
    const deactivating = bin.active;
    const confirmed = await confirm({
      title: t(deactivating ? 'deactivate.title' : 'reactivate.title', { code: bin.code }),
      content: t(deactivating ? 'deactivate.content' : 'reactivate.content'),
      okText: t(deactivating ? 'deactivate.ok' : 'reactivate.ok'),
      danger: deactivating,
    });
    if (!confirmed) return;
    try {
      await setActive.mutateAsync({ code: bin.code, active: !deactivating });
      toasts.push({ type: 'success', message: t(deactivating ? 'deactivate.done' : 'reactivate.done', { code: bin.code }) });
    } catch (err) {
      showApiError(err);
    }
  };

  const print = async () => {
    setPrinting(true);
    try {
      await openLabelsPdf(selected, locale);
    } catch (err) {
      showApiError(err);
    } finally {
      setPrinting(false);
    }
  };

  const filtered = Boolean(filters.search || filters.active);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="locations-tab">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Space wrap>
          <Button data-testid="print-labels" icon={<PrinterOutlined />} disabled={selected.length === 0} loading={printing} onClick={print}>
            {t('printLabels', { count: selected.length })}
          </Button>
          {isManager ? (
            <Button data-testid="create-locations" type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('create.open')}
            </Button>
          ) : null}
        </Space>
      </Space>
      {isManager ? null : <Alert type="info" showIcon title={t('managersOnly')} />}
      <Space wrap>
        <Input.Search
          data-testid="locations-search"
          allowClear
          placeholder={t('search')}
          onSearch={(search) => set({ search: search.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Select
          data-testid="locations-active"
          allowClear
          placeholder={t('status')}
          style={{ width: 160 }}
          onChange={(active?: 'true' | 'false') => set({ active })}
          options={[
            { value: 'true', label: t('active') },
            { value: 'false', label: t('inactive') },
          ]}
        />
      </Space>
      {locations.isError ? <Alert type="error" showIcon title={locations.error.message} /> : null}
      <Table<LocationView>
        data-testid="locations-table"
        scroll={{ x: 'max-content' }}
        size="small"
        rowKey="code"
        loading={locations.isFetching}
        dataSource={locations.data?.items ?? []}
        rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: emptyUntilAnswered(locations, filtered ? t('emptyFiltered') : t('empty')) }}
        pagination={{
          current: filters.page,
          pageSize: filters.pageSize,
          total: locations.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100, 200],
          onChange: (page, pageSize) => setFilters((f) => ({ ...f, page, pageSize })),
        }}
        columns={[
          {
            key: 'code',
            title: t('code'),
            render: (_, b) => (
              <Typography.Link strong data-testid={`bin-${b.code}`} onClick={() => setViewing(b.code)}>
                {b.code}
              </Typography.Link>
            ),
          },
          { key: 'zone', title: t('zone'), dataIndex: 'zone' },
          { key: 'aisle', title: t('aisle'), dataIndex: 'aisle' },
          { key: 'shelf', title: t('shelf'), dataIndex: 'shelf' },
          { key: 'units', title: t('units'), dataIndex: 'units' },
          {
            key: 'status',
            title: t('status'),
            render: (_, b) => (b.active ? <Tag color="green">{t('active')}</Tag> : <Tag>{t('inactive')}</Tag>),
          },
          { key: 'createdAt', title: t('createdAt'), render: (_, b) => formatDate(b.createdAt, locale) },
          ...(isManager
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, b: LocationView) => (
                    <Button data-testid={`toggle-${b.code}`} size="small" danger={b.active} onClick={() => toggle(b)}>
                      {b.active ? t('deactivate.button') : t('reactivate.button')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {creating ? <CreateLocationsModal onClose={() => setCreating(false)} /> : null}
      <BinStockDrawer code={viewing} onClose={() => setViewing(null)} />
    </Space>
  );
}

// /test-table: the shared PagedTable with everything a list screen needs, on demo rows made in the page. Copy from here.
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/dates';
import { formatMoney } from '../../../shared/format/money';
import { PagedTable } from '../../../shared/ui/paged-table';
import { DEMO_STATUSES, demoCsv, demoOrders, demoPage, type DemoFilters, type DemoOrder, type DemoStatus } from '../demo/demo-orders';

const STATUS_COLORS: Record<DemoStatus, string> = { NEW: 'blue', PACKED: 'gold', SHIPPED: 'green', CANCELLED: 'default' };
// Long enough to see the loading state; a real list answers from the server instead.
const SLOW_MS = 1500;

function saveCsv(rows: DemoOrder[]) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([demoCsv(rows)], { type: 'text/csv' }));
  link.download = 'demo-orders.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export function TableShowcasePage() {
  const { t, i18n } = useTranslation('showcase');
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const rows = useMemo(() => demoOrders(), []);
  const [filters, setFilters] = useState<DemoFilters>({ page: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [slow, setSlow] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [failing, setFailing] = useState(false);
  // The same shape as a list endpoint's query: a key with every filter, and a function that answers one page.
  const query = useQuery({
    queryKey: ['showcase', 'orders', filters, { slow, empty, failing }],
    queryFn: async () => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      if (failing) throw new Error(t('table.failure'));
      return demoPage(empty ? [] : rows, filters);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const set = (patch: Partial<DemoFilters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const filtered = Boolean(filters.search || filters.status);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('table.title')}
      </Typography.Title>
      <Alert type="info" showIcon title={t('table.about')} />
      <Space wrap>
        <Input.Search
          data-testid="showcase-search"
          allowClear
          placeholder={t('table.search')}
          onSearch={(search) => set({ search: search || undefined })}
          style={{ width: 240 }}
        />
        <Select<DemoStatus>
          data-testid="showcase-status"
          allowClear
          placeholder={t('table.status')}
          style={{ width: 160 }}
          onChange={(status) => set({ status })}
          options={DEMO_STATUSES.map((s) => ({ value: s, label: t(`table.statuses.${s}`) }))}
        />
        <Button
          data-testid="showcase-download"
          icon={<DownloadOutlined />}
          onClick={() => saveCsv(selected.length ? rows.filter((r) => selected.includes(r.id)) : rows)}
        >
          {selected.length ? t('table.downloadSelected', { count: selected.length }) : t('table.downloadAll')}
        </Button>
      </Space>
      <Space wrap size="large">
        <Space>
          <Switch data-testid="showcase-slow" checked={slow} onChange={setSlow} />
          {t('table.slow')}
        </Space>
        <Space>
          <Switch data-testid="showcase-empty" checked={empty} onChange={setEmpty} />
          {t('table.empty')}
        </Space>
        <Space>
          <Switch data-testid="showcase-failing" checked={failing} onChange={setFailing} />
          {t('table.failing')}
        </Space>
      </Space>
      <PagedTable<DemoOrder>
        query={query}
        testId="showcase-table"
        emptyText={filtered ? t('table.emptyFiltered') : t('table.emptyText')}
        page={filters.page}
        pageSize={filters.pageSize}
        onPage={(page, pageSize) => setFilters((f) => ({ ...f, page, pageSize }))}
        showSizeChanger
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]), preserveSelectedRowKeys: true }}
        columns={[
          { key: 'number', title: t('table.columns.number'), dataIndex: 'number' },
          { key: 'customer', title: t('table.columns.customer'), dataIndex: 'customer' },
          {
            key: 'status',
            title: t('table.columns.status'),
            render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{t(`table.statuses.${r.status}`)}</Tag>,
          },
          { key: 'total', title: t('table.columns.total'), align: 'right', render: (_, r) => formatMoney(r.totalCents, locale) },
          { key: 'createdAt', title: t('table.columns.createdAt'), render: (_, r) => formatDate(r.createdAt, locale, true) },
        ]}
      />
    </Space>
  );
}

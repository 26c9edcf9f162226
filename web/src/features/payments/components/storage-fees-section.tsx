// Storage fees: this month so far, the monthly charges (period, average daily volume, price, paid) and their report.
import { Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageFeeView } from '@ledgerhouse/contracts';
import { PagedTable } from '../../../shared/ui/paged-table';
import { downloadStorageFeeReport } from '../api/download-storage-fee-report';
import { useCurrentStorageQuery } from '../api/get-current-storage';
import { useStorageFeesQuery } from '../api/list-storage-fees';
import { LoadFailedAlert } from './load-failed-alert';
import { ReportDownload } from './report-download';
import { useFormatters } from '../../../shared/format/use-formatters';

const PAGE_SIZE = 12;

export function StorageFeesSection() {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const fees = useStorageFeesQuery({ page, pageSize: PAGE_SIZE });
  const current = useCurrentStorageQuery();
  const cubicFeet = (value: number) => t('storage.cubicFeet', { value: format.number(value) });
  return (
    <Card title={t('storage.title')} data-testid="storage-fees">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {current.data ? (
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('storage.today')}>{cubicFeet(current.data.cubicFeetToday)}</Descriptions.Item>
            <Descriptions.Item label={t('storage.monthAverage')}>
              {t('storage.averageOver', { volume: cubicFeet(current.data.averageDailyCubicFeet), days: current.data.daysRecorded })}
            </Descriptions.Item>
            <Descriptions.Item label={t('storage.price')}>
              {t('storage.pricePerCubicFoot', { price: format.money(current.data.priceCentsPerCubicFootMonth) })}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        <PagedTable<StorageFeeView>
          query={fees}
          testId="storage-fees-table"
          emptyText={t('storage.empty')}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          showSizeChanger={false}
          errorAlert={<LoadFailedAlert onRetry={() => void fees.refetch()} />}
          columns={[
            { key: 'period', title: t('storage.period'), render: (_, f) => format.month(f.period) },
            { key: 'volume', title: t('storage.averageDaily'), render: (_, f) => cubicFeet(f.averageDailyCubicFeet) },
            { key: 'price', title: t('storage.amount'), align: 'right', render: (_, f) => format.money(f.priceCents) },
            {
              key: 'paid',
              title: t('storage.status'),
              render: (_, f) => (f.paid ? <Tag color="green">{t('storage.paid')}</Tag> : <Tag color="red">{t('storage.notPaid')}</Tag>),
            },
          ]}
        />
        <ReportDownload
          withCategory={false}
          testId="storage-report"
          download={({ format: fileFormat, from, to }) => downloadStorageFeeReport({ format: fileFormat, from, to }, format.locale)}
        />
      </Space>
    </Card>
  );
}

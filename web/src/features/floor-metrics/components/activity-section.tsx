// Units received, placed, picked and packed per hour or day, per staff member: the chart sums the chosen staff
// member (or everyone), the table lists each one.
import { Select, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorActivityRow } from '@ledgerhouse/contracts';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useFloorActivityQuery, type FloorBucket } from '../api/get-floor-activity';
import type { FloorPeriod } from '../api/floor-period';
import { ChartWithTable } from './chart-with-table';

const KINDS = ['received', 'placed', 'picked', 'packed'] as const;

export function ActivitySection({ period, bucket }: { period: FloorPeriod; bucket: FloorBucket }) {
  const { t } = useTranslation('floorMetrics');
  const activity = useFloorActivityQuery(period, bucket);
  const [staffId, setStaffId] = useState<string | null>(null);
  const rows = useMemo(() => activity.data?.rows ?? [], [activity.data]);
  const staff = useMemo(() => [...new Map(rows.map((r) => [r.staffId, r.staffName ?? r.staffId])).entries()], [rows]);
  const shown = staffId ? rows.filter((r) => r.staffId === staffId) : rows;
  const points = KINDS.flatMap((kind) => {
    const sums = new Map<string, number>();
    for (const r of shown) sums.set(r.bucket, (sums.get(r.bucket) ?? 0) + r[kind]);
    return [...sums].map(([x, y]) => ({ x, y, series: t(`kinds.${kind}`) }));
  }).sort((a, b) => a.x.localeCompare(b.x));
  const name = (r: FloorActivityRow) => r.staffName ?? r.staffId.slice(0, 8);
  return (
    <ChartWithTable
      title={t('activity.title')}
      testId="floor-activity"
      points={points}
      yTitle={t('units')}
      period={period}
      report={{ table: 'activity', bucket, staffId: staffId ?? undefined }}
      table={
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select<string>
            data-testid="floor-activity-staff"
            allowClear
            placeholder={t('activity.everyone')}
            style={{ width: '100%', maxWidth: 280 }}
            value={staffId ?? undefined}
            onChange={(value) => setStaffId(value ?? null)}
            options={staff.map(([value, label]) => ({ value, label }))}
          />
          <Table<FloorActivityRow>
            data-testid="floor-activity-table"
            size="small"
            scroll={{ x: 'max-content' }}
            rowKey={(r) => `${r.staffId}-${r.bucket}`}
            loading={activity.isFetching}
            dataSource={shown}
            locale={{ emptyText: emptyUntilAnswered(activity, t('activity.empty')) }}
            pagination={{ pageSize: 10 }}
            columns={[
              { key: 'staff', title: t('staff'), render: (_, r) => name(r) },
              { key: 'bucket', title: t(`buckets.${bucket}`), dataIndex: 'bucket' },
              ...KINDS.map((kind) => ({ key: kind, title: t(`kinds.${kind}`), dataIndex: kind, align: 'right' as const })),
            ]}
          />
        </Space>
      }
    />
  );
}

// Scan accuracy: wrong-item, wrong-bin and unknown-barcode refusals per 1,000 scans, per staff member.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScanAccuracyRow } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { emptyUntilAnswered } from '../../../shared/ui/empty-until-answered';
import { useScanAccuracyQuery } from '../api/get-scan-accuracy';
import type { FloorPeriod } from '../api/floor-period';
import { ChartWithTable } from './chart-with-table';

const REFUSALS = [
  ['wrongItem', 'wrongItemPerThousand'],
  ['wrongBin', 'wrongBinPerThousand'],
  ['unknownBarcode', 'unknownBarcodePerThousand'],
] as const;

export function AccuracySection({ period }: { period: FloorPeriod }) {
  const { t } = useTranslation('floorMetrics');
  const f = useFormatters();
  const accuracy = useScanAccuracyQuery(period);
  const rows = accuracy.data?.rows ?? [];
  const name = (r: ScanAccuracyRow) => r.staffName ?? r.staffId.slice(0, 8);
  return (
    <ChartWithTable
      title={t('accuracy.title')}
      testId="floor-accuracy"
      points={rows.flatMap((r) => REFUSALS.map(([kind, rate]) => ({ x: name(r), y: r[rate], series: t(`accuracy.${kind}`) })))}
      yTitle={t('accuracy.perThousand')}
      period={period}
      report={{ table: 'accuracy' }}
      table={
        <Table<ScanAccuracyRow>
          data-testid="floor-accuracy-table"
          size="small"
          rowKey="staffId"
          scroll={{ x: 'max-content' }}
          loading={accuracy.isFetching}
          dataSource={rows}
          locale={{ emptyText: emptyUntilAnswered(accuracy, t('accuracy.empty')) }}
          pagination={{ pageSize: 10 }}
          columns={[
            { key: 'staff', title: t('staff'), render: (_, r) => name(r) },
            { key: 'scans', title: t('accuracy.scans'), dataIndex: 'scans', align: 'right' },
            ...REFUSALS.map(([kind, rate]) => ({
              key: kind,
              title: `${t(`accuracy.${kind}`)} ‰`,
              align: 'right' as const,
              render: (_: unknown, r: ScanAccuracyRow) => `${f.number(r[rate])} (${r[kind]})`,
            })),
          ]}
        />
      }
    />
  );
}

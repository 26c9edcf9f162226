// /admin/floor-metrics: the warehouse floor's numbers for a period of whole days in the reader's time zone (the
// last 7 by default), per hour or per day.
import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorBucket } from '../api/get-floor-activity';
import { readerTimeZone, type FloorPeriod } from '../api/floor-period';
import { AccuracySection } from '../components/accuracy-section';
import { ActivitySection } from '../components/activity-section';
import { ReceivingSection } from '../components/receiving-section';
import { ShippingSection } from '../components/shipping-section';

const periodOf = (first: Dayjs, last: Dayjs): FloorPeriod => ({
  from: first.startOf('day').toDate().toISOString(),
  to: last.add(1, 'day').startOf('day').toDate().toISOString(),
  timeZone: readerTimeZone(),
});

export function FloorMetricsPage() {
  const { t } = useTranslation('floorMetrics');
  const [days, setDays] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const [bucket, setBucket] = useState<FloorBucket>('day');
  const period = periodOf(...days);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="floor-metrics">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Space wrap>
        <DatePicker.RangePicker
          data-testid="floor-period"
          allowClear={false}
          value={days}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(range) => range?.[0] && range[1] && setDays([range[0], range[1]])}
        />
        <Segmented<FloorBucket>
          data-testid="floor-bucket"
          value={bucket}
          onChange={setBucket}
          options={[
            { value: 'hour', label: t('buckets.hour') },
            { value: 'day', label: t('buckets.day') },
          ]}
        />
        <Typography.Text type="secondary">{t('timeZone', { zone: period.timeZone })}</Typography.Text>
      </Space>
      <ActivitySection period={period} bucket={bucket} />
      <ReceivingSection period={period} />
      <ShippingSection period={period} />
      <AccuracySection period={period} />
    </Space>
  );
}

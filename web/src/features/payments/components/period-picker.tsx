// A date range as the API wants it: ISO instants from the start of the first day to the end of the last.
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Period {
  from: string;
  to: string;
}

export function PeriodPicker({
  onChange,
  testId,
  missing = false,
}: {
  onChange(period: Period | undefined): void;
  testId?: string;
  missing?: boolean;
}) {
  const { t } = useTranslation('payments');
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      status={missing ? 'error' : undefined}
      placeholder={[t('period.from'), t('period.to')]}
      onChange={(range) => {
        const [start, end] = range ?? [];
        onChange(
          start && end ? { from: start.startOf('day').toDate().toISOString(), to: end.endOf('day').toDate().toISOString() } : undefined,
        );
      }}
    />
  );
}

// A statement month (YYYY-MM, UTC): months after the current one cannot be chosen.
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export const currentMonth = () => new Date().toISOString().slice(0, 7);

export function MonthPicker({ value, onChange, testId }: { value: string; onChange(month: string): void; testId: string }) {
  const { t } = useTranslation('statements');
  return (
    <DatePicker
      data-testid={testId}
      picker="month"
      allowClear={false}
      aria-label={t('month')}
      value={dayjs(`${value}-01`)}
      disabledDate={(date) => date.format('YYYY-MM') > currentMonth()}
      onChange={(date) => date && onChange(date.format('YYYY-MM'))}
    />
  );
}

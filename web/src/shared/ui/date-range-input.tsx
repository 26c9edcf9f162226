// A date range as the API wants it: ISO instants from the start of the first day to the end of the last.
import { DatePicker } from 'antd';

export interface DateRange {
  from: string;
  to: string;
}

export function DateRangeInput({
  onChange,
  ariaLabel,
  testId,
  missing = false,
  placeholder,
}: {
  onChange(range: DateRange | undefined): void;
  ariaLabel: string;
  testId?: string;
  missing?: boolean;
  placeholder?: [string, string];
}) {
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      status={missing ? 'error' : undefined}
      aria-label={ariaLabel}
      placeholder={placeholder}
      style={{ maxWidth: '100%' }}
      onChange={(range) => {
        const [start, end] = range ?? [];
        onChange(
          start && end ? { from: start.startOf('day').toDate().toISOString(), to: end.endOf('day').toDate().toISOString() } : undefined,
        );
      }}
    />
  );
}

// The quantity for the next scan only (empty: one unit); Enter puts the cursor back in the scan field.
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

export function NextScanQuantity({
  testId,
  value,
  onChange,
  backToScan,
}: {
  testId: string;
  value: number | null;
  onChange(value: number | null): void;
  backToScan(): void;
}) {
  const { t } = useTranslation('warehouseInbound');
  return (
    <InputNumber
      data-testid={testId}
      onPressEnter={backToScan}
      aria-label={t('check.quantity')}
      placeholder={t('check.quantity')}
      min={1}
      max={10_000}
      precision={0}
      value={value}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
      style={{ width: 220 }}
    />
  );
}

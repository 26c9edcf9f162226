// How a reorder threshold reads, in the reader's language (Insights and the product's page).
import type { TFunction } from 'i18next';
import type { ReorderAlertItem } from '@ledgerhouse/contracts';

export function thresholdText(t: TFunction<'insights'>, threshold: ReorderAlertItem['threshold']): string {
  if (threshold.basis === 'UNITS') return t('reorder.thresholdUnits', { count: threshold.value });
  return t('reorder.thresholdDays', { count: threshold.value, window: t('daysLeft.lastDays', { count: threshold.windowDays ?? 30 }) });
}

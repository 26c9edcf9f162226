// How an alert's level reads, in the reader's language; and the inbound draft an alert links to.
import type { TFunction } from 'i18next';
import type { ReorderAlertItem } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';

type Level = NonNullable<ReorderAlertItem['alert']>['level'];

export function levelText(t: TFunction<'insights'>, level: Level): string {
  if (level.daysLeft === null) return t('reorder.levelUnits', { count: level.available });
  return t('reorder.levelDays', { available: level.available, days: t('daysLeft.days', { count: level.daysLeft }) });
}

/** The inbound wizard opened with the product and the suggested quantity (the seller may change both). */
export const reorderDraftHref = (productId: string, quantity: number) =>
  `${paths.createInboundShipment.href()}?${new URLSearchParams({ productId, quantity: String(quantity) }).toString()}`;

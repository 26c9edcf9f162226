// An order's timeline, for the seller's order view and the warehouse's fulfillment modal (each passes its own query).
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrderTimelineView } from '@ledgerhouse/contracts';
import { useFormatters } from '../format/use-formatters';
import { EventTimeline } from './event-timeline';
import { orderTimelineText, type OrderTimelineTranslate } from './order-timeline-text';

export function OrderTimeline({ query }: { query: UseQueryResult<OrderTimelineView> }) {
  const { t } = useTranslation('orderTimeline');
  const f = useFormatters();
  // Keys built from event types: the typed `t` cannot check them, the unit spec checks each in both languages.
  const translate = t as unknown as OrderTimelineTranslate;
  return <EventTimeline query={query} testId="order-timeline" text={(entry) => orderTimelineText(entry, translate, f.money)} />;
}

// The shipment's causal timeline: every event with its time, who did it and, when impersonating, the staff member.
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters';
import { EventTimeline } from '../../../shared/timeline/event-timeline';
import { useInboundTimelineQuery } from '../api/inbound-api';
import { timelineText, type TimelineTranslate } from './timeline-text';

export function InboundTimeline({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation('shipments');
  const f = useFormatters();
  const timeline = useInboundTimelineQuery(shipmentId);
  // Keys built from event types: the typed `t` cannot check them, the unit spec checks each in both languages.
  const translate = t as unknown as TimelineTranslate;
  return <EventTimeline query={timeline} testId="inbound-timeline" text={(entry) => timelineText(entry, translate, f.money)} />;
}

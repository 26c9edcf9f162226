// The shipment's causal timeline: every event with its time, who did it and, when impersonating, the staff member.
// Scans come grouped per product and step ("20 received"), each group unfolding to its single scans.
import { Collapse, List, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboundTimelineEntry } from '@ledgerhouse/contracts';
import { useFormatters } from '../../../shared/format/use-formatters';
import { EventTimeline } from '../../../shared/timeline/event-timeline';
import { useInboundTimelineQuery } from '../api/inbound-api';
import { groupScans, type GroupedEntry } from './scan-groups';
import { timelineText, type TimelineTranslate } from './timeline-text';

type Grouped = GroupedEntry<InboundTimelineEntry>;

export function InboundTimeline({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation('shipments');
  const f = useFormatters();
  const timeline = useInboundTimelineQuery(shipmentId);
  const grouped = useMemo(
    () =>
      ({ ...timeline, data: timeline.data && { items: groupScans(timeline.data.items) } }) as unknown as UseQueryResult<{
        items: Grouped[];
      }>,
    [timeline],
  );
  // Keys built from event types: the typed `t` cannot check them, the unit spec checks each in both languages.
  const translate = t as unknown as TimelineTranslate;
  const text = (entry: InboundTimelineEntry) => timelineText(entry, translate, f.money);
  const details = (entry: Grouped) =>
    entry.scans.length < 2 ? null : (
      <Collapse
        ghost
        size="small"
        data-testid="timeline-scans"
        items={[
          {
            key: 'scans',
            label: t('timeline.scans', { count: entry.scans.length }),
            children: (
              <List
                size="small"
                dataSource={entry.scans}
                renderItem={(scan) => (
                  <List.Item key={scan.position}>
                    <Typography.Text>{text(scan)}</Typography.Text>{' '}
                    <Typography.Text type="secondary">{f.dateTime(scan.at)}</Typography.Text>
                  </List.Item>
                )}
              />
            ),
          },
        ]}
      />
    );
  return <EventTimeline query={grouped} testId="inbound-timeline" text={text} details={details} />;
}

// A stream's causal timeline (inbound shipments, orders): every event with its time, who did it and, when
// impersonating, the staff member. The area writes each event as a sentence in the reader's language.
import { Alert, Empty, Timeline, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../format/use-formatters';
import { PageLoading } from '../ui/page-loading';

export interface TimelineEntry {
  position: string;
  type: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  impersonatorId: string | null;
  impersonatorName: string | null;
  data: Record<string, unknown>;
}

export interface EventTimelineProps<E extends TimelineEntry> {
  query: UseQueryResult<{ items: E[] }>;
  /** The event as a sentence in the reader's language. */
  text: (entry: E) => string;
  /** What the entry may unfold to (e.g. the single scans of a step), under its sentence. */
  details?: (entry: E) => ReactNode;
  testId: string;
}

export function EventTimeline<E extends TimelineEntry>({ query, text, details, testId }: EventTimelineProps<E>) {
  const { t } = useTranslation('common');
  const f = useFormatters();
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  if (!query.data.items.length) return <Empty description={t('timeline.none')} />;
  const who = (entry: E) => {
    const actor = entry.actorName ?? (entry.actorId ? t('timeline.staff', { id: entry.actorId.slice(0, 8) }) : t('timeline.system'));
    if (!entry.impersonatorId) return t('timeline.by', { actor });
    const staff = entry.impersonatorName ?? t('timeline.staff', { id: entry.impersonatorId.slice(0, 8) });
    return t('timeline.impersonating', { staff, actor });
  };
  return (
    <Timeline
      data-testid={testId}
      items={query.data.items.map((entry) => ({
        key: entry.position,
        children: (
          <div data-testid="timeline-entry" data-type={entry.type}>
            <Typography.Text>{text(entry)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {f.dateTime(entry.at)} · {who(entry)}
            </Typography.Text>
            {details?.(entry)}
          </div>
        ),
      }))}
    />
  );
}

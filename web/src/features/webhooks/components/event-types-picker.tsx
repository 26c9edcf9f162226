// The event types as a grouped multi-select: a folding panel per topic, with a checkbox for the whole topic in its
// header and one per type inside; topics holding a chosen type (or else the first) open at start.
import { Alert, Checkbox, Collapse, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebhookEventTypesQuery } from '../api/list-event-types';
import { useEventTypeDescription } from './event-type-description';
import { groupEventTypes } from './event-type-groups';
import { useTopicLabel } from './use-topic-label';

export function EventTypesPicker({ value = [], onChange }: { value?: string[]; onChange?(value: string[]): void }) {
  const { t } = useTranslation('webhooks');
  const catalog = useWebhookEventTypesQuery();
  const topicLabel = useTopicLabel();
  const describe = useEventTypeDescription();
  const [open, setOpen] = useState<string[] | null>(null);
  if (catalog.isPending) return <Spin size="small" />;
  if (catalog.isError) return <Alert type="error" showIcon title={t('form.eventTypesLoadFailed')} />;
  const chosen = new Set(value);
  const groups = groupEventTypes(catalog.data);
  const startOpen = groups.filter((g) => g.types.some((e) => chosen.has(e.type))).map((g) => g.topic);
  const set = (types: string[], on: boolean) => {
    const next = new Set(value);
    for (const type of types) {
      if (on) next.add(type);
      else next.delete(type);
    }
    // Kept in catalog order, so an unchanged choice compares equal.
    onChange?.(catalog.data.map((e) => e.type).filter((type) => next.has(type)));
  };
  return (
    <Collapse
      size="small"
      data-testid="webhook-event-types"
      activeKey={open ?? (startOpen.length > 0 ? startOpen : groups.slice(0, 1).map((g) => g.topic))}
      onChange={(keys) => setOpen(keys)}
      items={groups.map((group) => {
        const types = group.types.map((e) => e.type);
        const count = types.filter((type) => chosen.has(type)).length;
        const testId = `event-topic-${group.name ?? group.topic}`;
        return {
          key: group.topic,
          // The header's checkbox chooses the whole topic without folding the panel.
          label: (
            <span onClick={(e) => e.stopPropagation()} data-testid={`${testId}-all`}>
              <Checkbox
                checked={count === types.length}
                indeterminate={count > 0 && count < types.length}
                onChange={(e) => set(types, e.target.checked)}
              >
                <Typography.Text strong>{topicLabel(group)}</Typography.Text>
              </Checkbox>
            </span>
          ),
          extra: (
            <Typography.Text type="secondary">
              {count}/{types.length}
            </Typography.Text>
          ),
          children: (
            <div style={{ display: 'grid', gap: 6 }} data-testid={testId}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {group.topic}
              </Typography.Text>
              {group.types.map((e) => (
                <Checkbox key={e.type} checked={chosen.has(e.type)} onChange={(ev) => set([e.type], ev.target.checked)}>
                  <Typography.Text code>{e.type}</Typography.Text>{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {describe(e.type, e.description)}
                  </Typography.Text>
                </Checkbox>
              ))}
            </div>
          ),
        };
      })}
    />
  );
}

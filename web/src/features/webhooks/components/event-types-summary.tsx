// An endpoint's event types in a list: the count, then a tag per whole topic chosen and per remaining type.
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebhookEventTypesQuery } from '../api/list-event-types';
import { groupEventTypes, summarizeSelection } from './event-type-groups';
import { useTopicLabel } from './use-topic-label';

export function EventTypesSummary({ eventTypes }: { eventTypes: string[] }) {
  const { t } = useTranslation('webhooks');
  const catalog = useWebhookEventTypesQuery();
  const topicLabel = useTopicLabel();
  const { topics, types } = summarizeSelection(eventTypes, groupEventTypes(catalog.data ?? []));
  return (
    <Space orientation="vertical" size={2}>
      <Typography.Text type="secondary">{t('eventsCount', { count: eventTypes.length })}</Typography.Text>
      <Space size={[0, 4]} wrap>
        {topics.map((g) => (
          <Tag key={g.topic} color="geekblue">
            {t('allOfTopic', { topic: topicLabel(g) })}
          </Tag>
        ))}
        {types.map((type) => (
          <Tag key={type}>{type}</Tag>
        ))}
      </Space>
    </Space>
  );
}

import { useTranslation } from 'react-i18next';
import type { EventTypeGroup } from './event-type-groups';

/** A topic's name in the app language; a topic the web does not know yet shows as it is. */
export function useTopicLabel() {
  const { t } = useTranslation('webhooks');
  return (group: Pick<EventTypeGroup, 'topic' | 'name'>) => (group.name ? t(`topics.${group.name}`) : group.topic);
}

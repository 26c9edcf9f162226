// An event type's description in the app language: the web's translation of the catalog, or the API's (English) text
// for a type this build does not know yet.
import { useTranslation } from 'react-i18next';

type Descriptions = Record<string, string | undefined>;

export function describeEventType(descriptions: Descriptions, type: string, fromApi: string): string {
  return descriptions[type] ?? fromApi;
}

export function useEventTypeDescription() {
  const { t } = useTranslation('webhooks');
  // Types hold dots, which i18next reads as nesting: the whole map is read once and looked up by type.
  const descriptions = t('eventTypeDescriptions', { returnObjects: true }) as Descriptions;
  return (type: string, fromApi: string) => describeEventType(descriptions, type, fromApi);
}

import { INTEGRATION_EVENTS } from '@ledgerhouse/contracts';
import en from '../../../i18n/en-US/webhooks.json';
import ru from '../../../i18n/ru-RU/webhooks.json';
import { describeEventType } from './event-type-description';

describe('event type descriptions', () => {
  const catalog = INTEGRATION_EVENTS.map((e) => e.type).sort();

  it.each([
    ['en-US', en.eventTypeDescriptions],
    ['ru-RU', ru.eventTypeDescriptions],
  ])('%s describes every public event type of the catalog and no other', (_locale, descriptions: Record<string, string>) => {
    expect(Object.keys(descriptions).sort()).toEqual(catalog);
    for (const text of Object.values(descriptions)) expect(text.length).toBeGreaterThan(10);
  });

  it('the English texts are the catalog’s own', () => {
    for (const e of INTEGRATION_EVENTS) expect((en.eventTypeDescriptions as Record<string, string>)[e.type]).toBe(e.description);
  });

  it('shows the translation, and the API text for a type this build does not know', () => {
    expect(describeEventType(ru.eventTypeDescriptions, 'order.placed.v1', 'A seller placed an order')).toMatch(/^Продавец оформил заказ/);
    expect(describeEventType(ru.eventTypeDescriptions, 'partner.thing.v1', 'A partner thing')).toBe('A partner thing');
  });
});

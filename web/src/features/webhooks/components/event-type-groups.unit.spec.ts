import { INTEGRATION_TOPICS } from '@ledgerhouse/contracts';
import { groupEventTypes, summarizeSelection, topicName } from './event-type-groups';

const type = (name: string, topic: string) => ({ type: name, topic, description: name });

describe('event types grouped by topic', () => {
  const catalog = [
    type('stock.changed.v1', INTEGRATION_TOPICS.inventory),
    type('order.shipped.v1', INTEGRATION_TOPICS.orders),
    type('partner.thing.v1', 'ledgerhouse.partner.v1'),
    type('order.placed.v1', INTEGRATION_TOPICS.orders),
    type('wallet.topped-up.v1', INTEGRATION_TOPICS.wallet),
  ];

  it('puts known topics in declaration order, unknown ones last, and sorts the types within each', () => {
    expect(groupEventTypes(catalog).map((g) => [g.topic, g.name, g.types.map((t) => t.type)])).toEqual([
      [INTEGRATION_TOPICS.orders, 'orders', ['order.placed.v1', 'order.shipped.v1']],
      [INTEGRATION_TOPICS.inventory, 'inventory', ['stock.changed.v1']],
      [INTEGRATION_TOPICS.wallet, 'wallet', ['wallet.topped-up.v1']],
      ['ledgerhouse.partner.v1', null, ['partner.thing.v1']],
    ]);
  });

  it('names a topic by its key in the integration topics, null when unknown', () => {
    expect(topicName('ledgerhouse.inbound.v1')).toBe('inbound');
    expect(topicName('elsewhere.v1')).toBeNull();
  });

  it('summarizes a whole topic as the topic and lists the remaining types one by one', () => {
    const groups = groupEventTypes(catalog);
    const summary = summarizeSelection(['order.placed.v1', 'order.shipped.v1', 'stock.changed.v1', 'gone.v1'], groups);
    expect(summary.topics.map((g) => g.name)).toEqual(['orders', 'inventory']);
    expect(summary.types).toEqual(['gone.v1']);
  });

  it('keeps single types of a partly chosen topic', () => {
    const summary = summarizeSelection(['order.shipped.v1'], groupEventTypes(catalog));
    expect(summary).toEqual({ topics: [], types: ['order.shipped.v1'] });
  });
});

import { decodeCloudEventMessage, encodeCloudEventMessage, type CloudEventMessage } from './cloud-event-codec';

const placed: CloudEventMessage = {
  id: '0000000000000042',
  type: 'com.ledgerhouse.order.placed.v1',
  key: 'order-7',
  sellerId: 'seller-1',
  time: '2026-11-25T10:00:00.000Z',
  correlationId: 'corr-1',
  data: { orderId: 'order-7', lines: [{ sku: 'A', quantity: 2 }] },
};

describe('CloudEvents binary-mode codec', () => {
  it('writes exactly the agreed headers, the key and the JSON of data', () => {
    const message = encodeCloudEventMessage(placed, '/ledgerhouse');
    expect(message.key).toBe('order-7');
    expect(JSON.parse(message.value!)).toEqual(placed.data);
    expect(message.headers).toEqual({
      ce_specversion: '1.0',
      ce_id: '0000000000000042',
      ce_source: '/ledgerhouse',
      ce_type: 'com.ledgerhouse.order.placed.v1',
      ce_time: '2026-11-25T10:00:00.000Z',
      ce_subject: 'order-7',
      ce_correlationid: 'corr-1',
      ce_sellerid: 'seller-1',
      'content-type': 'application/json',
    });
  });

  it('leaves ce_sellerid out for a warehouse-wide event', () => {
    const message = encodeCloudEventMessage({ ...placed, sellerId: null }, '/ledgerhouse');
    expect(Object.keys(message.headers)).not.toContain('ce_sellerid');
    expect(decodeCloudEventMessage(message).sellerId).toBeNull();
  });

  it('encodes the same event to the same message every time (a replay republishes identical messages)', () => {
    expect(encodeCloudEventMessage(placed, '/ledgerhouse')).toEqual(encodeCloudEventMessage({ ...placed }, '/ledgerhouse'));
  });

  it('decodes a message back to the event and its source', () => {
    expect(decodeCloudEventMessage(encodeCloudEventMessage(placed, '/shop-a'))).toEqual({ ...placed, source: '/shop-a' });
  });

  it('refuses a message without CloudEvents headers', () => {
    expect(() => decodeCloudEventMessage({ key: 'k', value: '{}', headers: {} })).toThrow();
  });
});

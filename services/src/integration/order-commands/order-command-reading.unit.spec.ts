import { ErrorCode, placeOrderCommandExample } from '@ledgerhouse/contracts';
import { readOrderCommand, type OrderCommandReading } from './order-command-reading';

const valueOf = (json: unknown) => JSON.stringify(json);
const { idempotencyKey: _key, ...withoutKey } = placeOrderCommandExample;

function refusalOf(reading: OrderCommandReading) {
  if (reading.ok) throw new Error('expected a refusal');
  return reading.refusal;
}

describe('reading an order command', () => {
  it('reads the contract example with the key from its value', () => {
    const reading = readOrderCommand({ value: valueOf(placeOrderCommandExample), headers: {} });
    expect(reading).toMatchObject({
      ok: true,
      idempotencyKey: 'erp-order-100045',
      command: { sellerId: placeOrderCommandExample.sellerId },
    });
  });

  it('takes the key from the idempotency-key header when the value has none, whatever the header name’s case', () => {
    expect(readOrderCommand({ value: valueOf(withoutKey), headers: { 'idempotency-key': 'header-key-1' } })).toMatchObject({
      ok: true,
      idempotencyKey: 'header-key-1',
    });
    expect(readOrderCommand({ value: valueOf(withoutKey), headers: { 'Idempotency-Key': 'header-key-2' } })).toMatchObject({
      ok: true,
      idempotencyKey: 'header-key-2',
    });
  });

  it('accepts the same key in the value and the header', () => {
    const reading = readOrderCommand({ value: valueOf(placeOrderCommandExample), headers: { 'idempotency-key': 'erp-order-100045' } });
    expect(reading.ok).toBe(true);
  });

  it('refuses different keys in the value and the header with VALIDATION_FAILED', () => {
    const refusal = refusalOf(
      readOrderCommand({ value: valueOf(placeOrderCommandExample), headers: { 'idempotency-key': 'another-key-1' } }),
    );
    expect(refusal).toEqual({
      reason: ErrorCode.VALIDATION_FAILED,
      message: 'The idempotencyKey field and the header idempotency-key differ',
    });
  });

  it('refuses a message with no key anywhere with VALIDATION_FAILED', () => {
    expect(refusalOf(readOrderCommand({ value: valueOf(withoutKey), headers: {} })).reason).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('refuses a malformed key in the header with VALIDATION_FAILED naming the header', () => {
    const refusal = refusalOf(readOrderCommand({ value: valueOf(withoutKey), headers: { 'idempotency-key': 'short' } }));
    expect(refusal.reason).toBe(ErrorCode.VALIDATION_FAILED);
    expect(refusal.message).toContain('header idempotency-key: Invalid value');
  });

  it.each([
    ['no value (a tombstone)', null],
    ['an empty value', '  '],
    ['broken JSON', '{"type":"place-order",'],
  ])('refuses %s with MALFORMED_JSON', (_case, value) => {
    expect(refusalOf(readOrderCommand({ value, headers: {} })).reason).toBe(ErrorCode.MALFORMED_JSON);
  });

  it('refuses a schema violation with VALIDATION_FAILED naming each field, never the values sent', () => {
    const bad = {
      ...placeOrderCommandExample,
      sellerId: 'not-a-uuid',
      order: { ...placeOrderCommandExample.order, buyer: { fullName: 'Ada Lovelace', phone: 'call me maybe' }, lines: [] },
      extra: true,
    };
    const refusal = refusalOf(readOrderCommand({ value: valueOf(bad), headers: {} }));
    expect(refusal.reason).toBe(ErrorCode.VALIDATION_FAILED);
    expect(refusal.message).toContain('sellerId: Invalid value');
    expect(refusal.message).toContain('order.buyer.phone:');
    expect(refusal.message).toContain('order.lines: Minimum length 1');
    expect(refusal.message).toContain('extra: ');
    expect(refusal.message).not.toContain('call me maybe');
    expect(refusal.message).not.toContain('Ada Lovelace');
  });

  it('refuses JSON that is no command (an array, an unknown type) with VALIDATION_FAILED', () => {
    expect(refusalOf(readOrderCommand({ value: '[1,2]', headers: {} })).reason).toBe(ErrorCode.VALIDATION_FAILED);
    expect(refusalOf(readOrderCommand({ value: valueOf({ ...placeOrderCommandExample, type: 'cancel-order' }), headers: {} })).reason).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });
});

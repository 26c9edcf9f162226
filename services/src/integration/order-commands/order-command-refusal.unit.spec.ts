import { ErrorCode, ORDER_COMMANDS_TOPIC } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { deadLetterOf } from './order-command-dead-letter';
import { refusalOf } from './order-command-refusal';

describe('order command refusals', () => {
  it('dead-letters an order rule’s refusal under its own code, with the lines it names', () => {
    const err = new DomainError(
      ErrorCode.ORDER_SKU_NOT_FOUND,
      {},
      { fields: [{ field: 'lines.1.sku', code: ErrorCode.ORDER_SKU_NOT_FOUND }] },
    );
    expect(refusalOf(err)).toEqual({
      reason: ErrorCode.ORDER_SKU_NOT_FOUND,
      message: 'Product with this SKU not found (lines.1.sku: Product with this SKU not found)',
    });
  });

  it('fills the parameters of a line’s message (units available)', () => {
    const err = new DomainError(
      ErrorCode.ORDER_INSUFFICIENT_STOCK,
      {},
      { fields: [{ field: 'lines.0.quantity', code: ErrorCode.ORDER_QUANTITY_EXCEEDS_AVAILABLE, params: { quantity: 3 } }] },
    );
    expect(refusalOf(err)?.reason).toBe(ErrorCode.ORDER_INSUFFICIENT_STOCK);
    expect(refusalOf(err)?.message).toContain('lines.0.quantity: 3 items available in stock');
  });

  it('dead-letters a taken order number as ORDER_NUMBER_TAKEN', () => {
    expect(refusalOf(new DomainError(ErrorCode.ORDER_NUMBER_TAKEN))?.reason).toBe(ErrorCode.ORDER_NUMBER_TAKEN);
  });

  it.each([
    ['a lost race', new DomainError(ErrorCode.CONCURRENCY_CONFLICT)],
    ['a server-side domain error', new DomainError(ErrorCode.SERVER_ERROR)],
    ['the database away', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a bug', new TypeError('cannot read properties of undefined')],
  ])('hands %s back for redelivery (no refusal)', (_case, err) => {
    expect(refusalOf(err)).toBeNull();
  });

  it('copies the original key, value and headers into the dead letter, with where it sat and why', () => {
    const original = {
      topic: ORDER_COMMANDS_TOPIC,
      partition: 2,
      offset: '41',
      key: 'seller-1',
      value: '{"broken":',
      headers: { 'idempotency-key': 'erp-order-1', 'content-type': 'application/json' },
    };
    const letter = deadLetterOf(
      original,
      { reason: 'MALFORMED_JSON', message: 'The message value is not JSON' },
      new Date('2026-11-24T10:00:00Z'),
    );
    expect(letter).toEqual({
      key: 'seller-1',
      value: '{"broken":',
      headers: {
        'idempotency-key': 'erp-order-1',
        'content-type': 'application/json',
        'dlt-reason': 'MALFORMED_JSON',
        'dlt-message': 'The message value is not JSON',
        'dlt-original-topic': ORDER_COMMANDS_TOPIC,
        'dlt-original-partition': '2',
        'dlt-original-offset': '41',
        'dlt-failed-at': '2026-11-24T10:00:00.000Z',
      },
    });
  });
});

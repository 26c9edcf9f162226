import { z } from 'zod';
import { createOrderBody } from '../api/orders';
import { ORDER_COMMANDS, orderCommandMessage, placeOrderCommandExample } from './order-commands';

describe('the order-commands topic contract', () => {
  it('accepts its own example', () => {
    expect(orderCommandMessage.safeParse(placeOrderCommandExample).success).toBe(true);
  });

  it('takes the order exactly as POST /api/orders does (the same schema object, not a copy)', () => {
    expect(orderCommandMessage.options[0].shape.order).toBe(createOrderBody);
  });

  it('refuses an unknown command type and an unknown top-level field', () => {
    expect(orderCommandMessage.safeParse({ ...placeOrderCommandExample, type: 'cancel-order' }).success).toBe(false);
    expect(orderCommandMessage.safeParse({ ...placeOrderCommandExample, extra: 1 }).success).toBe(false);
  });

  it('refuses an idempotency key the HTTP header would refuse', () => {
    expect(orderCommandMessage.safeParse({ ...placeOrderCommandExample, idempotencyKey: 'short' }).success).toBe(false);
    expect(orderCommandMessage.safeParse({ ...placeOrderCommandExample, idempotencyKey: 'has space in it' }).success).toBe(false);
  });

  it('has a JSON Schema of its input for the docs', () => {
    const schema = z.toJSONSchema(ORDER_COMMANDS.schema, { io: 'input', unrepresentable: 'any' }) as {
      oneOf?: unknown[];
      anyOf?: unknown[];
    };
    expect(JSON.stringify(schema)).toContain('"place-order"');
    expect(JSON.stringify(schema)).toContain('"lines"');
  });
});

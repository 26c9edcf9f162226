import { orderCommandOrderId } from './order-command-order-id';

describe('order command order ids', () => {
  it('gives one seller and key one id, and another seller or key another', () => {
    const seller = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
    const other = '0b6f3c1e-2a4d-4c55-9f0e-3d2a1b4c5d6e';
    expect(orderCommandOrderId(seller, 'erp-order-1')).toBe(orderCommandOrderId(seller, 'erp-order-1'));
    expect(orderCommandOrderId(seller, 'erp-order-1')).not.toBe(orderCommandOrderId(seller, 'erp-order-2'));
    expect(orderCommandOrderId(seller, 'erp-order-1')).not.toBe(orderCommandOrderId(other, 'erp-order-1'));
    expect(orderCommandOrderId(seller, 'erp-order-1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

// Stock through inventorySetQuantities against the simulator: compare-and-set with what Shopify last held, a stale
// compare value re-read and retried once, and one result per SKU.
import { sessionOf, useShopifyStore } from '../../../../test/support/shopify-test-store';

const store = useShopifyStore();

describe('Shopify connector: stock', () => {
  it('sets the available quantity at our location, with and without a compare value, and tells the listeners', async () => {
    const current = store();
    const heard: [string, number][] = [];
    current.simulator.onQuantity((sku, quantity) => heard.push([sku, quantity]));
    const first = await current.connector.pushStock(sessionOf(current), [
      { sku: 'MUG-1', quantity: 7, expected: null },
      { sku: 'TEE-M', quantity: 0, expected: 0 },
    ]);
    expect(first).toEqual([
      { sku: 'MUG-1', quantity: 7, status: 'ACCEPTED', message: null },
      { sku: 'TEE-M', quantity: 0, status: 'ACCEPTED', message: null },
    ]);
    expect(await current.connector.pushStock(sessionOf(current), [{ sku: 'MUG-1', quantity: 3, expected: 7 }])).toEqual([
      { sku: 'MUG-1', quantity: 3, status: 'ACCEPTED', message: null },
    ]);
    expect([current.simulator.quantityOf('MUG-1'), current.simulator.quantityOf('TEE-M')]).toEqual([3, 0]);
    expect(heard).toEqual(
      expect.arrayContaining([
        ['MUG-1', 7],
        ['TEE-M', 0],
        ['MUG-1', 3],
      ]),
    );
  });

  it('re-reads a stale compare value and sets the quantity on the second try, the rest of the batch with it', async () => {
    const current = store();
    await current.connector.pushStock(sessionOf(current), [{ sku: 'MUG-1', quantity: 5, expected: null }]);
    const before = current.simulator.callsOf('InventorySetQuantities');
    const results = await current.connector.pushStock(sessionOf(current), [
      { sku: 'MUG-1', quantity: 9, expected: 2 },
      { sku: 'TEE-M', quantity: 4, expected: 0 },
    ]);
    expect(results.map((result) => result.status)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect([current.simulator.quantityOf('MUG-1'), current.simulator.quantityOf('TEE-M')]).toEqual([9, 4]);
    expect(current.simulator.callsOf('InventorySetQuantities') - before).toBe(2);
  });

  it('rejects only the SKU Shopify refuses, with Shopify’s message, and applies the others', async () => {
    const current = store();
    const results = await current.connector.pushStock(sessionOf(current), [
      { sku: 'MUG-1', quantity: 2_000_000_000, expected: null },
      { sku: 'TEE-M', quantity: 6, expected: null },
    ]);
    expect(results).toEqual([
      { sku: 'MUG-1', quantity: 2_000_000_000, status: 'REJECTED', message: 'The quantity is invalid.' },
      { sku: 'TEE-M', quantity: 6, status: 'ACCEPTED', message: null },
    ]);
    expect([current.simulator.quantityOf('MUG-1'), current.simulator.quantityOf('TEE-M')]).toEqual([null, 6]);
  });

  it('pushes a full batch of 250 SKUs', async () => {
    const current = store();
    expect(current.connector.stockBatchSize).toBe(250);
    const items = Array.from({ length: 250 }, (_, i) => ({ sku: `SKU-${i}`, quantity: i, expected: null }));
    const results = await current.connector.pushStock(sessionOf(current), items);
    expect(results.every((result) => result.status === 'ACCEPTED')).toBe(true);
    expect(current.simulator.quantityOf('SKU-249')).toBe(249);
  });
});

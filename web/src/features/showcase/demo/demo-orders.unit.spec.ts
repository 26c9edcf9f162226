import { demoCsv, demoOrders, demoPage } from './demo-orders';

describe('showcase demo orders', () => {
  it('are the same on every load', () => {
    expect(demoOrders()).toEqual(demoOrders());
  });

  it('pages and filters like a list endpoint: search by number or customer, status, and the total of the hits', () => {
    const rows = demoOrders();
    expect(demoPage(rows, { page: 2, pageSize: 10 }).items.map((r) => r.number)[0]).toBe('SO-1011');
    const grace = demoPage(rows, { search: 'grace', page: 1, pageSize: 100 });
    expect(grace.items.every((r) => r.customer === 'Grace Hopper')).toBe(true);
    expect(grace.total).toBe(grace.items.length);
    const shipped = demoPage(rows, { status: 'SHIPPED', page: 1, pageSize: 100 });
    expect(shipped.items.every((r) => r.status === 'SHIPPED')).toBe(true);
    expect(demoPage(rows, { search: 'nobody', page: 1, pageSize: 10 })).toEqual({ items: [], total: 0 });
  });

  it('writes CSV with a header and quoted values', () => {
    const csv = demoCsv(demoOrders(2)).split('\n');
    expect(csv).toHaveLength(3);
    expect(csv[0]).toBe('number,customer,status,total,createdAt');
    expect(csv[1]).toMatch(/^"SO-1001","Ada Lovelace","[A-Z]+","\d+\.\d\d","2026-01-05T09:00:00.000Z"$/);
  });
});

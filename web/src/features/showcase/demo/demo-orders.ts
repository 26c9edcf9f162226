// Demo rows for the showcase, made in the page (no server): the same every time, so screenshots and tests can rely on them.
export const DEMO_STATUSES = ['NEW', 'PACKED', 'SHIPPED', 'CANCELLED'] as const;
export type DemoStatus = (typeof DEMO_STATUSES)[number];

export interface DemoOrder {
  id: string;
  number: string;
  customer: string;
  status: DemoStatus;
  totalCents: number;
  createdAt: string;
}

const CUSTOMERS = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Donald Knuth',
  'Margaret Hamilton',
];

export const DEMO_ORDER_COUNT = 57;

/** A small linear congruential generator: "random" figures that repeat on every load. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function demoOrders(count = DEMO_ORDER_COUNT): DemoOrder[] {
  const next = seeded(42);
  const start = Date.UTC(2026, 0, 5, 9, 0);
  return Array.from({ length: count }, (_, i) => ({
    id: `demo-${i + 1}`,
    number: `SO-${String(1001 + i)}`,
    customer: CUSTOMERS[i % CUSTOMERS.length],
    status: DEMO_STATUSES[Math.floor(next() * DEMO_STATUSES.length)],
    totalCents: 500 + Math.floor(next() * 50_000),
    createdAt: new Date(start + i * 7 * 3_600_000).toISOString(),
  }));
}

export interface DemoFilters {
  search?: string;
  status?: DemoStatus;
  page: number;
  pageSize: number;
}

/** What a list endpoint would answer: the filtered rows' page and their total. */
export function demoPage(rows: DemoOrder[], { search, status, page, pageSize }: DemoFilters): { items: DemoOrder[]; total: number } {
  const needle = search?.trim().toLowerCase();
  const hits = rows.filter(
    (r) => (!status || r.status === status) && (!needle || `${r.number} ${r.customer}`.toLowerCase().includes(needle)),
  );
  return { items: hits.slice((page - 1) * pageSize, page * pageSize), total: hits.length };
}

/** The rows as CSV, as a download would give them. */
export function demoCsv(rows: DemoOrder[]): string {
  const lines = rows.map((r) =>
    [r.number, r.customer, r.status, (r.totalCents / 100).toFixed(2), r.createdAt].map((v) => `"${v.replace(/"/g, '""')}"`).join(','),
  );
  return ['number,customer,status,total,createdAt', ...lines].join('\n');
}

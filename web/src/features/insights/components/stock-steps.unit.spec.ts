import type { StockSeries } from '@ledgerhouse/contracts';
import { stepData } from './stock-steps';

const levels = (total: number, reserved: number) => ({ total, reserved, available: total - reserved, cubicFeet: null });
const point = (at: string, total: number, reserved: number): StockSeries['points'][number] => ({
  ...levels(total, reserved),
  position: at,
  at,
  productId: 'p',
  sku: 'MUG',
  cause: 'STOCK_TAKING',
  documentId: 'd',
  document: null,
});

describe('stock chart steps', () => {
  const series: StockSeries = { opening: levels(3, 1), points: [point('2026-11-02T00:00:00.000Z', 5, 1)], truncated: false };

  it('starts at the opening level, steps at each change and holds the last level to the end of a past period', () => {
    const data = stepData(series, '2026-11-01T00:00:00.000Z', '2026-11-03T00:00:00.000Z', new Date('2026-12-01T00:00:00Z'));
    expect(data.filter((d) => d.level === 'available').map((d) => [d.at.toISOString(), d.value])).toEqual([
      ['2026-11-01T00:00:00.000Z', 2],
      ['2026-11-02T00:00:00.000Z', 4],
      ['2026-11-03T00:00:00.000Z', 4],
    ]);
  });

  it('holds the last level only up to now in a period still running', () => {
    const data = stepData(series, '2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z', new Date('2026-11-02T12:00:00Z'));
    expect(data.filter((d) => d.level === 'total').map((d) => [d.at.toISOString(), d.value])).toEqual([
      ['2026-11-01T00:00:00.000Z', 3],
      ['2026-11-02T00:00:00.000Z', 5],
      ['2026-11-02T12:00:00.000Z', 5],
    ]);
  });
});

import { groupScans } from './scan-groups';

const entry = (position: string, type: string, data: Record<string, unknown>) => ({
  position,
  type,
  at: `2026-12-01T10:00:0${position}.000Z`,
  actorId: null,
  actorName: null,
  impersonatorId: null,
  impersonatorName: null,
  data,
});

describe('groupScans', () => {
  it('sums the scans of one product per step where the step began, keeping each scan, and leaves other events alone', () => {
    const received = (p: string, productId: string, damaged = false) =>
      entry(p, 'InboundUnitsReceived', { productId, quantity: 1, damaged, barcode: productId });
    const placed = (p: string, productId: string, locationCode: string) =>
      entry(p, 'InboundUnitsPlaced', { productId, quantity: 2, locationCode });
    const grouped = groupScans([
      entry('1', 'InboundCheckStarted', {}),
      received('2', 'mug'),
      received('3', 'bowl'),
      received('4', 'mug'),
      received('5', 'mug', true),
      entry('6', 'InboundAccepted', {}),
      placed('7', 'mug', 'A-01-01'),
      placed('8', 'mug', 'A-01-02'),
      placed('9', 'mug', 'A-01-01'),
    ]);
    expect(grouped.map((g) => [g.position, g.type, g.data.quantity ?? null, g.scans.length])).toEqual([
      ['1', 'InboundCheckStarted', null, 1],
      ['2', 'InboundUnitsReceived', 2, 2],
      ['3', 'InboundUnitsReceived', 1, 1],
      ['5', 'InboundUnitsReceived', 1, 1],
      ['6', 'InboundAccepted', null, 1],
      ['7', 'InboundUnitsPlaced', 4, 2],
      ['8', 'InboundUnitsPlaced', 2, 1],
    ]);
    expect(grouped[1]!.scans.map((s) => s.position)).toEqual(['2', '4']);
  });
});

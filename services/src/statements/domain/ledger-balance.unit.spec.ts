// Ledger checkpoints: at each month boundary, the longest run of events booked before it; an event booked out of
// order ends the run, so the folds that start from a checkpoint still count it exactly once.
import { ledgerBalanceBefore, ledgerCheckpoints, type LedgerCheckpoint } from './ledger-balance';

const topUp = (version: number, at: string, amountCents: number) => ({
  type: 'WalletToppedUp',
  version,
  position: `p${version}`,
  data: { amountCents, at },
});
const spent = (version: number, at: string, amountCents: number) => ({ ...topUp(version, at, amountCents), type: 'WalletSpent' });
const none: LedgerCheckpoint = { boundary: new Date(0), version: 0, position: null, balanceCents: 0 };
const [feb, mar, apr] = ['2026-02-01', '2026-03-01', '2026-04-01'].map((d) => new Date(`${d}T00:00:00.000Z`));

describe('ledger checkpoints', () => {
  it('leaves at each boundary the balance of the events booked before it, and none where nothing moved', () => {
    const events = [topUp(1, '2026-01-05T00:00:00Z', 1_000), spent(2, '2026-01-20T00:00:00Z', 300), topUp(3, '2026-03-02T00:00:00Z', 50)];
    expect(ledgerCheckpoints(none, events, [feb, mar, apr])).toEqual([
      { boundary: feb, version: 2, position: 'p2', balanceCents: 700 },
      { boundary: apr, version: 3, position: 'p3', balanceCents: 750 },
    ]);
  });

  it('stops a run at an event booked after the boundary, so a later one booked before it stays for the fold after', () => {
    const events = [topUp(1, '2026-01-05T00:00:00Z', 1_000), topUp(2, '2026-02-01T00:00:00Z', 10), spent(3, '2026-01-31T23:59:59Z', 400)];
    const [checkpoint] = ledgerCheckpoints(none, events, [feb]);
    expect(checkpoint).toEqual({ boundary: feb, version: 1, position: 'p1', balanceCents: 1_000 });
    const after = events.filter((e) => e.version > checkpoint!.version);
    expect(ledgerBalanceBefore(after, feb, checkpoint!.balanceCents)).toBe(ledgerBalanceBefore(events, feb));
    expect(ledgerBalanceBefore(after, mar, checkpoint!.balanceCents)).toBe(610);
  });
});

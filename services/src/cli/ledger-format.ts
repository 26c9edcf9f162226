// The ledger as text for finance: one line per entry, then the balance.
import type { Ledger } from '../billing/domain/wallet-ledger';

const money = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

export function formatLedger(userId: string, ledger: Ledger, asOf: Date | null): string[] {
  const lines = [`Wallet ${userId}${asOf ? ` as of ${asOf.toISOString()}` : ''}: ${ledger.entries.length} entries`];
  for (const e of ledger.entries) {
    lines.push(
      [e.at, e.kind.padEnd(16), money(e.changeCents).padStart(12), money(e.balanceCents).padStart(12), e.entryId, e.detail].join('  '),
    );
  }
  for (const p of ledger.pendingTopUps)
    lines.push(`Pending card top-up ${p.entryId} of ${money(p.amountCents)} requested ${p.at}: not in the balance until settled`);
  lines.push(`Balance: ${money(ledger.balanceCents)} (${ledger.balanceCents} cents)`);
  return lines;
}

// The statement's own check: a wallet's balance before an instant, folded from its events (every top-up in, every
// spending out, by the time each was booked), never from the balances the events or the read models state.
import type { WalletEvent } from '@ledgerhouse/contracts';

export function ledgerBalanceBefore(events: readonly { type: string; data: unknown }[], instant: Date): number {
  let balance = 0;
  for (const raw of events) {
    const event = raw as WalletEvent;
    if (event.type !== 'WalletToppedUp' && event.type !== 'WalletSpent') continue;
    if (Date.parse(event.data.at) >= instant.getTime()) continue;
    balance += event.type === 'WalletToppedUp' ? event.data.amountCents : -event.data.amountCents;
  }
  return balance;
}

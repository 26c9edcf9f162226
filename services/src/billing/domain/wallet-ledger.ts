// The wallet as a ledger: every entry that moved (or tried to move) money, replayed from the stream's events.
import type { WalletEvent } from '@ledgerhouse/contracts';

export interface LedgerEntry {
  at: string;
  kind: 'TOP_UP' | 'TOP_UP_FAILED' | 'SPENDING' | 'SPENDING_REFUSED';
  entryId: string;
  /** Signed: + money in, − money out, 0 for a failed or refused attempt. */
  changeCents: number;
  balanceCents: number;
  detail: string;
}

export interface Ledger {
  entries: LedgerEntry[];
  /** Card top-ups requested and not settled yet (a charge in flight, or one the recovery pass will settle): no money moved. */
  pendingTopUps: { entryId: string; amountCents: number; at: string }[];
  balanceCents: number;
  /** Entries that changed the balance (top-ups and spendings). */
  postings: number;
}

export function replayLedger(events: readonly { type: string; data: unknown }[]): Ledger {
  const entries: LedgerEntry[] = [];
  let balance = 0;
  let postings = 0;
  const pending = new Map<string, { entryId: string; amountCents: number; at: string }>();
  for (const raw of events) {
    const event = raw as WalletEvent;
    if (event.type === 'WalletToppedUp' || event.type === 'TopUpFailed') pending.delete(event.data.entryId);
    switch (event.type) {
      case 'TopUpRequested':
        pending.set(event.data.entryId, { entryId: event.data.entryId, amountCents: event.data.amountCents, at: event.data.at });
        break;
      case 'WalletToppedUp':
        balance += event.data.amountCents;
        postings++;
        entries.push({
          at: event.data.at,
          kind: 'TOP_UP',
          entryId: event.data.entryId,
          changeCents: event.data.amountCents,
          balanceCents: balance,
          detail: [event.data.source, event.data.comment].filter(Boolean).join(' '),
        });
        break;
      case 'TopUpFailed':
        entries.push({
          at: event.data.at,
          kind: 'TOP_UP_FAILED',
          entryId: event.data.entryId,
          changeCents: 0,
          balanceCents: balance,
          detail: `${event.data.source} ${event.data.failure} ${event.data.amountCents}`,
        });
        break;
      case 'WalletSpent':
        balance -= event.data.amountCents;
        postings++;
        entries.push({
          at: event.data.at,
          kind: 'SPENDING',
          entryId: event.data.entryId,
          changeCents: -event.data.amountCents,
          balanceCents: balance,
          detail: `${event.data.purpose} ${event.data.documentId}`,
        });
        break;
      case 'SpendingRefused':
        entries.push({
          at: event.data.at,
          kind: 'SPENDING_REFUSED',
          entryId: event.data.entryId,
          changeCents: 0,
          balanceCents: balance,
          detail: `${event.data.purpose} ${event.data.documentId} ${event.data.amountCents}`,
        });
        break;
      case 'AutoTopUpConfigured':
      case 'AutoTopUpRequested':
        break;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  }
  return { entries, pendingTopUps: [...pending.values()], balanceCents: balance, postings };
}

import { legacySpendingReference, type SpendingReference } from '@ledgerhouse/contracts';
import { createUpcast, type Upcaster } from '@ledgerhouse/infra';

type SpendingData = { documentId: string; notes: string | null; reference?: SpendingReference };

/**
 * A spending recorded before references existed: its facts come back from the system-made document id, and the
 * English notes written with them give way (each screen words the reference in its own language). Spendings that
 * already carry a reference, and staff spendings, pass unchanged.
 */
function withSpendingReference(data: unknown): unknown {
  const spending = data as SpendingData;
  if (spending.reference) return data;
  const reference = legacySpendingReference(spending.documentId, spending.notes);
  return reference ? { ...spending, notes: null, reference } : data;
}

/** Every upcaster of every context; an event type's old schema versions are upgraded on read. */
const upcasters: Upcaster[] = [
  { type: 'WalletSpent', fromVersion: 1, upcast: withSpendingReference },
  { type: 'SpendingRefused', fromVersion: 1, upcast: withSpendingReference },
];

export const upcast = createUpcast(upcasters);

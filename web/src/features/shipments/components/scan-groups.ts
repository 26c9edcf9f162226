// The seller's timeline in steps, not keystrokes: every scan of one product in one step (received good, received
// damaged, placed into one bin) becomes one entry with the units summed, where the step began; its scans stay
// available to expand. Twenty units scanned one by one read "20 received", not twenty lines.
import type { TimelineEntry } from '../../../shared/timeline/event-timeline';

export type GroupedEntry<E extends TimelineEntry> = E & { scans: E[] };

const stepOf = (entry: TimelineEntry): string | null => {
  const data = entry.data as { productId?: string; damaged?: boolean; locationCode?: string };
  if (entry.type === 'InboundUnitsReceived') return `${entry.type}/${data.productId}/${data.damaged ? 'damaged' : 'good'}`;
  if (entry.type === 'InboundUnitsPlaced') return `${entry.type}/${data.productId}/${data.locationCode}`;
  return null;
};

const quantityOf = (entry: TimelineEntry) => Number((entry.data as { quantity?: number }).quantity ?? 0);

export function groupScans<E extends TimelineEntry>(items: readonly E[]): GroupedEntry<E>[] {
  const groups = new Map<string, GroupedEntry<E>>();
  const out: GroupedEntry<E>[] = [];
  for (const entry of items) {
    const step = stepOf(entry);
    const group = step ? groups.get(step) : undefined;
    if (group) {
      group.scans.push(entry);
      group.data = { ...group.data, quantity: quantityOf(group) + quantityOf(entry) };
      continue;
    }
    const fresh: GroupedEntry<E> = { ...entry, scans: [entry] };
    if (step) groups.set(step, fresh);
    out.push(fresh);
  }
  return out;
}

// What the check-in and placement screens show per line, from the counts the server keeps: units that arrived
// (good and damaged) against the declared quantity, and good units still to put into bins.
import type { InboundStatus } from '@ledgerhouse/contracts';

export interface LineCounts {
  declared: number;
  /** Good units counted. */
  received: number;
  damaged: number;
  placed: number;
}

export type Receipt = { kind: 'exact' } | { kind: 'over'; count: number } | { kind: 'under'; count: number };

export function receiptOf(line: LineCounts): Receipt {
  const difference = line.received + line.damaged - line.declared;
  if (difference > 0) return { kind: 'over', count: difference };
  if (difference < 0) return { kind: 'under', count: -difference };
  return { kind: 'exact' };
}

/** Before check-in starts nothing has been counted, so nothing is missing or over yet. */
const NOT_COUNTED: readonly InboundStatus[] = ['DRAFT', 'NOT_DELIVERED', 'DELIVERED', 'CANCELED'];
export const isCounted = (status: InboundStatus) => !NOT_COUNTED.includes(status);

/** The lines whose arrived units differ from the declared quantity, in their order. */
export function discrepancies<L extends LineCounts>(lines: readonly L[]): { line: L; receipt: Receipt }[] {
  return lines.map((line) => ({ line, receipt: receiptOf(line) })).filter(({ receipt }) => receipt.kind !== 'exact');
}

/** Good units not yet in a bin. */
export const remainingToPlace = (line: LineCounts) => Math.max(0, line.received - line.placed);

export const everythingPlaced = (lines: readonly LineCounts[]) => lines.every((line) => remainingToPlace(line) === 0);

/** A bin code as the locations context prints it on labels: zone letter, aisle, shelf (A-01-02). */
export const BIN_CODE = /^[A-Z]-\d{2}-\d{2}$/;
export const isBinCode = (code: string) => BIN_CODE.test(code.toUpperCase());

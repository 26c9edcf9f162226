// Which refusals are scan mistakes, and the stream each staff member's refused scans of a day go to.
import { ErrorCode, type FloorEvent, type ScanRefusalKind } from '@ledgerhouse/contracts';
import type { Decider } from '../../event-sourcing/decider';

/** The answers that refuse a scan for what was scanned (not for a malformed request). */
export const REFUSAL_KINDS: ReadonlyMap<string, ScanRefusalKind> = new Map([
  [ErrorCode.UNKNOWN_BARCODE, 'UNKNOWN_BARCODE'],
  [ErrorCode.PICK_WRONG_BIN, 'WRONG_BIN'],
  [ErrorCode.PICK_WRONG_ITEM, 'WRONG_ITEM'],
  [ErrorCode.PACK_WRONG_ITEM, 'WRONG_ITEM'],
]);

export const scansStream = (staffId: string, at: Date) => `scans-${staffId}-${at.toISOString().slice(0, 10)}`;

export interface RecordRefusal {
  staffId: string;
  kind: ScanRefusalKind;
  code: string;
  at: Date;
}

/** Every refusal is a fact of its own: a refused scan tried again and refused again is two refusals. */
export const scanRefusalsDecider: Decider<RecordRefusal, FloorEvent, null> = {
  initialState: null,
  evolve: (state) => state,
  decide: ({ staffId, kind, code, at }) => [{ type: 'ScanRefused', data: { staffId, kind, code, at: at.toISOString() } }],
};

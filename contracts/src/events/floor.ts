// Warehouse floor facts (decision 0041): a scan refused for what was scanned, recorded so scan accuracy counts it.

export const SCAN_REFUSALS = ['WRONG_ITEM', 'WRONG_BIN', 'UNKNOWN_BARCODE'] as const;
export type ScanRefusalKind = (typeof SCAN_REFUSALS)[number];

/** scans-<staffId>-<YYYY-MM-DD>: the refused scans of one staff member on one (UTC) day. */
export type FloorEvent = {
  type: 'ScanRefused';
  /** `code`: the error the scan was answered with (UNKNOWN_BARCODE, PICK_WRONG_BIN, PICK_WRONG_ITEM, PACK_WRONG_ITEM). */
  data: { staffId: string; kind: ScanRefusalKind; code: string; at: string };
};

import type { InboundFileColumn, InboundFileProblemCode } from '@ledgerhouse/contracts';

/** A problem before translation: the message is worded per request language from code and params. */
export interface RawInboundFileProblem {
  code: InboundFileProblemCode;
  /** As the spreadsheet shows it; null for the whole file. */
  row: number | null;
  column: InboundFileColumn | null;
  sku: string | null;
  firstRow?: number;
}

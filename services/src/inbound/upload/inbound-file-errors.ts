// The 422 answer for a file with problems: each problem worded in the request's language, the column by its header
// as the seller's template shows it.
import {
  ErrorCode,
  INBOUND_FILE_COLUMNS,
  INBOUND_FILE_LIMITS,
  translateError,
  type InboundFileErrorDetails,
  type InboundFileProblem,
  type Locale,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { RawInboundFileProblem } from './inbound-file-problem';

/** Problems reported at most, so a file of garbage does not answer megabytes of messages. */
export const MAX_REPORTED_PROBLEMS = 200;

const headerOf = (column: string | null, locale: Locale) => INBOUND_FILE_COLUMNS.find((c) => c.key === column)?.header[locale] ?? '';

/** The longest piece of a cell an answer repeats: a 9 MB cell is named by its start, not echoed whole. */
export const EXCERPT_CHARS = 64;
const excerpt = (text: string | null) => (text !== null && text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text);

const paramsOf = (p: RawInboundFileProblem, locale: Locale) => ({
  row: p.row,
  sku: excerpt(p.sku),
  column: headerOf(p.column, locale),
  firstRow: p.firstRow,
  maxRows: INBOUND_FILE_LIMITS.rows - 1,
  maxColumns: INBOUND_FILE_LIMITS.columns,
  maxMb: INBOUND_FILE_LIMITS.unpackedMb,
});

export function translatedProblems(problems: readonly RawInboundFileProblem[], locale: Locale): InboundFileProblem[] {
  return problems.slice(0, MAX_REPORTED_PROBLEMS).map((p) => ({
    code: p.code,
    message: translateError(p.code, locale, paramsOf(p, locale)),
    row: p.row,
    column: p.column,
    sku: excerpt(p.sku),
  }));
}

/**
 * The 422 error: the file's own problem (worded with its column) when it cannot be read as a whole,
 * INBOUND_FILE_HAS_ERRORS when rows have problems; `details.problems` lists every problem either way.
 */
export function inboundFileError(problems: readonly RawInboundFileProblem[], locale: Locale): DomainError {
  const whole = problems.find((p) => p.row === null);
  const details: InboundFileErrorDetails = { problems: translatedProblems(problems, locale) };
  return whole
    ? new DomainError(whole.code, paramsOf(whole, locale), details)
    : new DomainError(ErrorCode.INBOUND_FILE_HAS_ERRORS, {}, details);
}

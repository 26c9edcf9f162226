// The 422 answer for a file with problems: each problem worded in the request's language, the column by its header
// as the seller's template shows it.
import {
  ErrorCode,
  INBOUND_FILE_COLUMNS,
  translateError,
  type InboundFileErrorDetails,
  type InboundFileProblem,
  type Locale,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { RawInboundFileProblem } from './inbound-file-problem';

/** Problems reported at most, so a file of garbage does not answer megabytes of messages. */
export const MAX_REPORTED_PROBLEMS = 500;

const headerOf = (column: string | null, locale: Locale) => INBOUND_FILE_COLUMNS.find((c) => c.key === column)?.header[locale] ?? '';

const paramsOf = (p: RawInboundFileProblem, locale: Locale) => ({
  row: p.row,
  sku: p.sku,
  column: headerOf(p.column, locale),
  firstRow: p.firstRow,
});

export function translatedProblems(problems: readonly RawInboundFileProblem[], locale: Locale): InboundFileProblem[] {
  return problems.slice(0, MAX_REPORTED_PROBLEMS).map((p) => ({
    code: p.code,
    message: translateError(p.code, locale, paramsOf(p, locale)),
    row: p.row,
    column: p.column,
    sku: p.sku,
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

import { errorStatus, type ErrorCode } from '@ledgerhouse/contracts';

/** A broken business rule: the HTTP filter answers the code's one status (contracts' `errorStatus`) with its message in the caller's language. */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    readonly details: unknown = null,
  ) {
    super(code);
    this.name = 'DomainError';
    this.status = errorStatus[code];
  }
}

import type { ErrorCode } from '@ledgerhouse/contracts';

/** A broken business rule: the HTTP filter answers `status` with the code's message in the caller's language. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number = 422,
    readonly params: Record<string, unknown> = {},
    readonly details: unknown = null,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

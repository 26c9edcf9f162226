import type { ApiErrorBody } from '@ledgerhouse/contracts';

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** A non-2xx answer: status plus the server's { code, message, details }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static async from(response: Response): Promise<ApiError> {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    return new ApiError(response.status, body?.code ?? 'SERVER_ERROR', body?.message ?? response.statusText, body?.details ?? null);
  }

  /** Field errors of a VALIDATION_FAILED answer (empty otherwise). */
  get fields(): FieldProblem[] {
    const fields = (this.details as { fields?: FieldProblem[] } | null)?.fields;
    return Array.isArray(fields) ? fields : [];
  }
}

import type { ApiErrorBody, FieldError } from '@ledgerhouse/contracts';

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
  get fields(): FieldError[] {
    const fields = (this.details as { fields?: FieldError[] } | null)?.fields;
    return Array.isArray(fields) ? fields : [];
  }
}

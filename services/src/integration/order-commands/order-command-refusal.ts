// Why an order command can never succeed: the dead-letter reason (a stable error code) and its English text. The text
// names fields and rules, never the values sent (they may hold a buyer's name, phone and address).
import { ErrorCode, fieldErrorMessages, translateError } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';

export interface OrderCommandRefusal {
  reason: string;
  message: string;
}

/** Refusals that say "later", not "never": the message is handed over again instead of dead-lettered. */
export const TRANSIENT_REFUSALS: readonly string[] = [
  ErrorCode.CONCURRENCY_CONFLICT,
  ErrorCode.RATE_LIMITED,
  ErrorCode.PROJECTION_NOT_CAUGHT_UP,
  ErrorCode.IDEMPOTENCY_KEY_IN_PROGRESS,
];

export interface DetailField {
  field: string;
  code: string;
  params?: Record<string, unknown>;
}

const fill = (template: string, params: Record<string, unknown> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));

/** One field's complaint in English; its code is a field code (schema) or an error code (an order rule's line). */
function fieldText({ field, code, params }: DetailField): string {
  const template = (fieldErrorMessages['en-US'] as Record<string, string>)[code] ?? translateError(code as ErrorCode, 'en-US', params);
  return `${field}: ${fill(template, params)}`;
}

function withFields(headline: string, fields: readonly DetailField[]): string {
  return fields.length === 0 ? headline : `${headline} (${fields.map(fieldText).join('; ')})`;
}

/** The schema's complaints, one per field (as the HTTP 400 VALIDATION_FAILED lists them). */
export function validationRefusal(fields: readonly DetailField[]): OrderCommandRefusal {
  return {
    reason: ErrorCode.VALIDATION_FAILED,
    message: withFields(translateError(ErrorCode.VALIDATION_FAILED, 'en-US'), fields),
  };
}

export function refusal(code: ErrorCode, message = translateError(code, 'en-US')): OrderCommandRefusal {
  return { reason: code, message };
}

/** The refusal an error thrown while placing the order stands for, or null when it is transient (or a bug). */
export function refusalOf(err: unknown): OrderCommandRefusal | null {
  if (!(err instanceof DomainError) || err.status >= 500 || TRANSIENT_REFUSALS.includes(err.code)) return null;
  const fields = (err.details as { fields?: DetailField[] } | null)?.fields ?? [];
  return { reason: err.code, message: withFields(translateError(err.code, 'en-US', err.params), fields) };
}

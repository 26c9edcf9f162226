// What a user reads for a failed call: the contract's text for the code in the current language
// (contracts errors.ts, validation-messages.ts), so the web never keeps a second copy of those messages.
import { ErrorCode, errorMessages, fieldErrorMessages, translateError, type FieldError, type Locale } from '@ledgerhouse/contracts';
import { ApiError } from './api-error';

const fill = (template: string, params: Record<string, unknown> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));

/** A network failure or an unreadable answer is a server error to the user. */
export function errorMessage(err: unknown, locale: Locale): string {
  if (!(err instanceof ApiError)) return translateError(ErrorCode.SERVER_ERROR, locale);
  const template = (errorMessages[locale] as Record<string, string | undefined>)[err.code];
  // A template with {{params}} needs the server's values; its text is already in the request's language.
  if (template && !template.includes('{{')) return template;
  return err.message || translateError(ErrorCode.SERVER_ERROR, locale);
}

/** One field of a VALIDATION_FAILED answer, or of a business rule that names its field (e.g. PHOTO_NOT_FOUND on photoUrl). */
export function fieldMessage(problem: FieldError, locale: Locale): string {
  const template =
    (fieldErrorMessages[locale] as Record<string, string | undefined>)[problem.code] ??
    (errorMessages[locale] as Record<string, string | undefined>)[problem.code];
  return template ? fill(template, problem.params) : problem.message;
}

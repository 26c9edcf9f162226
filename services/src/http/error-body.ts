import type { Response } from 'express';
import { ErrorCode, fieldErrorMessages, resolveLocale, translateError, type ApiErrorBody, type Locale } from '@ledgerhouse/contracts';
import type { RawFieldError } from './validation-failed';

export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  return resolveLocale(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
}

export function errorBody(code: ErrorCode, locale: Locale, params: Record<string, unknown> = {}, details: unknown = null): ApiErrorBody {
  return { code, message: translateError(code, locale, params), details };
}

export function validationBody(fields: RawFieldError[], locale: Locale): ApiErrorBody {
  const translated = fields.map((f) => ({
    field: f.field,
    code: f.code,
    message: fieldErrorMessages[locale][f.code].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(f.params?.[k] ?? '')),
    ...(f.params ? { params: f.params } : {}),
  }));
  return errorBody(ErrorCode.VALIDATION_FAILED, locale, {}, { fields: translated });
}

export function sendError(res: Response, status: number, body: ApiErrorBody, headers: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json(body);
}

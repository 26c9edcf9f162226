// Stable error codes and their messages in every locale. The server answers { code, message, details };
// the web shows the message for the code in the user's language.
import type { Locale } from './locale';

export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_KEY_IN_PROGRESS: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  ROUTE_NOT_FOUND: 'ROUTE_NOT_FOUND',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONCURRENCY_CONFLICT: 'CONCURRENCY_CONFLICT',
  PROJECTION_NOT_CAUGHT_UP: 'PROJECTION_NOT_CAUGHT_UP',
  INVALID_POSITION_TOKEN: 'INVALID_POSITION_TOKEN',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  INCORRECT_PASSWORD: 'INCORRECT_PASSWORD',
  EMAIL_ALREADY_EXISTS: 'EMAIL_ALREADY_EXISTS',
  EMAIL_NOT_CONFIRMED: 'EMAIL_NOT_CONFIRMED',
  CONFIRMATION_LINK_INVALID: 'CONFIRMATION_LINK_INVALID',
  CONFIRMATION_LINK_EXPIRED: 'CONFIRMATION_LINK_EXPIRED',
  RESET_LINK_EXPIRED: 'RESET_LINK_EXPIRED',
  RESET_LINK_USED: 'RESET_LINK_USED',
  RESET_LINK_INVALID: 'RESET_LINK_INVALID',
  WRONG_CURRENT_PASSWORD: 'WRONG_CURRENT_PASSWORD',
  REFRESH_TOKEN_INVALID: 'REFRESH_TOKEN_INVALID',
  REFRESH_TOKEN_REUSED: 'REFRESH_TOKEN_REUSED',
  XSRF_TOKEN_INVALID: 'XSRF_TOKEN_INVALID',
  ENVIRONMENT_HEADER_REQUIRED: 'ENVIRONMENT_HEADER_REQUIRED',
  IMPERSONATION_LINK_INVALID: 'IMPERSONATION_LINK_INVALID',
  CANNOT_IMPERSONATE: 'CANNOT_IMPERSONATE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Messages may hold {{name}} placeholders filled from the error's params. */
export const errorMessages: Record<Locale, Record<ErrorCode, string>> = {
  'en-US': {
    VALIDATION_FAILED: 'Some fields are invalid',
    NOT_FOUND: 'Not found',
    ALREADY_EXISTS: 'This already exists',
    IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different request',
    IDEMPOTENCY_KEY_IN_PROGRESS: 'A request with this Idempotency-Key is still being processed',
    ROUTE_NOT_FOUND: 'There is no such address: {{method}} {{path}}',
    MALFORMED_JSON: 'The request body is not valid JSON',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON',
    METHOD_NOT_ALLOWED: 'This method is not allowed here',
    CONCURRENCY_CONFLICT: 'Someone changed this at the same time. Please try again',
    PROJECTION_NOT_CAUGHT_UP: 'The data is still being updated. Please try again in a moment',
    INVALID_POSITION_TOKEN: 'The X-Min-Position header is not a valid position',
    RATE_LIMITED: 'You have temporarily exceeded the request limit',
    SERVER_ERROR: 'Server error',
    UNAUTHENTICATED: 'Please log in',
    FORBIDDEN: 'You do not have access to this',
    ACCOUNT_BLOCKED: 'Your account is deactivated',
    EMAIL_NOT_FOUND: 'There is no account with this email',
    INCORRECT_PASSWORD: 'Incorrect password',
    EMAIL_ALREADY_EXISTS: 'An account with this email already exists',
    EMAIL_NOT_CONFIRMED: 'Confirm your email first: we sent you a link',
    CONFIRMATION_LINK_INVALID: 'The confirmation link is invalid',
    CONFIRMATION_LINK_EXPIRED: 'The confirmation link has expired',
    RESET_LINK_EXPIRED: 'The password reset link has expired',
    RESET_LINK_USED: 'The password reset link has already been used',
    RESET_LINK_INVALID: 'The password reset link is invalid',
    WRONG_CURRENT_PASSWORD: 'Wrong current password',
    REFRESH_TOKEN_INVALID: 'Your session has ended. Please log in again',
    XSRF_TOKEN_INVALID: 'The page is out of date. Reload it and try again',
    ENVIRONMENT_HEADER_REQUIRED: 'The X-Environment header is required',
    IMPERSONATION_LINK_INVALID: 'The impersonation link is invalid or has expired',
    CANNOT_IMPERSONATE: 'Only seller accounts can be impersonated',
    REFRESH_TOKEN_REUSED: 'This session was used twice and has been closed for safety. Please log in again',
  },
  'ru-RU': {
    VALIDATION_FAILED: 'Некоторые поля заполнены неверно',
    NOT_FOUND: 'Не найдено',
    ALREADY_EXISTS: 'Такая запись уже существует',
    IDEMPOTENCY_KEY_REUSED: 'Этот Idempotency-Key уже использован для другого запроса',
    IDEMPOTENCY_KEY_IN_PROGRESS: 'Запрос с этим Idempotency-Key ещё обрабатывается',
    ROUTE_NOT_FOUND: 'Такого адреса нет: {{method}} {{path}}',
    MALFORMED_JSON: 'Тело запроса не является корректным JSON',
    PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
    UNSUPPORTED_MEDIA_TYPE: 'Отправьте тело запроса в формате JSON',
    METHOD_NOT_ALLOWED: 'Этот метод здесь недоступен',
    CONCURRENCY_CONFLICT: 'Кто-то изменил эти данные одновременно с вами. Попробуйте ещё раз',
    PROJECTION_NOT_CAUGHT_UP: 'Данные ещё обновляются. Повторите попытку через мгновение',
    INVALID_POSITION_TOKEN: 'Заголовок X-Min-Position содержит неверную позицию',
    RATE_LIMITED: 'Вы временно превысили лимит запросов',
    SERVER_ERROR: 'Ошибка сервера',
    UNAUTHENTICATED: 'Войдите в систему',
    FORBIDDEN: 'У вас нет доступа',
    ACCOUNT_BLOCKED: 'Ваш аккаунт деактивирован',
    EMAIL_NOT_FOUND: 'Нет аккаунта с такой почтой',
    INCORRECT_PASSWORD: 'Неверный пароль',
    EMAIL_ALREADY_EXISTS: 'Аккаунт с такой почтой уже существует',
    EMAIL_NOT_CONFIRMED: 'Сначала подтвердите почту: мы отправили вам ссылку',
    CONFIRMATION_LINK_INVALID: 'Ссылка подтверждения недействительна',
    CONFIRMATION_LINK_EXPIRED: 'Срок действия ссылки подтверждения истёк',
    RESET_LINK_EXPIRED: 'Срок действия ссылки для сброса пароля истёк',
    RESET_LINK_USED: 'Ссылка для сброса пароля уже использована',
    RESET_LINK_INVALID: 'Ссылка для сброса пароля недействительна',
    WRONG_CURRENT_PASSWORD: 'Неверный текущий пароль',
    REFRESH_TOKEN_INVALID: 'Сессия завершена. Войдите снова',
    XSRF_TOKEN_INVALID: 'Страница устарела. Обновите её и повторите попытку',
    ENVIRONMENT_HEADER_REQUIRED: 'Нужен заголовок X-Environment',
    IMPERSONATION_LINK_INVALID: 'Ссылка для входа от имени пользователя недействительна или истекла',
    CANNOT_IMPERSONATE: 'Войти можно только от имени продавца',
    REFRESH_TOKEN_REUSED: 'Сессия использована повторно и закрыта в целях безопасности. Войдите снова',
  },
};

export function translateError(code: ErrorCode, locale: Locale, params: Record<string, unknown> = {}): string {
  const template = errorMessages[locale][code] ?? errorMessages['en-US'][code] ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

/** The body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  code: ErrorCode | string;
  message: string;
  details: unknown;
}

import type { FormInstance } from 'antd';
import { resolveLocale } from '@ledgerhouse/contracts';
import i18n from '../../i18n/i18n';
import { toasts } from '../ui/toast-queue';
import { ApiError } from './api-error';
import { errorMessage, fieldMessage } from './error-message';

/**
 * Puts a server answer's field errors on the form's fields; anything else becomes an error toast, except a 429:
 * the rate-limit modal (api-client) already says it, and one failure gets one message.
 */
export function showApiError(err: unknown, form?: FormInstance): void {
  if (err instanceof ApiError && err.status === 429) return;
  const locale = resolveLocale(i18n.resolvedLanguage);
  if (form && err instanceof ApiError && err.fields.length > 0) {
    form.setFields(err.fields.map((f) => ({ name: f.field.split('.'), errors: [fieldMessage(f, locale)] })));
    return;
  }
  toasts.push({ type: 'error', message: errorMessage(err, locale) });
}

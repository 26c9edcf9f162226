// A refused webhook command: the codes that name a field go on it, in the user's language; anything else is a toast.
import type { FormInstance } from 'antd';
import { ErrorCode, resolveLocale } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { errorMessage } from '../../../shared/api/error-message';

const fieldOf: Partial<Record<string, 'url' | 'eventTypes'>> = {
  [ErrorCode.WEBHOOK_URL_INVALID]: 'url',
  [ErrorCode.WEBHOOK_EVENT_TYPES_INVALID]: 'eventTypes',
};

export function showWebhookError(err: unknown, form: FormInstance | undefined, language: string | undefined): void {
  const field = err instanceof ApiError ? fieldOf[err.code] : undefined;
  if (form && field) form.setFields([{ name: field, errors: [errorMessage(err, resolveLocale(language))] }]);
  else showApiError(err, form);
}

import type { FormInstance } from 'antd';
import { ApiError } from './api-error';
import { toasts } from '../ui/toast-queue';

/** Puts a server answer's field errors on the form's fields; anything else becomes an error toast. */
export function showApiError(err: unknown, form?: FormInstance): void {
  if (form && err instanceof ApiError && err.fields.length > 0) {
    form.setFields(err.fields.map((f) => ({ name: f.field, errors: [f.message ?? err.message] })));
    return;
  }
  toasts.push({ type: 'error', message: err instanceof Error ? err.message : String(err) });
}

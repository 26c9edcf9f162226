// A refused create or edit, put where the seller looks: each field error at its field (a line's SKU or quantity at that
// line), the order number's clash at the number, and what the insufficient-stock modal lists.
import type { FormInstance } from 'antd';
import { resolveLocale, type FieldError } from '@ledgerhouse/contracts';
import { ApiError } from '../../../shared/api/api-error';
import { fieldMessage } from '../../../shared/api/error-message';
import type { OrderFormValues } from './order-form-values';

/** 'lines.0.priceCents' → ['lines', 0, 'price']: the form's own name path (list indexes are numbers). */
export function formNamePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part === 'priceCents' ? 'price' : part));
}

/** Errors the server sends for a whole rule, named to the field it is about. */
const CODE_FIELDS: Record<string, string> = { ORDER_NUMBER_TAKEN: 'number', ORDER_NOT_EDITABLE: '' };

export interface ShortLine {
  sku: string;
  available: number;
}

/** Marks the fields; the short lines when the order is refused for insufficient stock, else null. Unplaced errors are false. */
export function applyOrderErrors(
  err: unknown,
  form: FormInstance<OrderFormValues>,
  language: string | undefined,
): ShortLine[] | null | false {
  if (!(err instanceof ApiError)) return false;
  const locale = resolveLocale(language);
  let fields: FieldError[] = err.fields;
  if (!fields.length && CODE_FIELDS[err.code])
    fields = [{ field: CODE_FIELDS[err.code]!, code: err.code as FieldError['code'], message: err.message }];
  if (!fields.length) return false;
  form.setFields(fields.map((f) => ({ name: formNamePath(f.field) as never, errors: [fieldMessage(f, locale)] })));
  const first = fields[0];
  if (first) form.scrollToField(formNamePath(first.field), { block: 'center' });
  if (err.code !== 'ORDER_INSUFFICIENT_STOCK') return null;
  const lines = form.getFieldValue('lines') as OrderFormValues['lines'];
  return fields
    .filter((f) => (f.code as string) === 'ORDER_QUANTITY_EXCEEDS_AVAILABLE')
    .map((f) => {
      const index = formNamePath(f.field)[1];
      return { sku: typeof index === 'number' ? (lines[index]?.sku ?? '') : '', available: Number(f.params?.quantity ?? 0) };
    });
}

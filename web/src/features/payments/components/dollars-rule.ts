// An antd Form rule for a dollar field whose contract field is integer cents, with the contract's field messages.
import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import { FieldErrorCode, fieldErrorMessages, type Locale } from '@ledgerhouse/contracts';
import { toCents } from '../../../shared/format/money';

export function dollarsRule(cents: z.ZodType, locale: string, { optional = false } = {}): RuleObject {
  const messages = fieldErrorMessages[locale as Locale] ?? fieldErrorMessages['en-US'];
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') {
        if (optional) return;
        throw new Error(messages.REQUIRED);
      }
      const result = cents.safeParse(toCents(Number(value)));
      if (result.success) return;
      const code = (result.error.issues[0] as { params?: { fieldCode?: FieldErrorCode } }).params?.fieldCode;
      throw new Error(messages[code && code in messages ? code : FieldErrorCode.INVALID_VALUE]);
    },
  };
}

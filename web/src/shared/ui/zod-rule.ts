// An antd Form rule from a field of a zod contract, with the contract's field messages in the user's language.
import type { RuleObject } from 'antd/es/form';
import type { z } from 'zod';
import { FieldErrorCode } from '@ledgerhouse/contracts';

type Messages = Record<FieldErrorCode, string>;

function messageFor(issue: z.core.$ZodIssue, value: unknown, messages: Messages): string {
  const fill = (code: FieldErrorCode, params: Record<string, unknown> = {}) =>
    messages[code].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
  if (value === undefined || value === null || value === '') return fill(FieldErrorCode.REQUIRED);
  switch (issue.code) {
    case 'too_small':
      return fill(FieldErrorCode.MIN_LENGTH, { min: Number(issue.minimum) });
    case 'too_big':
      return fill(FieldErrorCode.MAX_LENGTH, { max: Number(issue.maximum) });
    case 'invalid_format':
      return fill(
        issue.format === 'email'
          ? FieldErrorCode.INVALID_EMAIL
          : issue.format === 'url'
            ? FieldErrorCode.INVALID_URL
            : FieldErrorCode.INVALID_VALUE,
      );
    case 'invalid_union':
      return fill(FieldErrorCode.INVALID_URL);
    case 'custom': {
      const code = (issue.params as { fieldCode?: FieldErrorCode } | undefined)?.fieldCode;
      return fill(code && code in FieldErrorCode ? code : FieldErrorCode.INVALID_VALUE);
    }
    default:
      return fill(FieldErrorCode.INVALID_VALUE);
  }
}

export function zodRule<S extends z.ZodObject>(schema: S, field: keyof z.infer<S> & string, messages: Messages): RuleObject {
  const fieldSchema = schema.shape[field] as z.ZodType;
  return {
    validator: async (_rule, value: unknown) => {
      const input = value === '' && fieldSchema.safeParse(undefined).success ? undefined : value;
      const result = fieldSchema.safeParse(input);
      if (!result.success) throw new Error(messageFor(result.error.issues[0], value, messages));
    },
  };
}

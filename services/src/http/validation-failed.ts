import type { z } from 'zod';
import { FieldErrorCode } from '@ledgerhouse/contracts';

export interface RawFieldError {
  field: string;
  code: FieldErrorCode;
  params?: Record<string, unknown>;
}

/** Request input that broke its contract; the filter answers 400 VALIDATION_FAILED with translated fields. */
export class ValidationFailed extends Error {
  constructor(readonly fields: RawFieldError[]) {
    super('VALIDATION_FAILED');
    this.name = 'ValidationFailed';
  }
}

type Issue = z.core.$ZodIssue;

function fieldOf(prefix: string, path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  return [prefix, ...parts].filter(Boolean).join('.');
}

function codeOf(issue: Issue): { code: FieldErrorCode; params?: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      // issue.input is there only when parsed with reportInput: a present value of the wrong type is not "required".
      return { code: issue.input === undefined || issue.input === null ? FieldErrorCode.REQUIRED : FieldErrorCode.INVALID_TYPE };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { code: FieldErrorCode.REQUIRED };
      return issue.origin === 'string' || issue.origin === 'array'
        ? { code: FieldErrorCode.MIN_LENGTH, params: { min: Number(issue.minimum) } }
        : { code: FieldErrorCode.TOO_SMALL, params: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? { code: FieldErrorCode.MAX_LENGTH, params: { max: Number(issue.maximum) } }
        : { code: FieldErrorCode.TOO_BIG, params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { code: FieldErrorCode.INVALID_EMAIL };
      if (issue.format === 'url') return { code: FieldErrorCode.INVALID_URL };
      return { code: FieldErrorCode.INVALID_VALUE };
    case 'custom': {
      const { fieldCode, ...params } = (issue.params ?? {}) as { fieldCode?: FieldErrorCode } & Record<string, unknown>;
      const code = fieldCode && fieldCode in FieldErrorCode ? fieldCode : FieldErrorCode.INVALID_VALUE;
      return Object.keys(params).length > 0 ? { code, params } : { code };
    }
    case 'invalid_union': {
      const first = issue.errors.flat()[0];
      return first ? codeOf(first) : { code: FieldErrorCode.INVALID_VALUE };
    }
    default:
      return { code: FieldErrorCode.INVALID_VALUE };
  }
}

/** Flattens zod issues into one error per field; unknown keys become one error each. */
export function fieldErrorsFrom(error: z.ZodError, prefix: string): RawFieldError[] {
  const out: RawFieldError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: fieldOf(prefix, [...issue.path, key]), code: FieldErrorCode.UNKNOWN_FIELD });
      continue;
    }
    out.push({ field: fieldOf(prefix, issue.path), ...codeOf(issue) });
  }
  return out;
}

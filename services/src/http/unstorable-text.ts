// Text that PostgreSQL cannot hold: NUL, and UTF-16 surrogates without their pair (they have no UTF-8 form). Every string
// of a request (body, query, path parameters, object keys too) is checked before any contract schema sees it.
import { FieldErrorCode } from '@ledgerhouse/contracts';
import type { RawFieldError } from './validation-failed';

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /\p{Cs}/u;

export const isStorableText = (text: string) => !text.includes(NUL) && !LONE_SURROGATE.test(text);
const printable = (key: string) =>
  key
    .split(NUL)
    .join('\uFFFD')
    .replace(/\p{Cs}/gu, '\uFFFD');

/** A value to visit and how it was reached; the dotted path is spelled out only for an offender. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
}

function fieldOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) if (at.key) keys.push(at.key);
  return keys.reverse().join('.');
}

/** One INVALID_CHARACTERS error per offending string or key; linear in the input, whatever its nesting depth. */
export function unstorableTextFields(input: unknown, prefix: string): RawFieldError[] {
  const out: RawFieldError[] = [];
  const pending: Visit[] = [{ value: input, key: prefix, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) out.push({ field: fieldOf(visit), code: FieldErrorCode.INVALID_CHARACTERS });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const next = { value: child, key: printable(key), parent: visit };
      if (next.key !== key) out.push({ field: fieldOf(next), code: FieldErrorCode.INVALID_CHARACTERS });
      pending.push(next);
    }
  }
  return out.reverse();
}

// Field rules of spec section 5 for people: Latin full name, phone format, password of 6+ characters without spaces.
import { z } from 'zod';

const fieldCode = (code: string) => ({ params: { fieldCode: code } });

export const fullNameField = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .refine((v) => /^[A-Za-z][A-Za-z' .-]*$/.test(v), fieldCode('ONLY_LATIN'));

export const phoneField = z
  .string()
  .trim()
  .refine((v) => /^\+?[0-9][0-9 ()-]{6,19}$/.test(v) && v.replace(/\D/g, '').length >= 7, fieldCode('INVALID_PHONE'));

/** Spec 5: at least 6 characters ('Unacceptable password'), no spaces. */
export const passwordField = z
  .string()
  .max(128)
  .refine((v) => v.length >= 6, fieldCode('UNACCEPTABLE_PASSWORD'))
  .refine((v) => !/\s/.test(v), fieldCode('PASSWORD_SPACES'));

export const emailField = z.email().max(254);

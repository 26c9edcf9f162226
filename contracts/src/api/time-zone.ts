// An IANA time zone name the runtime knows ("Europe/Moscow"), for periods and times shown in the reader's zone.
import { z } from 'zod';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const timeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, { params: { fieldCode: 'INVALID_VALUE' } });

// Every instant the API accepts: ISO 8601 with a time zone, bounded so that no store or date library sees a year it
// cannot hold (year 0 is valid ISO 8601 but not a PostgreSQL timestamp). Bounds: the Unix epoch to the end of 9999.
import { z } from 'zod';

export const INSTANT_MIN = '1970-01-01T00:00:00.000Z';
export const INSTANT_MAX = '9999-12-31T23:59:59.999Z';

/** A value that is no instant at all has its format error already: no second error for it. */
const inRange = (value: string) => {
  const at = Date.parse(value);
  return Number.isNaN(at) || (at >= Date.parse(INSTANT_MIN) && at <= Date.parse(INSTANT_MAX));
};

/** Refuses an instant outside the bounds with DATE_OUT_OF_RANGE (params min and max, as dates). */
export const instant = z.iso
  .datetime({ offset: true })
  .refine(inRange, { params: { fieldCode: 'DATE_OUT_OF_RANGE', min: INSTANT_MIN.slice(0, 10), max: INSTANT_MAX.slice(0, 10) } });

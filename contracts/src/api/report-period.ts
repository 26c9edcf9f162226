// The period of a downloadable report: both ends required, the end not before the start, at most a leap year long.
import { z } from 'zod';
import { instant } from './instant';

/** The longest report period: a report is one table streamed in one response. */
export const REPORT_PERIOD_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export const reportPeriod = { from: instant, to: instant };

/** Refuses `to` earlier than `from` (PERIOD_END_BEFORE_START) or more than REPORT_PERIOD_MAX_DAYS after it (PERIOD_TOO_LONG), on `to`. */
export const validPeriod = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((query) => !(Date.parse(query.from) > Date.parse(query.to)), { path: ['to'], params: { fieldCode: 'PERIOD_END_BEFORE_START' } })
    .refine((query) => !(Date.parse(query.to) - Date.parse(query.from) > REPORT_PERIOD_MAX_DAYS * DAY_MS), {
      path: ['to'],
      params: { fieldCode: 'PERIOD_TOO_LONG', days: REPORT_PERIOD_MAX_DAYS },
    });

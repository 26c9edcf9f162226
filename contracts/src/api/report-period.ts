// The period of a downloadable report: both ends required, and the end not before the start.
import { z } from 'zod';

export const reportPeriod = { from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) };

/** Refuses `to` earlier than `from` with PERIOD_END_BEFORE_START on `to`. */
export const inOrderPeriod = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema.refine((query) => Date.parse(query.from) <= Date.parse(query.to), { path: ['to'], params: { fieldCode: 'PERIOD_END_BEFORE_START' } });
